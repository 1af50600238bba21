import IrisCheckCore
import IrisCheckLaws

/// One thing an audit check found: which check, how bad, about what, and
/// what happened, with the offending values printed.
///
/// The ``description`` is the line a report lists, for example:
///
/// ```
/// FAIL [1] MailboxRoute.contact: never pushed: no intent's steps contain .push(.contact)
/// ```
public struct AuditFinding: Hashable, Sendable, CustomStringConvertible {
  /// How bad a finding is.
  public enum Severity: Hashable, Sendable {
    /// Fails the audit (and `make check`).
    case failure
    /// Worth a look; does not fail the audit.
    case warning
  }

  /// The check that found it.
  public var check: AuditCheck
  /// Whether it fails the audit.
  public var severity: Severity
  /// The route, intent or effect case it is about, such as
  /// `MailboxRoute.contact` or `.contact(address:)`.
  public var subject: String
  /// What happened, naming the offending values.
  public var message: String

  /// Creates a finding.
  /// - Parameters:
  ///   - check: the check that found it.
  ///   - severity: whether it fails the audit.
  ///   - subject: the case it is about.
  ///   - message: what happened.
  package init(check: AuditCheck, severity: Severity, subject: String, message: String) {
    self.check = check
    self.severity = severity
    self.subject = subject
    self.message = message
  }

  /// `"FAIL [<n>] <subject>: <message>"` (or `WARN`).
  public var description: String {
    "\(severity == .failure ? "FAIL" : "WARN") [\(check.rawValue)] \(subject): \(message)"
  }
}
