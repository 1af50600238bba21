extension Gen where Value == Double {
  /// A generator of finite `Double`s in `range`.
  ///
  /// ```swift
  /// Gen.double(in: -1...1)    // simplest 0.0
  /// Gen.double(in: 0.5...3)   // simplest 0.5
  /// ```
  /// **Simplest value.** `0.0` when `range` contains zero, otherwise the
  /// bound nearest zero. Both bounds can be produced; NaN and the infinities
  /// never are (a bound must be finite).
  ///
  /// **Choices.** A first choice in `0...1` picks a mode, then one more
  /// choice picks the value:
  /// - *integral*: the whole numbers of `range` (within ±2^53), mapped as
  ///   ``Gen/int(in:)->Gen<Int>`` maps integers, so `0 →` the whole number nearest the
  ///   simplest and larger choices move outward, alternating sides;
  /// - *scaled*: a grid of 2^52 steps on each side of the simplest value,
  ///   mapped the same alternating way, so choice `0` is the simplest value
  ///   and the largest choice is the bound farthest from it.
  ///
  /// Mode `0` is *integral* when the simplest value is a whole number (always
  /// when `range` contains zero), so counterexamples shrink to whole numbers
  /// where they can; otherwise mode `0` is *scaled*. Either way the all-zero
  /// choices give the simplest value. When `range` holds no whole number the
  /// mode is not drawn; when it is a single value nothing is drawn.
  /// - Parameter range: the permitted values; both bounds must be finite.
  /// - Returns: a generator of values in `range`.
  public static func double(in range: ClosedRange<Double>) -> Gen<Double> {
    let lower = range.lowerBound
    let upper = range.upperBound
    precondition(
      lower.isFinite && upper.isFinite, "Gen.double(in:): bounds must be finite, got \(range)")
    if lower == upper { return Gen { _ in lower } }
    let simplest: Double = lower > 0 ? lower : (upper < 0 ? upper : 0)
    let scaled = ScaledDoubles(lower: lower, upper: upper, simplest: simplest)
    guard let integral = IntegralDoubles(lower: lower, upper: upper) else {
      return Gen { recorder throws(GenerationStop) in try scaled.draw(recorder) }
    }
    let integralFirst = simplest.rounded() == simplest
    return Gen { recorder throws(GenerationStop) in
      let mode = try recorder.draw(upTo: 1)
      return (mode == 0) == integralFirst
        ? try integral.draw(recorder) : try scaled.draw(recorder)
    }
  }
}

/// The whole numbers of a `Double` range, drawn like integers.
private struct IntegralDoubles: Sendable {
  private static let limit: Double = 9_007_199_254_740_992  // 2^53
  private let lower: Int64
  private let mapping: IntegerMapping

  init?(lower: Double, upper: Double) {
    let first = Swift.max(lower.rounded(.up), -Self.limit)
    let last = Swift.min(upper.rounded(.down), Self.limit)
    guard first <= last else { return nil }
    self.lower = Int64(first)
    let width = UInt64(Int64(last) - Int64(first))
    let simplest: UInt64 = first > 0 ? 0 : (last < 0 ? width : UInt64(-Int64(first)))
    mapping = IntegerMapping(width: width, simplest: simplest)
  }

  func draw(_ recorder: ChoiceRecorder) throws(GenerationStop) -> Double {
    let offset = mapping.offset(forChoice: try recorder.draw(upTo: mapping.width))
    return Double(lower + Int64(offset))
  }
}

/// A grid of `steps` points on each non-empty side of the simplest value.
private struct ScaledDoubles: Sendable {
  private static let steps: UInt64 = 1 << 52
  private let lower: Double
  private let upper: Double
  private let simplest: Double
  private let mapping: IntegerMapping

  init(lower: Double, upper: Double, simplest: Double) {
    self.lower = lower
    self.upper = upper
    self.simplest = simplest
    let below: UInt64 = simplest > lower ? Self.steps : 0
    let above: UInt64 = upper > simplest ? Self.steps : 0
    mapping = IntegerMapping(width: below + above, simplest: below)
  }

  func draw(_ recorder: ChoiceRecorder) throws(GenerationStop) -> Double {
    let offset = mapping.offset(forChoice: try recorder.draw(upTo: mapping.width))
    let origin = mapping.simplest
    if offset == origin { return simplest }
    if offset > origin {
      let step = offset - origin
      if step == Self.steps { return upper }
      let value = simplest + (upper - simplest) * (Double(step) / Double(Self.steps))
      return Swift.min(value, upper)
    }
    let step = origin - offset
    if step == Self.steps { return lower }
    let value = simplest - (simplest - lower) * (Double(step) / Double(Self.steps))
    return Swift.max(value, lower)
  }
}
