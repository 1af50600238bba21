import Foundation
import IrisCheck
import IrisCheckFixtures
import Testing

@Suite(.serialized) struct CoordinatorLawsTests {
  /// Default settings (1,000 examples per law) with a fixed seed, so the
  /// minimal bursts below are exact.
  static let settings = Configuration(
    examples: LawSuite.defaultConfiguration.examples, seed: 1, saveRegressions: false)

  private static func check(
    _ bugs: BurstCoordinator.Bugs, law name: String
  ) async throws -> LawResult {
    let laws = CoordinatorLaws(.burst(bugs), intents: BurstFlow.intents)
    let law = try #require(laws.law(named: name))
    let results = await LawSuite([.law(law, over: laws.scenarios)]).results(configuration: settings)
    return try #require(results.first)
  }

  // MARK: - Correct coordinator

  @Test func correctCoordinatorPassesEveryLaw() async {
    let laws = CoordinatorLaws(.burst(), intents: BurstFlow.intents)
    let results = await laws.suite.results(configuration: Self.settings)
    #expect(
      results.map(\.law) == [
        "NonInterleaving", "SupersededPrefix", "LastWins", "WorkEndsWithFlow", "Quiescence",
        "HandoffAtMostOnce", "NoStalePayload", "HandoffCleanup",
      ])
    for result in results { #expect(!result.isFailure, "\(result)") }
  }

  // MARK: - Replay and report

  @Test func sameReplayTokenGivesTheIdenticalTraceAHundredTimes() async throws {
    let result = try await Self.check(.cancelsWrapperOnly, law: "NoStalePayload")
    let report = try #require(result.report)
    let token = try #require(
      report.split(separator: "IRISCHECK_REPLAY=").last?.split(separator: " ").first)
    let sequence = try ReplayToken(parsing: String(token)).sequence
    let laws = CoordinatorLaws(.burst(.cancelsWrapperOnly), intents: BurstFlow.intents)
    var timelines: Set<String> = []
    for _ in 0..<100 {
      let recorder = ChoiceRecorder(source: ReplaySource(sequence), exhaustion: .drawSimplest)
      let scenario = try laws.scenarios.generate(recorder)
      timelines.insert(await laws.harness.run(scenario).timeline)
    }
    #expect(timelines.count == 1)
    #expect(timelines.first?.contains(#"screen .stack("a") claimed flow#1's baton"#) == true)
  }

  @Test func failureReportShowsTheTimelineTheLawAndTheReplayLine() async throws {
    let result = try await Self.check(.drainTimeoutMidStep, law: "NonInterleaving")
    let report = try #require(result.report)
    #expect(
      report.contains(
        #"link .page("a") · wait 300ms · link .home (schedule [])"#))
    #expect(
      report.contains(
        #"DrainEndsTheStepInFlight: flow#1's effect .note("a"), in flight when it was superseded, ended on the draining linkSwitcher executor after newer flow#2 had applied a step there"#
      ))
    #expect(
      report.contains(
        #"t=0 link .page("a") (flow#1) · t=0 wait 300ms · flow#1 started · flow#1 step 1/3 popToRoot"#
      ))
    #expect(report.contains("IRISCHECK_LAW=NonInterleaving IRISCHECK_REPLAY=ic1:"))
  }
}

/// What the coordinator suite does besides judging: one run of each burst
/// for every law, and a failure, never a silent pass, when a law lacks a
/// harness piece (``CoordinatorReachTests``: when a clause is never reached).
@Suite(.serialized) struct CoordinatorLawSuiteTests {
  private static let settings = CoordinatorLawsTests.settings

  // MARK: - One run, every judge

  @Test func eachBurstRunsOnceForEveryLaw() async {
    let made = RunCounter()
    var harness = CoordinatorHarness.burst()
    let make = harness.make
    harness.make = { clock in
      made.increment()
      return make(clock)
    }
    let results = await CoordinatorLaws(harness, intents: BurstFlow.intents).suite.results(
      configuration: Self.settings)
    #expect(results.count == 8)
    #expect(results.allSatisfy { !$0.isFailure })
    let examples = results[0].statistics.examples
    #expect(examples >= 1_000)
    #expect(made.value == examples)
  }

