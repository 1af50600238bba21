extension Gen {
  /// A generator of this generator's values that satisfy `isIncluded`.
  ///
  /// ```swift
  /// Gen.int(in: 0...99).filter { $0 % 2 == 0 }  // even numbers, simplest 0
  /// ```
  /// Each attempt draws a fresh value inside its own span; a rejected
  /// attempt's span is discarded (its choices stay in the sequence, so the
  /// shrinker can delete them; spans nested inside it, such as a rejected
  /// array's element spans, stay recorded). The first accepted value is returned, so the
  /// simplest value is the simplest one that passes when the first attempt
  /// does. Prefer a generator that builds valid values directly: every
  /// rejection costs a whole draw.
  /// - Parameters:
  ///   - isIncluded: the condition a value must meet.
  ///   - maxAttempts: how many values to try before giving up; must be
  ///     positive; defaults to 100.
  /// - Returns: a generator of accepted values.
  /// - Throws: when generating, ``GenerationStop/rejected`` after
  ///   `maxAttempts` rejected values.
  public func filter(
    _ isIncluded: @escaping @Sendable (Value) -> Bool, maxAttempts: Int = 100
  ) -> Gen<Value> {
    precondition(maxAttempts > 0, "Gen.filter: maxAttempts must be positive, got \(maxAttempts)")
    return Gen { recorder throws(GenerationStop) in
      for _ in 0..<maxAttempts {
        recorder.beginSpan(label: SpanLabel.filterAttempt)
        let value = try self.generate(recorder)
        let accepted = isIncluded(value)
        recorder.endSpan(discard: !accepted)
        if accepted { return value }
      }
      throw .rejected
    }
  }
}
