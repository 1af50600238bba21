import IrisCheckCore
import IrisCheckLaws

extension AuditBuilder {
  // MARK: - One verdict per check

  mutating func checkResults(
    routeRows: [AuditReport.RouteRow], intentRows: [AuditReport.IntentRow],
    effectRows: [AuditReport.EffectRow]
  ) -> [AuditReport.CheckResult] {
    let naming = checkQueryNaming()
    return AuditCheck.allCases.map { check in
      if let reason = check.headlessReason {
        return AuditReport.CheckResult(
          check: check, mark: .notApplicable, detail: "n/a (headless): " + reason)
      }
      let own = findings.filter { $0.check == check }
      let mark: AuditMark =
        own.contains { $0.severity == .failure } ? .fail : own.isEmpty ? .pass : .warn
      let detail: String
      switch check {
      case .routeReached:
        detail = ratio(
          routeRows.map(\.step), "route and sheet cases reached by a .push/.present step")
      case .intentHasLink:
        let judged = intentRows.filter { $0.prints != .notApplicable }
        let skipped = intentRows.filter { $0.prints == .notApplicable }.map(\.intent)
        detail =
          "\(judged.filter { $0.prints == .pass && $0.parses == .pass }.count)/\(judged.count) "
          + "intent cases with a link print and parse"
          + (skipped.isEmpty ? "" : "; no link: " + skipped.joined(separator: ", "))
      case .intentHandledByFlow:
        detail = ratio(
          intentRows.map(\.flow), "intent cases give steps for every intent (unknown excluded)")
      case .effectHandled:
        detail = ratio(effectRows.map(\.handled), "emitted effect cases handled")
      case .parseBuildSymmetry:
        let printedCases = evidence.caseOrder.filter { name in
          evidence.samplesByCase[name]?.contains { $0.printed != nil } ?? false
        }
        let parsedCases = evidence.caseOrder.filter { evidence.parsedByCase[$0] != nil }
        let printed = evidence.samples.filter { $0.printed != nil }
        let back = printed.filter { $0.reparsed == $0.intent }.count
        let equal = Set(printedCases) == Set(parsedCases)
        detail =
          "parse set (\(parsedCases.count) cases) \(equal ? "=" : "≠") build set "
          + "(\(printedCases.count) cases); \(back)/\(printed.count) printed intents parse back "
          + "to themselves"
      case .urlQuality:
        detail = urlQualityDetail(naming)
      case .destinationView, .handoffConsumed:
        detail = ""
      }
      return AuditReport.CheckResult(check: check, mark: mark, detail: detail)
    }
  }

  private func ratio(_ marks: [AuditMark], _ what: String) -> String {
    let judged = marks.filter { $0 != .notApplicable }
    return "\(judged.filter { $0 == .pass }.count)/\(judged.count) \(what)"
  }

  private func urlQualityDetail(_ naming: String) -> String {
    let notes = urlNotes
    let sorted =
      notes.unsortedQueries.isEmpty
      ? "query items sorted"
      : "query items stable but not sorted in " + notes.unsortedQueries.joined(separator: ", ")
    return [
      "\(notes.links - notes.caseSensitive)/\(notes.links) links keep their intent with "
        + "uppercased scheme and host",
      "\(notes.links - notes.nondeterministic)/\(notes.links) print the same bytes every time",
      "\(notes.emptyAccepted) accept an emptied capture",
      naming, sorted,
    ].joined(separator: "; ")
  }
}
