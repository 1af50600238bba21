extension Gen where Value: FixedWidthInteger & Sendable {
  /// A generator of integers in `range`, drawn as one choice.
  ///
  /// ```swift
  /// Gen.int(in: 0...9)      // Int; choice k → k
  /// Gen.int(in: -3...3)     // choices 0, 1, 2, 3, 4 → 0, 1, -1, 2, -2, …
  /// Gen<UInt8>.int(in: 10...20)  // choice 0 → 10
  /// ```
  /// **Simplest value.** `0` when `range` contains it, otherwise the bound
  /// nearest `0`. Choice `0` maps to it; larger choices move away from it,
  /// alternating above and below (above first), then continue on the longer
  /// side. A smaller choice therefore never means a value farther from the
  /// simplest, and the largest choice is the bound farthest from it.
  ///
  /// Every value of `range` can be produced, and nothing outside it. Every
  /// standard integer type qualifies (`Sendable` lets the generator keep the
  /// bounds).
  /// - Parameter range: the permitted values; at most 2^64 of them.
  /// - Returns: a generator of values in `range`.
  public static func int(in range: ClosedRange<Value>) -> Gen<Value> {
    let lower = range.lowerBound
    let upper = range.upperBound
    let span = Value.Magnitude(truncatingIfNeeded: upper &- lower)
    guard let width = UInt64(exactly: span) else {
      preconditionFailure("Gen.int(in:): a range of more than 2^64 values is not supported")
    }
    let simplest: UInt64
    if lower > 0 {
      simplest = 0
    } else if upper < 0 {
      simplest = width
    } else {
      simplest = UInt64(Value.Magnitude(truncatingIfNeeded: 0 &- lower))
    }
    let mapping = IntegerMapping(width: width, simplest: simplest)
    return integers(from: lower, mapping: mapping)
  }

  /// Builds the generator; for the common concrete types the closure is
  /// specialised, so drawing does no generic dispatch.
  private static func integers(from lower: Value, mapping: IntegerMapping) -> Gen<Value> {
    // NB: callers outside this module get an unspecialised generic copy of
    // `int(in:)`; routing `Int` through a concrete closure keeps the hot
    // path free of witness-table arithmetic.
    if let lowerInt = lower as? Int, let gen = Gen<Int>.concrete(lowerInt, mapping) as? Gen<Value> {
      return gen
    }
    return Gen { recorder throws(GenerationStop) in
      let offset = mapping.offset(forChoice: try recorder.draw(upTo: mapping.width))
      return lower &+ Value(truncatingIfNeeded: offset)
    }
  }
}

extension Gen where Value == Int {
  fileprivate static func concrete(_ lower: Int, _ mapping: IntegerMapping) -> Gen<Int> {
    Gen { recorder throws(GenerationStop) in
      let offset = mapping.offset(forChoice: try recorder.draw(upTo: mapping.width))
      return lower &+ Int(truncatingIfNeeded: offset)
    }
  }
}
