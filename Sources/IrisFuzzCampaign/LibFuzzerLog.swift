/// What one libFuzzer run printed that a campaign reads: how far it got,
/// whether it finished, and why it stopped.
///
/// Reads both an in-process run (status lines `#<n> NEW cov: ...`, final
/// statistics `stat::<name>: <value>` with `-print_final_stats=1`) and a
/// `-fork` run, whose parent prints `#<n>: cov: ... exec/s: ...` lines and
/// ends with `INFO: exiting: <status> time: <t>s`.
package struct LibFuzzerLog: Equatable, Sendable {
  /// Inputs executed: the final statistics' count, else the last status
  /// line's; `nil` when no input ran.
  package var executions: Int?
  /// Executions per second: the final statistics' average, else the last
  /// status line's.
  package var execsPerSecond: Int?
  /// Coverage edges at the last status line.
  package var coverage: Int?
  /// Coverage features at the last status line.
  package var features: Int?
  /// The slowest input's time in seconds, from the final statistics and
  /// `Slowest unit` lines; `0` when none was reported.
  package var slowestSeconds = 0
  /// The files a merge added to the corpus, from its
  /// `MERGE-OUTER: <n> new files` line; `nil` for a run that merged none.
  package var mergedFiles: Int?
  /// Whether the run reached its end: final statistics, a fork parent's
  /// `INFO: exiting:` line, or a merge's `MERGE-OUTER: ... new files`.
  package var finished = false
  /// The line that says why it stopped or failed, from its marker on: the
  /// first Swift trap message, else the first runtime failure, sanitizer
  /// error, libFuzzer error, dictionary or other error, in that order;
  /// `nil` when there is none.
  package var problem: String?

  /// Reads a log.
  /// - Parameter text: everything the run printed, standard output and
  ///   error together.
  package init(parsing text: String) {
    var statusLine: Substring?
    var problems: [Int: String] = [:]
    for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
      if line.hasPrefix("#"), line.contains(" cov: ") {
        statusLine = line
      } else if let value = Self.statistic(line, "stat::number_of_executed_units:") {
        executions = value
        finished = true
      } else if let value = Self.statistic(line, "stat::average_exec_per_sec:") {
        execsPerSecond = value
      } else if let value = Self.statistic(line, "stat::slowest_unit_time_sec:") {
        slowestSeconds = max(slowestSeconds, value)
      } else if line.hasPrefix("INFO: exiting: ")
        || (line.hasPrefix("MERGE-OUTER: ") && line.contains(" new files"))
      {
        finished = true
        if line.hasPrefix("MERGE-OUTER: ") {
          mergedFiles = Int(line.dropFirst("MERGE-OUTER: ".count).prefix { $0.isNumber })
        }
      } else if let range = line.range(of: "Slowest unit: ") {
        let seconds = line[range.upperBound...].prefix { $0.isNumber }
        slowestSeconds = max(slowestSeconds, Int(seconds) ?? 0)
      }
      if let (rank, text) = Self.problem(in: line), problems[rank] == nil { problems[rank] = text }
    }
    problem = problems.min { $0.key < $1.key }?.value
    guard let statusLine else { return }
    if executions == nil { executions = Int(statusLine.dropFirst().prefix { $0.isNumber }) }
    if execsPerSecond == nil { execsPerSecond = Self.field(statusLine, "exec/s:") }
    coverage = Self.field(statusLine, "cov:")
    features = Self.field(statusLine, "ft:")
  }

  private static func statistic(_ line: Substring, _ name: String) -> Int? {
    guard line.hasPrefix(name) else { return nil }
    return Int(line.dropFirst(name.count).trimmingPrefix(while: \.isWhitespace))
  }

  private static func field(_ line: Substring, _ name: String) -> Int? {
    guard let range = line.range(of: " \(name) ") else { return nil }
    return Int(line[range.upperBound...].prefix { $0.isNumber })
  }

  /// The messages that say why a run stopped, most specific first: a
  /// Swift trap (its message is a law's violation), then the runtime's,
  /// the sanitizers' and libFuzzer's errors.
  private static let markers = [
    "Fatal error: ", "Swift runtime failure: ", "ERROR: AddressSanitizer: ",
    "ERROR: LeakSanitizer: ", "ERROR: libFuzzer: ", "ParseDictionaryFile: ",
    "ERROR: ", "error: ",
  ]

  private static func problem(in line: Substring) -> (rank: Int, text: String)? {
    for (rank, marker) in markers.enumerated() {
      if let range = line.range(of: marker) {
        return (rank, String(line[range.lowerBound...].prefix(300)))
      }
    }
    return nil
  }
}
