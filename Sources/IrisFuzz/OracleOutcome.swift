import IrisCheckCore
import IrisCheckLaws

/// What one fuzz oracle concluded about one input.
///
/// Oracles return an outcome instead of trapping, so the same check serves
/// two drivers: a libFuzzer entry calls ``enforce()`` (which traps on a
/// violation, the crash libFuzzer records), and a regression test inspects
/// the outcome and reports it as a test issue.
public enum OracleOutcome: Hashable, Sendable, CustomStringConvertible {
  /// Every law held.
  case passed
  /// The input was outside the oracle's domain; the reason says why (for
  /// example `URL(string:) rejected the text`). Drivers may count these.
  case skipped(String)
  /// A law broke.
  case violated(LawViolation)

  /// The violation, if the outcome is ``violated(_:)``.
  public var violation: LawViolation? {
    if case .violated(let violation) = self { return violation }
    return nil
  }

  /// `passed`, `skipped: <reason>` or the violation's description.
  public var description: String {
    switch self {
    case .passed: "passed"
    case .skipped(let reason): "skipped: \(reason)"
    case .violated(let violation): violation.description
    }
  }

  /// Traps on a violation; does nothing otherwise.
  ///
  /// The trap message is the violation's description. Call it from a fuzz
  /// entry point only.
  public func enforce() {
    if case .violated(let violation) = self {
      fatalError(violation.description)
    }
  }
}
