import IrisCheckCore
import IrisCheckLaws

/// The result of a ``NavigationAudit`` run, as a value: one verdict per
/// check, one row per route, intent and effect case, and the findings.
///
/// Render it with ``markdown``. The audit fails (``passed`` is `false`)
/// exactly when some finding has severity ``AuditFinding/Severity/failure``;
/// warnings never fail it.
public struct AuditReport: Hashable, Sendable {
  /// The verdict of one of the eight checks.
  package struct CheckResult: Hashable, Sendable {
    /// The check.
    package var check: AuditCheck
    /// Its overall mark: the worst of its findings, ``AuditMark/pass`` with
    /// none, ``AuditMark/notApplicable`` for a check a headless run cannot
    /// decide.
    package var mark: AuditMark
    /// One line: what was examined and what was found.
    package var detail: String
  }

  /// Whether a route is pushed onto a stack or presented as a sheet.
  package enum RouteKind: String, Hashable, Sendable {
    /// A stack route, reached by `.push`.
    case push
    /// A sheet route, reached by `.present`.
    case sheet
  }

  /// One route or sheet case.
  package struct RouteRow: Hashable, Sendable {
    /// The case, qualified by its type, such as `MailboxRoute.thread`.
    package var route: String
    /// Push or sheet.
    package var kind: RouteKind
    /// The signatures of the intent cases whose steps reach it, in order.
    package var intents: [String]
    /// Check 1: reached by a `.push`/`.present` step.
    package var step: AuditMark
    /// Checks 2 and 6 for the reaching intents: ✓ when one of them has a
    /// link that parses back to itself, n/a when all have no link by design.
    package var link: AuditMark
    /// Check 4 for the reaching intents: every effect they emit is handled.
    package var effects: AuditMark
    /// Check 5: always n/a (headless).
    package var view: AuditMark
    /// Check 7: always n/a (headless).
    package var handoff: AuditMark
    /// The worst of the cells.
    package var status: AuditMark
  }

  /// One intent case.
  package struct IntentRow: Hashable, Sendable {
    /// The case's signature, such as `.thread(id:)`.
    package var intent: String
    /// How many intents of this case the audit ran (examples and generated).
    package var examples: Int
    /// Check 2: some example prints (n/a for unknown and link-less cases).
    package var prints: AuditMark
    /// Check 2: some URL parses to this case (n/a as for ``prints``).
    package var parses: AuditMark
    /// Check 6: every printed example parses back to itself, and a case
    /// that parses also prints.
    package var roundTrip: AuditMark
    /// Check 3: every example gives at least one step (n/a for unknown).
    package var flow: AuditMark
    /// Check 4: every effect its steps emit is handled (n/a for none).
    package var effects: AuditMark
    /// Check 8 on its printed links (n/a when nothing printed).
    package var urlQuality: AuditMark
    /// The worst of the cells.
    package var status: AuditMark
  }

  /// One side-effect case the flow emitted.
  package struct EffectRow: Hashable, Sendable {
    /// The case, qualified by its type, such as `MailboxEffect.markRead`.
    package var effect: String
    /// The signatures of the intent cases that emit it.
    package var emittedBy: [String]
    /// Check 4: handled for every emitted value.
    package var handled: AuditMark
  }

  /// A name for what was audited, such as `MailboxFlow`.
  package var subject: String
  /// The eight checks, in number order.
  package var checks: [CheckResult]
  /// One row per route case, then per sheet case, in the order given to the
  /// audit; cases reached but not listed follow.
  package var routeRows: [RouteRow]
  /// One row per intent case, in order of first appearance.
  package var intentRows: [IntentRow]
  /// One row per emitted effect case, in order of first emission.
  package var effectRows: [EffectRow]
  /// Everything the checks found, failures and warnings, by check number.
  public var findings: [AuditFinding]

  /// Whether no finding is a failure.
  public var passed: Bool {
    !findings.contains { $0.severity == .failure }
  }

  /// The findings that fail the audit.
  public var failures: [AuditFinding] {
    findings.filter { $0.severity == .failure }
  }

  /// The findings that only warn.
  public var warnings: [AuditFinding] {
    findings.filter { $0.severity == .warning }
  }

  /// The findings of one check.
  /// - Parameter check: the check.
  /// - Returns: its findings, in the order found.
  public func findings(of check: AuditCheck) -> [AuditFinding] {
    findings.filter { $0.check == check }
  }

  /// The verdict of one check.
  /// - Parameter check: the check.
  /// - Returns: its result; every report holds all eight.
  package func result(of check: AuditCheck) -> CheckResult? {
    checks.first { $0.check == check }
  }
}
