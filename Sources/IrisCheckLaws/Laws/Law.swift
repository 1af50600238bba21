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
///
/// A law that must suspend to judge (it runs a coordinator under the
/// scheduler, say) conforms to ``AsyncLaw`` instead; every `Law` is also an
/// `AsyncLaw`, so suites, replay and fuzzing take both.
public protocol Law<Input>: AsyncLaw {

  /// Judges one example.
  /// - Parameter input: the example.
  /// - Returns: `nil` when the law holds for `input` (or `input` is outside
  ///   the law's domain); otherwise the violation.
  func check(_ input: Input) -> LawViolation?
}

/// A law whose judgement may suspend: the same contract as ``Law``, with an
/// `async` ``check(_:)``.
///
/// Coordinator laws are async laws: judging a burst means running it under
/// the deterministic scheduler. A consumer writes one the same way as a
/// ``Law``, and adds it to a ``LawSuite`` with
/// ``LawSuite/Entry/law(_:over:classify:)``.
public protocol AsyncLaw<Input>: Sendable {
  /// The kind of example the law judges, such as an intent or a burst.
  associatedtype Input

  /// The law's name as it appears in reports, for example `RoundTrip`.
  var name: String { get }

  /// Judges one example.
  /// - Parameter input: the example.
  /// - Returns: `nil` when the law holds for `input` (or `input` is outside
  ///   the law's domain); otherwise the violation.
  func check(_ input: Input) async -> LawViolation?

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

extension AsyncLaw {
  /// Every input is in the domain.
  /// - Parameter input: the example.
  /// - Returns: `true`.
  public func isInDomain(_ input: Input) -> Bool { true }

  /// `nil`: every input is in the domain.
  public var domainName: String? { nil }
}
