import IrisCheck
import IrisCheckFixtures
import Testing

/// Two planted coordinator bugs that only a device's orders expose.
///
/// FIFO schedules (every decision `0`) never find them, generated
/// schedules do, in every seed from 1 to 10, with default settings (the
/// failures unshrunk: their minima, seed 1, are asserted in
/// `CoordinatorLawsTests`' planted table).
@Suite(.serialized) struct SchedulesEarnTheirKeepTests {
  static let deviceOrderBugs = [
    DeviceOrderBug(bugs: .sleepsInsteadOfAwaitingTheWrite, testDescription: "sleeps for a write"),
    DeviceOrderBug(
      bugs: .confirmsBeforeItsEditorOpens, testDescription: "expects main-actor FIFO"),
  ]

  @Test(arguments: deviceOrderBugs)
  func generatedSchedulesFindTheBugAndFIFOSchedulesNeverDo(
    _ planted: DeviceOrderBug
  )
    async throws
  {
    let laws = CoordinatorLaws(.burst(planted.bugs), intents: BurstFlow.intents)
    let law = try #require(laws.law(named: "LastWins"))
    let fifo = laws.scenarios.map { CoordinatorScenario(burst: $0.burst, schedule: .fifo) }
    for seed in UInt64(1)...10 {
      let configuration = Configuration(
        examples: LawSuite.defaultConfiguration.examples, seed: seed, maxShrinks: 0,
        saveRegressions: false)
      let generated = await LawSuite([.law(law, over: laws.scenarios)]).results(
        configuration: configuration)
      let fifoOnly = await LawSuite([.law(law, over: fifo)]).results(configuration: configuration)
      #expect(generated.first?.isFailure == true, "seed \(seed)")
      #expect(fifoOnly.first?.isFailure == false, "seed \(seed)")
    }
  }
}

/// A planted flaw that only a device's orders expose.
struct DeviceOrderBug: Sendable, CustomTestStringConvertible {
  /// The flaw.
  let bugs: BurstCoordinator.Bugs
  /// Its name in reports.
  let testDescription: String
}
