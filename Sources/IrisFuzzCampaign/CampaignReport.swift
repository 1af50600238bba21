import Foundation

/// The end of a campaign as a person reads it: one row per target, then
/// one line per finding and per failed target, and the exit status.
///
/// ```
/// target            result  exec/s   cov     ft  corpus  crashes timeouts ooms  slowest
/// Codec             FOUND     2210   312    904   41→57        1        0    0  < 1 s
///
/// FOUND: Codec: RoundTrip violated (print → parse): print(.tag("%")) = ... (crash-1f0c, saved to Corpus/regressions/Codec/Codec.regressions)
/// ```
package struct CampaignReport: Sendable {
  /// The runs, in the order the targets were given.
  package var runs: [TargetRun]
  /// Paths are printed relative to this folder when inside it.
  package var root: URL?

  /// Creates a report.
  package init(runs: [TargetRun], root: URL? = nil) {
    self.runs = runs
    self.root = root
  }

  /// `0` when every target ran to its end, found nothing and kept its
  /// corpus, else `1`.
  package var status: Int32 {
    runs.allSatisfy { $0.verdict == .clean && $0.problems.isEmpty } ? 0 : 1
  }

  /// Each finding's report (the law, the minimal value, the failure or
  /// the trap), once each, paths relative to ``root``, each after a blank
  /// line; empty when no finding has one.
  package var findingReports: String {
    var printed = Set<String>()
    var text = ""
    let prefix = root.map { $0.standardizedFileURL.path + "/" }
    for run in runs {
      for finding in run.findings {
        guard let report = finding.report, printed.insert(report).inserted else { continue }
        text +=
          "\n" + (prefix.map { report.replacingOccurrences(of: $0, with: "") } ?? report)
          + "\n"
      }
    }
    return text
  }

  /// The table, the `FOUND:` and `FAILED:` lines, and a last line saying
  /// what to do next.
  package var text: String {
    let header = [
      "target", "result", "exec/s", "cov", "ft", "corpus", "crashes", "timeouts", "ooms",
      "slowest",
    ]
    let rows = runs.map { run -> [String] in
      let count = { (kind: FuzzArtifact.Kind) in
        String(
          run.findings.filter { $0.kind == kind || (kind == .crash && $0.kind == .leak) }.count)
      }
      return [
        run.name, result(run), run.log.execsPerSecond.map(String.init) ?? "-",
        run.log.coverage.map(String.init) ?? "-", run.log.features.map(String.init) ?? "-",
        "\(run.corpusBefore)→\(run.corpusAfter)", count(.crash), count(.timeout), count(.oom),
        run.log.slowestSeconds > 0 ? "\(run.log.slowestSeconds) s" : "< 1 s",
      ]
    }
    var lines = Self.table([header] + rows)
    var closing: [String] = []
    for run in runs {
      // NB: one line per input, even when two workers found the same
      // failure: each is its own entry, saved (or not) on its own.
      for finding in run.findings {
        let artifact = finding.artifact.lastPathComponent
        let saved =
          finding.savedTo.map { "\(artifact), saved to \(path($0))" } ?? path(finding.artifact)
        closing.append("FOUND: \(run.name): \(finding.message) (\(saved))")
        if let error = finding.saveError {
          closing.append("ERROR: \(run.name): \(artifact) was not saved: \(error)")
        }
      }
      if case .failed(let reason) = run.verdict {
        closing.append("FAILED: \(run.name): \(reason) (log: \(path(run.logFile)))")
      }
      closing += run.problems.map { "ERROR: \(run.name): \($0)" }
    }
    if !closing.isEmpty { lines += [""] + closing }
    return lines.joined(separator: "\n") + "\n"
  }

  private func result(_ run: TargetRun) -> String {
    switch run.verdict {
    case .clean: "ok"
    case .found: "FOUND"
    case .failed: "FAILED"
    }
  }

  private func path(_ url: URL) -> String {
    guard let root else { return url.path }
    let prefix = root.standardizedFileURL.path + "/"
    let full = url.standardizedFileURL.path
    return full.hasPrefix(prefix) ? String(full.dropFirst(prefix.count)) : full
  }

  /// Rows as columns: the first column left-aligned, the others right.
  static func table(_ rows: [[String]]) -> [String] {
    let widths = (0..<(rows.first?.count ?? 0)).map { column in
      rows.map { $0[column].count }.max() ?? 0
    }
    return rows.map { row in
      row.enumerated().map { column, cell in
        let pad = String(repeating: " ", count: widths[column] - cell.count)
        return column == 0 ? cell + pad : pad + cell
      }.joined(separator: "  ")
    }
  }
}
