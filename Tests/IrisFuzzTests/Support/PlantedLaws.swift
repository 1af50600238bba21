import IrisCheck

/// A law with a planted bug: it holds below 500 only, so every failure
/// shrinks to exactly 500.
struct BelowFiveHundred: Law {
  var name: String { "BelowFiveHundred" }

  func check(_ x: Int) -> LawViolation? {
    x < 500 ? nil : LawViolation(law: name, direction: "x < 500", message: "\(x) is not below 500")
  }
}

/// The same bug in a law that suspends to judge.
struct AsyncBelowFiveHundred: AsyncLaw {
  var name: String { "AsyncBelowFiveHundred" }

  func check(_ x: Int) async -> LawViolation? {
    await Task.yield()
    return x < 500
      ? nil : LawViolation(law: name, direction: "x < 500", message: "\(x) is not below 500")
  }
}

/// A law that always holds.
struct AlwaysHolds: Law {
  var name: String { "AlwaysHolds" }

  func check(_ flag: Bool) -> LawViolation? { nil }
}

enum PlantedLaws {
  /// `BelowFiveHundred` over `0...1000`, then `AlwaysHolds`: a fuzzer's
  /// first byte picks one (its low bit), the next two draw the number.
  static let suite = LawSuite([
    .law(BelowFiveHundred(), over: .int(in: 0...1_000)), .law(AlwaysHolds(), over: .bool),
  ])

  /// Bytes that pick `BelowFiveHundred` and draw `value`.
  static func bytes(_ value: Int) -> [UInt8] {
    [0, UInt8(value >> 8), UInt8(value & 0xFF)]
  }
}
