import Iris
import IrisCheck
import Mailbox
import MailboxChecks
import Testing

struct MailboxCoordinatorLawsTests {
  /// Default settings (1,000 examples per law) with a fixed seed.
  private static let settings = Configuration(
    examples: LawSuite.defaultConfiguration.examples, seed: 1, saveRegressions: false)

  private static let laws = CoordinatorLaws(MailboxLaws.harness, intents: MailboxGenerators.intent)

  @Test func mailboxObeysEveryCoordinatorLaw() async {
    let results = await Self.laws.suite.results(configuration: Self.settings)
    #expect(
      results.map(\.law) == [
        "NonInterleaving", "SupersededPrefix", "LastWins", "WorkEndsWithFlow", "Quiescence",
        "HandoffAtMostOnce", "NoStalePayload", "HandoffCleanup",
      ])
    for result in results { #expect(!result.isFailure, "\(result)") }
  }

  /// LastWins' RestoreShowsItsSnapshot, with defaults: a restore that keeps
  /// part of the screens it finds is caught and shrunk to one link, a yield
  /// and the restore.
  @Test(arguments: [
    (
      "keeps the sheet it finds",
      "link .settings(pane: nil) · yield · restore snapshot #0 (schedule [])",
      "restore snapshot #0 left [.sheet(.settings(pane: nil))] in inbox once the burst "
        + "settled, with nothing after it but waits; when the snapshot was taken, the app "
        + "showed [] in inbox"
    ),
    (
      "keeps the selected tab",
      #"link .search(query: "") · yield · restore snapshot #0 (schedule [])"#,
      "restore snapshot #0 left [] in search once the burst settled, with nothing after it but "
        + "waits; when the snapshot was taken, the app showed [] in inbox"
    ),
  ])
  func aRestoreThatKeepsWhatItFindsFailsLastWins(
    _ planted: String, minimal: String, message: String
  ) async throws {
    var harness = MailboxLaws.harness
    harness.restore = { coordinator, saved in
      var kept = saved
      if planted == "keeps the sheet it finds" {
        kept.sheet = saved.sheet ?? coordinator.snapshot.sheet
      } else {
        kept.selectedTab = coordinator.snapshot.selectedTab
      }
      coordinator.restore(kept)
    }
    let laws = CoordinatorLaws(harness, intents: MailboxGenerators.intent)
    let results = await laws.suite.results(configuration: Self.settings)
    #expect(results.filter(\.isFailure).map(\.law) == ["LastWins"])
    let lastWins = try #require(results.first { $0.law == "LastWins" })
    #expect(lastWins.counterexample == minimal)
    #expect(
      lastWins.violation?.message.components(separatedBy: "\n").first
        == "RestoreShowsItsSnapshot: " + message)
  }

  @Test func burstsReallySupersedeFlows() async {
    // NB: Mailbox has no pause between steps and no await in `apply`, so once
    // started a flow runs to its end in one main-actor turn: it can only be
    // superseded before it starts (in the drain). SupersededPrefix judges
    // exactly those: a superseded flow that still runs its steps fails it.
    var superseded = 0
    let examples = 200
    for scenario in Self.laws.scenarios.sample(count: examples) {
      let record = await Self.laws.harness.run(scenario)
      if record.flows.contains(where: { $0.stateAtFinish == nil }) { superseded += 1 }
    }
    #expect(superseded * 5 >= examples)
  }

  @Test func animatedBurstsSupersedeFlowsMidFlow() async {
    // NB: the animated coordinator pauses 300 ms between steps, so a flow
    // can start, apply a step and then be superseded: the case the plain
    // coordinator never shows.
    let laws = CoordinatorLaws(MailboxLaws.animatedHarness, intents: MailboxGenerators.intent)
    var midFlow = 0
    for scenario in laws.scenarios.sample(count: 200) {
      let record = await laws.harness.run(scenario)
      if record.flows.contains(where: { $0.stateAtStart != nil && $0.stateAtFinish == nil }) {
        midFlow += 1
      }
    }
    #expect(midFlow * 10 >= 200)
  }
}
