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
    let results = await Self.laws.suite.run(configuration: Self.settings)
    #expect(
      results.map(\.law) == [
        "NonInterleaving", "SupersededPrefix", "LastWins", "WorkEndsWithFlow", "Quiescence",
        "HandoffAtMostOnce", "NoStalePayload", "HandoffCleanup",
      ])
    for result in results { #expect(!result.isFailure, "\(result)") }
  }

  @Test func burstsReallySupersedeFlows() async throws {
    // NB: Mailbox has no pause between steps and no await in `apply`, so once
    // started a flow runs to its end in one main-actor turn: it can only be
    // superseded before it starts (in the drain). SupersededPrefix judges
    // exactly those: a superseded flow that still runs its steps fails it.
    var superseded = 0
    let examples = 200
    for index in 0..<examples {
      let recorder = ChoiceRecorder(source: SeededSource(seed: UInt64(index)))
      let scenario = try Self.laws.scenarios.generate(recorder)
      let record = await Self.laws.harness.run(scenario)
      if record.flows.contains(where: { $0.stateAtFinish == nil }) { superseded += 1 }
    }
    #expect(superseded * 5 >= examples)
  }

  @Test func animatedBurstsSupersedeFlowsMidFlow() async throws {
    // NB: the animated coordinator pauses 300 ms between steps, so a flow
    // can start, apply a step and then be superseded: the case the plain
    // coordinator never shows.
    let laws = CoordinatorLaws(MailboxLaws.animatedHarness, intents: MailboxGenerators.intent)
    var midFlow = 0
    for index in 0..<200 {
      let recorder = ChoiceRecorder(source: SeededSource(seed: UInt64(index)))
      let record = await laws.harness.run(try laws.scenarios.generate(recorder))
      if record.flows.contains(where: { $0.stateAtStart != nil && $0.stateAtFinish == nil }) {
        midFlow += 1
      }
    }
    #expect(midFlow * 10 >= 200)
  }
}
