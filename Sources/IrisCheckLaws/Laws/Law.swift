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

  /// Whether an input lies in the law's domain, where ``check(_:)`` can
  /// find a violation; a run that sees too few such inputs fails as
  /// vacuous. Defaults to every input.
  /// - Parameter input: the example.
  /// - Returns: whether the law judges it.
  func isInDomain(_ input: Input) -> Bool

  /// The domain's inputs as a report names them, for example
  /// `no-op intents`; `nil` (the default) when every input is in the
  /// domain, and nothing is counted.
  var domainName: String? { get }
}

extension Law {
  /// Every input is in the domain.
  /// - Parameter input: the example.
  /// - Returns: `true`.
  public func isInDomain(_ input: Input) -> Bool { true }

  /// `nil`: every input is in the domain.
  public var domainName: String? { nil }
}
