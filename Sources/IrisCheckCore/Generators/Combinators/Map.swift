extension Gen {
  /// A generator that transforms each value of this one.
  ///
  /// ```swift
  /// Gen.int(in: 0...9).map { "#\($0)" }  // "#0" … "#9", simplest "#0"
  /// ```
  /// It draws exactly the choices this generator draws, so it shrinks as
  /// this generator does: choice `0` maps to `transform` of this generator's
  /// simplest value.
  /// - Parameter transform: a pure function of the value.
  /// - Returns: a generator of transformed values.
  public func map<T>(_ transform: @escaping @Sendable (Value) -> T) -> Gen<T> {
    Gen<T>(
      { recorder throws(GenerationStop) in transform(try self.generate(recorder)) },
      screens: { self.partScreens })
  }
}