  /// A case that broke a clause in the shared run and passes when run again
  /// is FLAKY, and the report says what the first run broke.
  @Test func aFlakyCaseSaysWhichClauseItBrokeTheFirstTime() async throws {
    let ends = RunCounter()
    var harness = CoordinatorHarness.burst()
    // NB: busy at the first burst's end only.
    harness.isIdle = { _ in
      ends.increment()
      return ends.value > 1
    }
    let laws = CoordinatorLaws(harness, intents: BurstFlow.intents)
    let law = try #require(laws.law(named: "Quiescence"))
    let result = try #require(
      await LawSuite([.law(law, over: laws.scenarios)]).results(configuration: Self.settings)
        .first)
    let report = try #require(result.report)
    #expect(report.hasPrefix("Property Quiescence is FLAKY"))
    #expect(
      report.contains(
        "First outcome: failed with\n  Quiescence violated (coordinator): ExecutorsIdle: an "
          + "executor was still busy at quiescence"))
  }

  @Test func eachFailingLawIsShrunkToItsOwnMinimum() async {
    let laws = CoordinatorLaws(
      .burst([.writesAfterAwait, .popLeaksEntry]), intents: BurstFlow.intents)
    let results = await laws.suite.results(configuration: Self.settings)
    let failed = Dictionary(
      uniqueKeysWithValues: results.filter(\.isFailure).map { ($0.law, $0.counterexample) })
    #expect(
      failed["SupersededPrefix"]
        == #"link .page("a") · wait 300ms · restore snapshot #0 (schedule [])"#)
    #expect(failed["HandoffCleanup"] == #"link .page("a") · wait 2s · pop (schedule [])"#)
  }

  /// `maxShrinks: 0` reports the first failure as found: neither shrunk nor
  /// rescheduled (a bug only a device's order shows, whose case rescheduling
  /// makes shorter).
  @Test func noShrinksReportsTheFailureAsFound() async throws {
    var settings = Self.settings
    settings.maxShrinks = 0
    let laws = CoordinatorLaws(.burst(.confirmsBeforeItsEditorOpens), intents: BurstFlow.intents)
    let law = try #require(laws.law(named: "LastWins"))
    let result = try #require(
      await LawSuite([.law(law, over: laws.scenarios)]).results(configuration: settings).first)
    let lines = try #require(result.report).split(separator: "\n", omittingEmptySubsequences: false)
    let minimal = try #require(lines.firstIndex(of: "Minimal counterexample:"))
    let original = try #require(lines.firstIndex(of: "Original failing value:"))
    #expect(lines[minimal + 1] == lines[original + 1])
  }

  // MARK: - No silent passes

  @Test func aLawWhoseHarnessLacksAPieceFailsNamingIt() async {
    var harness = CoordinatorHarness.burst()
    harness.mount = nil
    harness.sitesWithEntries = nil
    harness.route = nil
    let results = await CoordinatorLaws(harness, intents: BurstFlow.intents).suite.results(
      configuration: Self.settings)
    let messages = Dictionary(
      uniqueKeysWithValues: results.map { ($0.law, $0.violation?.message) })
    let mount =
      "cannot judge anything with this harness: set `harness.mount` (a screen mounting at a "
      + "site and claiming its handoff), so screens claim batons"
    #expect(messages["HandoffAtMostOnce"] == mount)
    #expect(messages["NoStalePayload"] == mount)
    #expect(
      messages["HandoffCleanup"]
        == "cannot judge anything with this harness: set `harness.sitesWithEntries`, so the "
        + "registry's entries are read at the end")
    #expect(
      messages["LastWins"]
        == "cannot judge anything with this harness: set `harness.route` (the state an intent's "
        + "steps leave, from the state they began in), so end states are judged")
    #expect(messages["NonInterleaving"] == .some(nil))
  }
}

/// Counts calls from the scheduler's main actor.
final class RunCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0
  var value: Int { lock.withLock { count } }
  func increment() { lock.withLock { count += 1 } }
}
