extension Gen where Value: Sendable {
  /// A generator that always produces `value` and draws no choices.
  ///
  /// ```swift
  /// Gen.just(42)  // 42, every time
  /// ```
  /// It has nothing to shrink: its simplest value is `value`.
  /// - Parameter value: the value to produce.
  /// - Returns: a constant generator.
  public static func just(_ value: Value) -> Gen<Value> {
    Gen { _ in value }
  }
}
