import IrisCheckCore
import IrisCheckLaws

extension AuditReport {
  /// The report as Markdown, in the shape of Iris's audit report: the
  /// eight checks, a coverage table per route case, one per intent case,
  /// one per effect case, then the findings (failures, warnings, passed
  /// checks).
  public var markdown: String {
    var checkTable = MarkdownTable(["#", "Check", "Result", "Detail"])
    for result in checks {
      checkTable.append([
        String(result.check.rawValue), result.check.title, result.mark.status, result.detail,
      ])
    }
    var routeTable = MarkdownTable([
      "Route", "Kind", "Reached by", "Step", "Link", "Effects", "View", "Handoff", "Status",
    ])
    for row in routeRows {
      routeTable.append([
        MarkdownTable.code(row.route), row.kind.rawValue,
        row.intents.isEmpty ? "—" : row.intents.map(MarkdownTable.code).joined(separator: ", "),
        row.step.description, row.link.description, row.effects.description,
        row.view.description, row.handoff.description, row.status.status,
      ])
    }
    var intentTable = MarkdownTable([
      "Intent", "Intents run", "Prints", "Parses", "Round trip", "Flow", "Effects", "URL quality",
      "Status",
    ])
    for row in intentRows {
      intentTable.append(
        [MarkdownTable.code(row.intent), String(row.examples)]
          + [row.prints, row.parses, row.roundTrip, row.flow, row.effects, row.urlQuality].map(
            \.description) + [row.status.status])
    }
    var effectTable = MarkdownTable(["Effect", "Emitted by", "Handled"])
    for row in effectRows {
      effectTable.append([
        MarkdownTable.code(row.effect),
        row.emittedBy.map(MarkdownTable.code).joined(separator: ", "),
        row.handled.status,
      ])
    }
    var sections = [
      "## Link Audit Report: \(subject)",
      "### Checks\n\n" + checkTable.text,
      "### Routes\n\n" + routeTable.text,
      "### Intents\n\n" + intentTable.text,
    ]
    if !effectRows.isEmpty { sections.append("### Effects\n\n" + effectTable.text) }
    sections.append("### Findings\n\n" + findingsText)
    return sections.joined(separator: "\n\n") + "\n"
  }

  private var findingsText: String {
    func list(_ items: [String]) -> String {
      items.isEmpty
        ? "None." : items.enumerated().map { "\($0 + 1). \($1)" }.joined(separator: "\n")
    }
    let passed = checks.filter { $0.mark == .pass }.map {
      "[\($0.check.rawValue)] \($0.check.title)"
    }
    let skipped = checks.filter { $0.mark == .notApplicable }.map {
      "[\($0.check.rawValue)] \($0.check.title)"
    }
    return [
      "#### ❌ Failures (\(failures.count))\n\n" + list(failures.map(\.description)),
      "#### ⚠️ Warnings (\(warnings.count))\n\n" + list(warnings.map(\.description)),
      "#### ✓ Passed (\(passed.count))\n\n" + list(passed),
      "#### n/a (\(skipped.count))\n\n" + list(skipped),
    ].joined(separator: "\n\n")
  }
}
