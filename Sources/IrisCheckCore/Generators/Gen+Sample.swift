extension Gen {
  /// Generates values from seeded random choices, the same ones for the
  /// same seed on every run and platform: example inputs for a test, a
  /// report or a benchmark, outside any property.
  ///
  /// ```swift
  /// Gen.int(in: 0...9).sample(count: 3, seed: 7)   // the same 3 numbers every time
  /// ```
  /// Value `i` is drawn from its own
  /// `SeededSource(seed: seed &+ i &* 0x9E3779B97F4A7C15)`, so each value
  /// depends only on `seed` and `i`, a longer sample starts with a shorter
  /// one, and samples of different seeds do not overlap. A draw whose
  /// generation stops (a filter that gives up, more than 8,192 choices) is
  /// left out, so the result holds at most `count` values.
  /// - Parameters:
  ///   - count: how many values to draw; `0` or less draws none.
  ///   - seed: the seed; defaults to `0`.
  /// - Returns: the values, in draw order.
  public func sample(count: Int, seed: UInt64 = 0) -> [Value] {
    var values: [Value] = []
    values.reserveCapacity(max(0, count))
    for index in 0..<max(0, count) {
      let source = SeededSource(seed: seed &+ UInt64(index) &* 0x9E37_79B9_7F4A_7C15)
      if let value = try? generate(ChoiceRecorder(source: source)) { values.append(value) }
    }
    return values
  }
}
