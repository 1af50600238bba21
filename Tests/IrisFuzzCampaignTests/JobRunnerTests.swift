import Foundation
import IrisFuzzCampaign
import Testing

struct JobRunnerTests {
  // MARK: - Seeds first

  @Test func aCrashingSeedIsAFindingAndTheCampaignNeverStarts() async throws {
    let fake = try FakeLibFuzzer()
    defer { fake.remove() }
    let spec = fake.job("crash-seed")
    let run = await JobRunner(seconds: 5, workers: 2).run(spec.job)
    #expect(run.verdict == .found)
    #expect(run.findings.map(\.artifact.lastPathComponent) == ["crash-1234"])
    #expect(
      run.findings.first?.message
        == "Fatal error: RoundTrip violated (print → parse): print(.tag(\"%41\")) = ...")
    #expect(fake.calls.count == 1)
    #expect(fake.calls.first?.contains("-runs=0") == true)
    #expect(fake.calls.first?.contains("-fork") == false)
  }

  @Test func keepGoingFuzzesOnAfterACrashingSeedAndReportsEveryFinding() async throws {
    let fake = try FakeLibFuzzer()
    defer { fake.remove() }
    let spec = fake.job("crash-seed")
    let run = await JobRunner(seconds: 5, workers: 1, keepGoing: true).run(spec.job)
    #expect(run.verdict == .found)
    #expect(run.findings.map(\.artifact.lastPathComponent) == ["crash-1234"])
    #expect(fake.calls.count == 3)
    let campaign = try #require(fake.calls.dropFirst().first)
    for flag in ["-fork=1", "-ignore_crashes=1", "-ignore_timeouts=1", "-ignore_ooms=1"] {
      #expect(campaign.contains(" \(flag) "), "missing \(flag) in \(campaign)")
    }
  }

  // MARK: - Verdicts

  @Test func aBadDictionaryFailsTheTargetWithLibFuzzersMessage() async throws {
    let fake = try FakeLibFuzzer()
    defer { fake.remove() }
    let run = await JobRunner(seconds: 5, workers: 1).run(fake.job("bad-dict").job)
    #expect(
      run.verdict == .failed("exited 1 without an artifact: ParseDictionaryFile: error in line 2"))
    #expect(run.findings.isEmpty)
  }

  @Test func aTrapAtStartUpFailsTheTarget() async throws {
    let fake = try FakeLibFuzzer()
    defer { fake.remove() }
    let run = await JobRunner(seconds: 5, workers: 1).run(fake.job("startup-trap").job)
    #expect(
      run.verdict
        == .failed("exited 132 without an artifact: Fatal error: the suite could not be built"))
  }

  @Test func aRunWithoutFinalStatisticsFails() async throws {
    let fake = try FakeLibFuzzer()
    defer { fake.remove() }
    let run = await JobRunner(seconds: 5, workers: 1).run(fake.job("no-stats").job)
    #expect(run.verdict == .failed("printed no final stats"))
  }

  @Test func aBinaryThatCannotStartNeverRan() async throws {
    let fake = try FakeLibFuzzer()
    defer { fake.remove() }
    var job = fake.job("clean").job
    job.executable = fake.folder.appendingPathComponent("missing")
    let run = await JobRunner(seconds: 5, workers: 1).run(job)
    guard case .failed(let reason) = run.verdict else {
      Issue.record("expected a failed run, got \(run.verdict)")
      return
    }
    #expect(reason.hasPrefix("never ran: \(job.executable.path): "))
  }

  @Test func aCleanRunMergesItsNewUnitsIntoTheCorpus() async throws {
    let fake = try FakeLibFuzzer()
    defer { fake.remove() }
    let spec = fake.job("clean")
    let run = await JobRunner(seconds: 5, workers: 1).run(spec.job)
    #expect(run.verdict == .clean)
    #expect(run.log.executions == 5)
    #expect(run.log.execsPerSecond == 100)
    #expect((run.corpusBefore, run.corpusAfter) == (0, 1))
    #expect(fake.calls.count == 3)
    #expect(fake.calls.last?.contains("-merge=1") == true)
  }

  // MARK: - Flags and places

  @Test func forkModeStopsOnTimeoutsAndOutOfMemoryToo() async throws {
    let fake = try FakeLibFuzzer()
    defer { fake.remove() }
    _ = await JobRunner(seconds: 5, workers: 2).run(fake.job("clean").job)
    let campaign = try #require(fake.calls.dropFirst().first)
    for flag in [
      "-fork=2", "-ignore_crashes=0", "-ignore_timeouts=0", "-ignore_ooms=0",
      "-max_total_time=5", "-print_final_stats=1", "-max_len=64",
    ] {
      #expect(campaign.contains(" \(flag) "), "missing \(flag) in \(campaign)")
    }
  }

  @Test func oneWorkerFuzzesInProcess() async throws {
    let fake = try FakeLibFuzzer()
    defer { fake.remove() }
    _ = await JobRunner(seconds: 5, workers: 1).run(fake.job("clean").job)
    let campaign = try #require(fake.calls.dropFirst().first)
    #expect(!campaign.contains("-fork"))
  }

  @Test func everyStepRunsInAndWritesToTheArtifactFolder() async throws {
    let fake = try FakeLibFuzzer()
    defer { fake.remove() }
    let spec = fake.job("clean")
    _ = await JobRunner(seconds: 5, workers: 1).run(spec.job)
    #expect(fake.calls.count == 3)
    for call in fake.calls {
      #expect(call.hasPrefix(spec.artifacts.path + " "), "\(call)")
      #expect(call.contains(" -artifact_prefix=\(spec.artifacts.path)/ "), "\(call)")
    }
  }

  // MARK: - Findings

  @Test func aCrashIsShrunkAndSavedByTheInvestigator() async throws {
    let fake = try FakeLibFuzzer()
    defer { fake.remove() }
    let spec = fake.job("crash-campaign", investigator: true)
    let run = await JobRunner(seconds: 5, workers: 1).run(spec.job)
    let finding = try #require(run.findings.first)
    let save = spec.regressions.appendingPathComponent("Codec.regressions")
    #expect(finding.message == "RoundTrip violated (print → parse): shrunk")
    #expect(finding.savedTo == save)
    #expect(finding.report?.hasPrefix("Property Codec/RoundTrip failed.") == true)
    #expect(
      try String(contentsOf: save, encoding: .utf8) == "RoundTrip ic1:AQ # .tag(\"%25\")\n")
    #expect(
      fake.calls.last?.hasSuffix(
        "--investigate Codec \(spec.artifacts.path)/crash-1234 --save \(save.path)") == true)
  }

  @Test func aTimeoutIsKeptAsItIsInTheRegressionsFolder() async throws {
    let fake = try FakeLibFuzzer()
    defer { fake.remove() }
    let spec = fake.job("timeout", investigator: true)
    let run = await JobRunner(seconds: 5, workers: 1).run(spec.job)
    let finding = try #require(run.findings.first)
    #expect(run.verdict == .found)
    #expect(finding.kind == .timeout)
    #expect(finding.message == "ERROR: libFuzzer: timeout after 10 seconds")
    #expect(finding.savedTo == spec.regressions.appendingPathComponent("timeout-5678"))
    #expect(FileManager.default.fileExists(atPath: spec.regressions.path + "/timeout-5678"))
  }

  // MARK: - Nothing lost

  @Test func aFailedMergeFailsTheCampaignWithItsError() async throws {
    let fake = try FakeLibFuzzer()
    defer { fake.remove() }
    let spec = fake.job("merge-fails")
    let run = await JobRunner(seconds: 5, workers: 1).run(spec.job)
    #expect(run.verdict == .clean)
    #expect(
      run.problems == [
        "merging new units into \(spec.corpus.path) failed (exit 1): ERROR: libFuzzer: "
          + "out-of-memory in merge (log: \(spec.artifacts.path)/merge.log)"
      ])
    #expect(CampaignReport(runs: [run]).status == 1)
  }

  @Test func aMergeThatWritesLessThanItSaysFails() async throws {
    let fake = try FakeLibFuzzer()
    defer { fake.remove() }
    let spec = fake.job("merge-unwritten")
    let run = await JobRunner(seconds: 5, workers: 1).run(spec.job)
    #expect(
      run.problems == [
        "merging new units into \(spec.corpus.path) failed: 1 new units, 0 written "
          + "(log: \(spec.artifacts.path)/merge.log)"
      ])
  }

  @Test func aCorpusThatCannotBeWrittenFailsTheTargetBeforeItRuns() async throws {
    let fake = try FakeLibFuzzer()
    defer { fake.remove() }
    let spec = fake.job("clean")
    try FileManager.default.createDirectory(
      at: spec.corpus.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("not a folder".utf8).write(to: spec.corpus)
    let run = await JobRunner(seconds: 5, workers: 1).run(spec.job)
    guard case .failed(let reason) = run.verdict else {
      Issue.record("expected a failed run, got \(run.verdict)")
      return
    }
    #expect(reason.hasPrefix("cannot write its corpus \(spec.corpus.path): "))
    #expect(fake.calls.isEmpty)
    #expect(CampaignReport(runs: [run]).status == 1)
  }

  @Test func aFindingThatCannotBeSavedIsAnErrorAndKeepsItsReport() async throws {
    let fake = try FakeLibFuzzer()
    defer { fake.remove() }
    let spec = fake.job("crash-campaign", investigator: true)
    var job = spec.job
    job.environment["FAKE_SAVE"] = "fails"
    let run = await JobRunner(seconds: 5, workers: 1).run(job)
    let finding = try #require(run.findings.first)
    let save = spec.regressions.appendingPathComponent("Codec.regressions")
    #expect(finding.savedTo == nil)
    #expect(finding.saveError == "could not write \(save.path): Read-only file system")
    #expect(finding.report == "Property Codec/RoundTrip failed.")
    #expect(
      CampaignReport(runs: [run]).text.contains(
        "\nERROR: Codec: crash-1234 was not saved: could not write \(save.path): "
          + "Read-only file system\n"))
  }

  @Test func keptInputsAreReplayedByTheNextRunsSeeds() async throws {
    let fake = try FakeLibFuzzer()
    defer { fake.remove() }
    let spec = fake.job("clean", investigator: true)
    try FileManager.default.createDirectory(at: spec.regressions, withIntermediateDirectories: true)
    try Data("x".utf8).write(to: spec.regressions.appendingPathComponent("crash-old"))
    try Data("RoundTrip ic1:AQ\n".utf8).write(
      to: spec.regressions.appendingPathComponent("Codec.regressions"))
    _ = await JobRunner(seconds: 5, workers: 1).run(spec.job)
    let staged = spec.artifacts.appendingPathComponent("regressions")
    let seeds = try #require(fake.calls.first)
    #expect(seeds.hasSuffix(" \(spec.corpus.path) \(staged.path)"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: staged.path) == ["crash-old"])
  }

  @Test func withNothingKeptTheSeedsAreTheCorpusAlone() async throws {
    let fake = try FakeLibFuzzer()
    defer { fake.remove() }
    let spec = fake.job("clean", investigator: true)
    _ = await JobRunner(seconds: 5, workers: 1).run(spec.job)
    #expect(
      fake.calls.first?.hasSuffix(
        " -runs=0 -print_final_stats=1 -artifact_prefix=\(spec.artifacts.path)/ \(spec.corpus.path)"
      ) == true)
  }
}
