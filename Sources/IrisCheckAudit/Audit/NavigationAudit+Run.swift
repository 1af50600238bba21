import Foundation
import IrisCheckCore
import IrisCheckLaws

extension NavigationAudit {
  /// Runs the eight checks and returns the report.
  ///
  /// Every intent (examples, then generated) is printed, its URL parsed
  /// back, and routed through the flow; every printed link and every extra
  /// link is parsed. Then, with "case" meaning an intent, route, sheet or
  /// effect case as ``/IrisCheckCore/CaseName`` groups values:
  /// 1. A route (sheet) case passes when some intent's steps contain
  ///    `.push` (`.present`) of a value of that case.
  /// 2. An intent case other than unknown and `linkless` passes when some
  ///    example prints and some link parses to that case.
  /// 3. An intent case other than unknown passes when *every* one of its
  ///    intents gives at least one step. An empty list counts as ignored:
  ///    at run time a forgotten `default: return []` and a deliberate no-op
  ///    look the same.
  /// 4. An effect case passes when `handles` returns `true` for every value
  ///    of it the flow emitted.
  /// 5. and 7. n/a: they concern SwiftUI views.
  /// 6. An intent case passes when every printed intent of it parses back
  ///    to an equal intent, and it prints if any link parses to it.
  /// 8. On every printed link: uppercasing scheme and host keeps the intent
  ///    (fails otherwise); printing twice more gives the same bytes (fails
  ///    otherwise); a link with one path segment or query value emptied
  ///    parses to unknown, or to an intent that prints without an empty
  ///    capture (warns otherwise); query names follow one convention (warns
  ///    otherwise). Whether query items are sorted is noted, not judged.
  /// - Returns: the report; ``AuditReport/passed`` is `false` when a check
  ///   failed.
  public func run() -> AuditReport {
    let evidence = AuditEvidence(
      examples: examples, generated: generated, codec: codec, operations: operations, links: links)
    var audit = AuditBuilder(evidence: evidence, codec: codec, handles: handles, linkless: linkless)
    let effectRows = audit.effectRows()
    let intentRows = audit.intentRows()
    let routeRows = audit.routeRows(routes: routes, sheets: sheets, intentRows: intentRows)
    let checks = audit.checkResults(
      routeRows: routeRows, intentRows: intentRows, effectRows: effectRows)
    return AuditReport(
      subject: subject, checks: checks, routeRows: routeRows, intentRows: intentRows,
      effectRows: effectRows,
      findings: audit.findings.enumerated().sorted {
        ($0.element.check, $0.offset) < ($1.element.check, $1.offset)
      }.map(\.element))
  }
}
