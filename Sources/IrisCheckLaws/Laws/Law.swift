import IrisCheckCore

/// A property checked one example at a time: given one input, either the
/// property holds or the law explains how it broke.
///
/// A law is written once and serves every driver: `swift test` feeds it
/// generated inputs, replay feeds it a saved input, and libFuzzer feeds it
/// inputs decoded from the fuzzer's bytes. The law itself never generates,
/// shrinks or reports; it only judges one input.
///
/// **Contract.** `check(_:)` is deterministic and total: it returns for every
/// input, returns `nil` when the property holds (or the input is outside the
/// law's domain, which each law documents), and otherwise returns a
/// ``LawViolation`` whose message names the offending values.
public protocol Law<Input>: Sendable {
  /// The kind of example the law judges, such as an intent or a URL string.
  associatedtype Input

  /// The law's name as it appears in reports, for example `RoundTrip`.
  var name: String { get }

  /// Judges one example.
  /// - Parameter input: the example.
  /// - Returns: `nil` when the law holds for `input` (or `input` is outside
  ///   the law's domain); otherwise the violation.
  func check(_ input: Input) -> LawViolation?
}
