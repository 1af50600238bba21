import Foundation

/// Runs one ``FuzzJob``: its seeds in-process, then the campaign, then the
/// merge of new units into its corpus; judges it and investigates what it
/// found.
///
/// **Steps.** Every step writes a log in the job's artifact folder, runs
/// with that folder as its working folder, and passes
/// `-artifact_prefix=<artifacts>/`, so nothing lands beside the package.
/// 0. The corpus folder must take a file: one that cannot (a read-only
///    `Corpus/<target>`) fails the target before anything runs.
/// 1. `seeds.log`: the corpus once, in-process (`-runs=0`), and the inputs
///    kept in the regressions folder (`crash-`, `timeout-`… files), so a
///    kept input that still fails is found again. A seed that fails is a
///    finding and the campaign does not start; nor does it when the
///    binary cannot start or run its seeds (the target fails).
/// 2. `campaign.log`: `-max_total_time=<seconds>` (inputs slower than a
///    second reported, for the table's `slowest`), in-process for one
///    worker, else `-fork=<workers>` with `-ignore_crashes=0
///    -ignore_timeouts=0 -ignore_ooms=0`, so a timeout or out-of-memory
///    input stops the target as a crash does. New units go to
///    `<artifacts>/new/`.
/// 3. `merge.log`: `-merge=1` of the new units into the corpus. A merge
///    that fails, or writes fewer units than it reports, is one of the
///    run's ``TargetRun/problems``, which fail the campaign.
/// 4. Each artifact, for a target with an ``FuzzJob/Investigator``: a crash
///    is shrunk and saved by `--investigate` (`investigate-<n>.log`); an
///    input it cannot shrink (a byte target's trap, a timeout, out of
///    memory, a flaky failure) is copied to the regressions folder as it is. A
///    finding that cannot be saved keeps its report and says why in
///    ``TargetRun/Finding/saveError``.
package struct JobRunner: Sendable {
  /// How long the campaign runs.
  package var seconds: Int
  /// libFuzzer processes for the campaign (`-fork` above one).
  package var workers: Int
  /// Whether the target goes on after a finding: the seeds' findings do
  /// not stop the campaign, which forks (one worker or more) with
  /// `-ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1` and so runs to
  /// the end of its time, and every artifact is investigated.
  package var keepGoing: Bool

  /// Creates a runner.
  package init(seconds: Int, workers: Int, keepGoing: Bool = false) {
    self.seconds = seconds
    self.workers = workers
    self.keepGoing = keepGoing
  }

  /// The campaign step's extra flags.
  package var campaignFlags: [String] {
    var flags = ["-max_total_time=\(seconds)", "-print_final_stats=1", "-report_slow_units=1"]
    if keepGoing {
      flags += [
        "-fork=\(max(workers, 1))", "-ignore_crashes=1", "-ignore_timeouts=1", "-ignore_ooms=1",
      ]
    } else if workers > 1 {
      flags += [
        "-fork=\(workers)", "-ignore_crashes=0", "-ignore_timeouts=0", "-ignore_ooms=0",
      ]
    }
    return flags
  }

  /// Runs the job.
  /// - Parameter job: the job.
  /// - Returns: how it went.
  package func run(_ job: FuzzJob) async -> TargetRun {
    let manager = FileManager.default
    let new = job.artifacts.appendingPathComponent("new")
    try? manager.removeItem(at: job.artifacts)
    try? manager.createDirectory(at: new, withIntermediateDirectories: true)
    let before = Self.fileCount(job.corpus)
    if let problem = Self.corpusProblem(job.corpus) {
      return TargetRun(
        name: job.name, log: LibFuzzerLog(parsing: ""),
        logFile: job.artifacts.appendingPathComponent("seeds.log"), corpusBefore: before,
        corpusAfter: before, verdict: .failed(problem), findings: [])
    }
    let prefix = "-artifact_prefix=\(job.artifacts.path)/"
    let replayed = Self.stageRegressions(of: job)

    let seeds = await step(
      job, "seeds", job.flags + ["-runs=0", "-print_final_stats=1", prefix], extra: replayed)
    var last = seeds
    var problems: [String] = []
    var verdict = TargetRun.verdict(
      status: seeds.status, launchError: seeds.launchError,
      artifacts: FuzzArtifact.all(in: job.artifacts), log: seeds.log)
    if verdict == .clean || (keepGoing && verdict == .found) {
      let campaign = await step(
        job, "campaign", job.flags + campaignFlags + [prefix, new.path], corpus: true)
      let unitsBefore = Self.fileCount(job.corpus)
      let merge = await step(
        job, "merge", job.flags + ["-merge=1", prefix], corpus: true, extra: new)
      if let problem = Self.mergeProblem(
        merge, corpus: job.corpus, added: Self.fileCount(job.corpus) - unitsBefore)
      {
        problems.append(problem)
      }
      last = campaign
      let seedsFound = verdict == .found
      verdict = TargetRun.verdict(
        status: campaign.status, launchError: campaign.launchError,
        artifacts: FuzzArtifact.all(in: job.artifacts), log: campaign.log)
      if seedsFound, verdict == .clean { verdict = .found }
    }
    var findings: [TargetRun.Finding] = []
    for (index, artifact) in FuzzArtifact.all(in: job.artifacts).enumerated() {
      findings.append(await investigate(artifact, index: index, of: job))
    }
    var run = TargetRun(
      name: job.name, log: last.log, logFile: last.file, corpusBefore: before,
      corpusAfter: Self.fileCount(job.corpus), verdict: verdict, findings: findings)
    run.problems = problems
    return run
  }

  /// Why the corpus folder cannot take new units (it cannot be created,
  /// or a file cannot be written in it), or `nil`.
  static func corpusProblem(_ corpus: URL) -> String? {
    let probe = corpus.appendingPathComponent(".irischeck-write-probe-\(UUID().uuidString)")
    do {
      try FileManager.default.createDirectory(at: corpus, withIntermediateDirectories: true)
      try Data().write(to: probe)
      try FileManager.default.removeItem(at: probe)
      return nil
    } catch {
      return "cannot write its corpus \(corpus.path): \(Self.reason(error))"
    }
  }

  /// Why a merge failed, or `nil`: it could not start, exited non-zero,
  /// printed no `MERGE-OUTER: <n> new files` line, or added fewer files
  /// to the corpus than it said.
  private static func mergeProblem(_ merge: Step, corpus: URL, added: Int) -> String? {
    let log = " (log: \(merge.file.path))"
    if let launchError = merge.launchError { return "the merge never ran: \(launchError)" }
    let because = merge.log.problem.map { ": \($0)" } ?? ""
    guard merge.status == 0, merge.log.finished else {
      return "merging new units into \(corpus.path) failed (exit \(merge.status ?? -1))"
        + because + log
    }
    if let merged = merge.log.mergedFiles, added < merged {
      return "merging new units into \(corpus.path) failed: \(merged) new units, "
        + "\(max(added, 0)) written\(because)" + log
    }
    return nil
  }

  /// Copies the inputs kept in the regressions folder for the seeds step.
  ///
  /// They are libFuzzer's `crash-`, `timeout-`… files kept there (not its
  /// `.regressions` file), copied to `<artifacts>/regressions/`, so a kept
  /// input that still fails is found again.
  /// - Parameter job: the job.
  /// - Returns: the staged folder; `nil` when nothing is kept.
  private static func stageRegressions(of job: FuzzJob) -> URL? {
    guard let folder = job.investigator?.regressions else { return nil }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    let inputs = names.sorted().filter { !$0.hasPrefix(".") && !$0.hasSuffix(".regressions") }
    guard !inputs.isEmpty else { return nil }
    let staged = job.artifacts.appendingPathComponent("regressions")
    try? FileManager.default.createDirectory(at: staged, withIntermediateDirectories: true)
    for name in inputs {
      try? FileManager.default.copyItem(
        at: folder.appendingPathComponent(name), to: staged.appendingPathComponent(name))
    }
    return staged
  }

  static func reason(_ error: any Error) -> String {
    let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
    return underlying?.localizedDescription ?? (error as NSError).localizedDescription
  }

  private struct Step {
    var status: Int32?
    var launchError: String?
    var log: LibFuzzerLog
    var file: URL
  }

  private func step(
    _ job: FuzzJob, _ name: String, _ arguments: [String], corpus: Bool = true, extra: URL? = nil
  ) async -> Step {
    let file = job.artifacts.appendingPathComponent("\(name).log")
    var arguments = arguments
    if corpus { arguments.append(job.corpus.path) }
    if let extra { arguments.append(extra.path) }
    do {
      let exit = try await ProcessRunner.run(
        job.executable, arguments, environment: job.environment, directory: job.artifacts,
        log: file)
      return Step(status: exit.status, log: Self.log(file), file: file)
    } catch {
      return Step(launchError: "\(job.executable.path): \(error)", log: Self.log(file), file: file)
    }
  }

  private func investigate(
    _ artifact: FuzzArtifact, index: Int, of job: FuzzJob
  ) async -> TargetRun.Finding {
    let message = Self.message(for: artifact, in: job.artifacts)
    var finding = TargetRun.Finding(kind: artifact.kind, artifact: artifact.url, message: message)
    guard let investigator = job.investigator else { return finding }
    try? FileManager.default.createDirectory(
      at: investigator.regressions, withIntermediateDirectories: true)
    if artifact.kind == .crash || artifact.kind == .leak {
      let save = investigator.regressions.appendingPathComponent("\(job.name).regressions")
      let log = job.artifacts.appendingPathComponent("investigate-\(index).log")
      // NB: the job's environment, without the variable that would make
      // the executable fuzz instead of investigate, and without leak
      // detection: shrinking is not fuzzing, and Foundation's caches at
      // exit would read as leaks in the report.
      var environment: [String: String?] = job.environment.mapValues { $0 }
      environment["IRISCHECK_FUZZ_TARGET"] = .some(nil)
      environment["ASAN_OPTIONS"] =
        ProcessInfo.processInfo.environment["ASAN_OPTIONS"].map {
          $0 + ":detect_leaks=0"
        } ?? "detect_leaks=0"
      if let (exit, text) = try? await ProcessRunner.output(
        investigator.executable,
        ["--investigate", job.name, artifact.url.path, "--save", save.path],
        environment: environment, log: log),
        exit.status == 1 || (exit.status == 2 && text.contains(Self.findingPrefix))
      {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let violations = lines.filter { $0.hasPrefix(Self.findingPrefix) }
        let errors = lines.filter { $0.hasPrefix("error: ") }
        finding.message =
          violations.first.map { String($0.dropFirst(Self.findingPrefix.count)) }
          ?? message
        finding.report = lines.filter { !$0.hasPrefix(Self.findingPrefix) && !errors.contains($0) }
          .joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
        if exit.status == 1 {
          finding.savedTo = save
        } else {
          finding.saveError = errors.map { String($0.dropFirst("error: ".count)) }
            .joined(separator: "; ")
        }
        return finding
      }
    }
    let copy = investigator.regressions.appendingPathComponent(artifact.url.lastPathComponent)
    try? FileManager.default.removeItem(at: copy)
    do {
      try FileManager.default.copyItem(at: artifact.url, to: copy)
      finding.savedTo = copy
    } catch {
      finding.saveError = "could not copy it to \(copy.path): \(Self.reason(error))"
    }
    return finding
  }

  /// `FuzzMain`'s prefix of a finding's one-line violation.
  static let findingPrefix = "FINDING: "

  /// Why libFuzzer kept an artifact: the problem in the log that names
  /// it (seeds, campaign or merge), else in the campaign's.
  static func message(for artifact: FuzzArtifact, in folder: URL) -> String {
    let name = artifact.url.lastPathComponent
    var fallback: String?
    for step in ["seeds", "campaign", "merge"] {
      let file = folder.appendingPathComponent("\(step).log")
      guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
      let problem = LibFuzzerLog(parsing: text).problem
      if text.contains(name), let problem { return problem }
      if step == "campaign" { fallback = problem }
    }
    return fallback ?? "\(artifact.kind.rawValue) (no message in the logs)"
  }

  static func log(_ file: URL) -> LibFuzzerLog {
    LibFuzzerLog(parsing: (try? String(contentsOf: file, encoding: .utf8)) ?? "")
  }

  static func fileCount(_ folder: URL) -> Int {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { !$0.hasPrefix(".") }.count
  }
}
