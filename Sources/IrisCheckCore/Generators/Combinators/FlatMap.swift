extension Gen {
  /// A generator whose second stage depends on this generator's value.
  ///
  /// ```swift
  /// Gen.int(in: 1...5).flatMap { n in Gen.array(of: .bool, count: n...n) }
  /// // an array whose length is the first value; simplest [false]
  /// ```
  /// It draws this generator's choices, then those of the generator
  /// `transform` returns, inside one span labelled as dependent. Because
  /// both stages read the same choice sequence, shrinking works through the
  /// bind: a smaller first value replays the second stage against the
  /// choices that follow, and the result is always a value the two stages can
  /// produce. The all-zero choices give the second stage's simplest value for
  /// the first stage's simplest value.
  /// - Parameter transform: returns the generator for the second stage.
  /// - Returns: a generator of second-stage values.
  public func flatMap<T>(_ transform: @escaping @Sendable (Value) -> Gen<T>) -> Gen<T> {
    Gen<T> { recorder throws(GenerationStop) in
      let first = try self.generate(recorder)
      return try transform(first).generate(recorder, label: SpanLabel.dependent)
    }
  }
}
