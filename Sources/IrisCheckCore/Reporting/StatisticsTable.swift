/// Renders a run's ``Statistics`` as a small table: how many examples ran,
/// and the share of examples carrying each label, most frequent first.
///
/// ```
/// Statistics for reverse() (100 examples, 3 rejected, 0 too large):
///    42.0%  empty
///     7.0%  long (cover 5.0%: met)
/// ```
package enum StatisticsTable {
  /// Returns the table.
  /// - Parameters:
  ///   - statistics: the run's statistics.
  ///   - propertyID: the property's id, for the heading.
  /// - Returns: the table, one line per label.
  package static func render(_ statistics: Statistics, propertyID: String) -> String {
    var lines = [
      "Statistics for \(propertyID) (\(statistics.examples) examples, "
        + "\(statistics.rejected) rejected, \(statistics.tooLarge) too large):"
    ]
    let requirements = Dictionary(
      statistics.coverage.map { ($0.label, $0) }, uniquingKeysWith: { first, _ in first })
    let labels = statistics.labelCounts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }
    let total = max(1, statistics.examples)
    for (label, count) in labels {
      let share = FailureReport.percent(Double(count) * 100 / Double(total))
      var line = String(repeating: " ", count: max(0, 8 - share.count)) + share + "  " + label
      if let check = requirements[label] {
        let verdict = check.isShortfall ? "NOT met" : "met"
        line += " (cover \(FailureReport.percent(check.requiredPercent)): \(verdict))"
      }
      lines.append(line)
    }
    for check in statistics.coverage where statistics.labelCounts[check.label] == nil {
      lines.append(
        "    0.0%  \(check.label) (cover \(FailureReport.percent(check.requiredPercent)): "
          + (check.isShortfall ? "NOT met)" : "met)"))
    }
    return lines.joined(separator: "\n")
  }
}
