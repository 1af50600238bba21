import Foundation
import IrisCheckCore
import IrisCheckFixtures
import IrisCheckLaws
import IrisCheckScheduling
import Mailbox
import MailboxChecks

/// Prints the coordinator laws' figures: schedules explored per second for
/// a 10-baton Mailbox burst (one scheduler run each, a fresh schedule drawn
/// from a seeded source), and, for each planted coordinator bug, the median
/// over five seeds of the time to a shrunk counterexample (seeds whose
/// 1,000 examples miss the bug are counted, not timed).
func runScheduleBenchmarks() async {
  let intents = MailboxAudit.Audit.draw(MailboxGenerators.intent, count: 10, seed: 3)
  let burst = BatonBurst<MailboxIntent>(intents.flatMap { [.link($0), .wait(.zero)] })
  let harness = MailboxLaws.harness
  var seed: UInt64 = 0
  report(
    "schedules.mailbox10",
    throughput {
      seed += 1
      let recorder = ChoiceRecorder(source: SeededSource(seed: seed))
      let record = harness.runBlocking(
        CoordinatorScenario(burst: burst, schedule: Schedule(recorder: recorder)))
      precondition(record.outcome == .completed, "a Mailbox burst did not complete")
      return 1
    }, "schedules/s")
  await runPlantedBenchmarks()
}

/// Prints the planted coordinator bugs' figures; `Benchmarks planted` runs
/// only these.
///
/// For each bug, the median over five seeds of the time to a shrunk
/// counterexample with default settings, and how many seeds caught it.
func runPlantedBenchmarks() async {
  let planted: [(String, BurstCoordinator.Bugs, String)] = [
    ("wrapperOnly", .cancelsWrapperOnly, "SupersededPrefix"),
    ("skipsCheck", .skipsCheckBetweenSteps, "SupersededPrefix"),
    ("writesAfterAwait", .writesAfterAwait, "SupersededPrefix"),
    ("drainMidStep", .drainTimeoutMidStep, "NonInterleaving"),
    ("removesFreshEntry", .removesFreshEntry, "HandoffCleanup"),
    ("deliversTwice", .deliversTwice, "HandoffAtMostOnce"),
    ("cancelledPushRegisters", .cancelledPushRegisters, "HandoffCleanup"),
    ("wakesWithoutRecheck", .wakesWithoutRecheck, "NoStalePayload"),
    ("popLeaksEntry", .popLeaksEntry, "HandoffCleanup"),
  ]
  for (name, bugs, lawName) in planted {
    let laws = CoordinatorLaws(.burst(bugs), intents: BurstFlow.intents)
    guard let law = laws.law(named: lawName) else { continue }
    var times: [Double] = []
    var missed = 0
    for seed in UInt64(1)...5 {
      let clock = ContinuousClock()
      let start = clock.now
      let results = await LawSuite([.law(law, over: laws.scenarios)]).run(
        configuration: Configuration(examples: 1_000, seed: seed, saveRegressions: false))
      let elapsed = clock.now - start
      guard results.first?.isFailure == true else {
        missed += 1
        continue
      }
      times.append(
        Double(elapsed.components.seconds) * 1_000 + Double(elapsed.components.attoseconds) / 1e15)
    }
    let median = times.isEmpty ? .nan : times.sorted()[times.count / 2]
    report("planted.\(name).shrunk.median (\(5 - missed)/5 seeds caught)", median, "ms")
  }
}
