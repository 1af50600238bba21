extension Gen {
  /// A generator of optional values: `nil` or a value of `wrapped`.
  ///
  /// ```swift
  /// Gen.optional(.int(in: 1...9))  // nil, or 1 … 9; simplest nil
  /// ```
  /// One choice in `0...1` decides: `0 → nil` (the simplest value), `1 →` a
  /// value of `wrapped`, drawn inside its own span. Under random choices
  /// half the values are `nil`.
  /// - Parameter wrapped: the generator of present values.
  /// - Returns: a generator of optional values.
  public static func optional<W>(_ wrapped: Gen<W>) -> Gen<W?> where Value == W? {
    Gen<W?>(
      { recorder throws(GenerationStop) in
        guard try recorder.draw(upTo: 1) == 1 else { return nil }
        return try wrapped.generate(recorder, label: SpanLabel.optional)
      }, screens: { [[0]] + wrapped.partScreens(after: [1]) })
  }
}

extension Gen {
  /// `optional(_:)` spelled on the wrapped type, `Gen<Int>.optional(digits)`.
  /// - Parameter wrapped: the generator of present values.
  /// - Returns: a generator of optional values; simplest `nil`.
  @_disfavoredOverload
  public static func optional(_ wrapped: Gen<Value>) -> Gen<Value?> {
    Gen<Value?>.optional(wrapped)
  }

  /// This generator's values or `nil`: `optional(_:)` spelled on the
  /// instance, `digits.optional`.
  public var optional: Gen<Value?> {
    Gen<Value?>.optional(self)
  }
}
