import Foundation

/// How one target's run went: its figures, its verdict and its findings.
package struct TargetRun: Sendable {
  /// What a run amounts to.
  package enum Verdict: Sendable, Equatable {
    /// It ran to its end and found nothing.
    case clean
    /// It found failing inputs: its artifacts.
    case found
    /// It did not run properly and found nothing; why.
    case failed(String)
  }

  /// One failing input, as reported.
  package struct Finding: Sendable, Equatable {
    /// The kind of failure.
    package var kind: FuzzArtifact.Kind
    /// libFuzzer's file.
    package var artifact: URL
    /// The violated law's message, or the trap's, sanitizer's or
    /// libFuzzer's.
    package var message: String
    /// Where the finding was saved (a regression file or a copy of the
    /// input); `nil` when it stays among the artifacts.
    package var savedTo: URL?
    /// The engine's report of the shrunk case, when there is one.
    package var report: String?
    /// Why the finding could not be saved (a read-only `Corpus/`), as
    /// the investigator or the copy said; `nil` when it was saved or had
    /// nowhere to go.
    package var saveError: String?

    /// Creates one.
    package init(
      kind: FuzzArtifact.Kind, artifact: URL, message: String, savedTo: URL? = nil,
      report: String? = nil
    ) {
      self.kind = kind
      self.artifact = artifact
      self.message = message
      self.savedTo = savedTo
      self.report = report
    }
  }

  /// The target's name.
  package var name: String
  /// What the run printed (the campaign's log, or the seeds' when they
  /// stopped it).
  package var log: LibFuzzerLog
  /// The log's file.
  package var logFile: URL
  /// Corpus files before and after the run.
  package var corpusBefore: Int
  /// Corpus files after the new units were merged in.
  package var corpusAfter: Int
  /// The verdict.
  package var verdict: Verdict
  /// The findings, one per artifact.
  package var findings: [Finding]
  /// What went wrong besides the verdict, each failing the campaign: a
  /// corpus that could not be written, a merge that failed.
  package var problems: [String] = []

  /// Creates one.
  package init(
    name: String, log: LibFuzzerLog, logFile: URL, corpusBefore: Int, corpusAfter: Int,
    verdict: Verdict, findings: [Finding]
  ) {
    self.name = name
    self.log = log
    self.logFile = logFile
    self.corpusBefore = corpusBefore
    self.corpusAfter = corpusAfter
    self.verdict = verdict
    self.findings = findings
  }

  /// Judges one libFuzzer run.
  ///
  /// A run that left artifacts found something, whatever its status. One
  /// that left none is clean only when it started, exited 0, reached its
  /// end (final statistics) and ran at least one input; otherwise it
  /// failed, and the reason names which of those and libFuzzer's own
  /// message (a bad dictionary, a trap at start-up, a missing binary).
  /// - Parameters:
  ///   - status: the exit status; `nil` when it could not be started.
  ///   - launchError: why it could not be started.
  ///   - artifacts: the artifacts it left.
  ///   - log: what it printed.
  /// - Returns: the verdict.
  package static func verdict(
    status: Int32?, launchError: String? = nil, artifacts: [FuzzArtifact], log: LibFuzzerLog
  ) -> Verdict {
    if !artifacts.isEmpty { return .found }
    let because = log.problem.map { ": \($0)" } ?? ""
    guard let status else { return .failed("never ran: \(launchError ?? "it could not start")") }
    guard status == 0 else { return .failed("exited \(status) without an artifact\(because)") }
    guard log.finished else { return .failed("printed no final stats\(because)") }
    guard (log.executions ?? 0) > 0 else { return .failed("never ran an input\(because)") }
    return .clean
  }
}
