import Foundation
import IrisCheckCore
import IrisCheckFixtures
import IrisCheckLaws
import IrisCheckScheduling
import Mailbox
import MailboxChecks

/// Prints the coordinator laws' figures: schedules explored per second for
/// a 10-baton Mailbox burst (one scheduler run each, a fresh schedule drawn
/// from a seeded source; each figure the best of three 1 s runs, as
/// `machine-speed` reads its own), blocking the calling thread (per second
/// of wall time and of the thread's CPU time, which moves less when other
/// processes share the cores) and, as laws run in `swift test`, through
/// `runOnDedicatedThread`; and, for each planted coordinator bug, the
/// median over five seeds of the time to a shrunk counterexample (seeds
/// whose 1,000 examples miss the bug are counted, not timed).
///
/// The schedule figures run the sample app's ``MailboxCoordinator``, as it
/// is (`schedules.mailbox10…`).
func runScheduleBenchmarks() async {
  let variants: [(name: String, run: (UInt64) -> Void, dedicated: (UInt64) async -> Void)] = [
    (
      "schedules.mailbox10", mailboxScheduleRun(MailboxLaws.harness),
      mailboxScheduleRunOnDedicatedThread(MailboxLaws.harness)
    )
  ]
  let blocking: [(suffix: String, measure: (() -> Int) -> Double, unit: String)] = [
    ("", { throughput($0) }, "schedules/s"), (".cpu", { cpuThroughput($0) }, "schedules/cpu-s"),
  ]
  for (suffix, measure, unit) in blocking {
    for variant in variants {
      var seed: UInt64 = 0
      let figure = await best {
        measure {
          seed += 1
          variant.run(seed)
          return 1
        }
      }
      report(variant.name + suffix, figure, unit)
    }
  }
  for variant in variants {
    var seed: UInt64 = 0
    let figure = await best {
      await asyncThroughput {
        seed += 1
        await variant.dedicated(seed)
        return 1
      }
    }
    report(variant.name + ".dedicatedThread", figure, "schedules/s")
  }
  await runPlantedBenchmarks()
}

/// Prints the planted coordinator bugs' figures; `Benchmarks planted` runs
/// only these.
///
/// For each bug, with default settings over seeds 1 to 5: how many seeds
/// catch it with generated schedules and with FIFO-only schedules (every
/// decision `0`), and the median time to a shrunk counterexample with
/// generated schedules (seeds that miss the bug are counted, not timed).
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
    ("writesInDetachedTask", .writesInDetachedTask, "LastWins"),
    ("hangsWhenCancelled", .hangsWhenCancelled, "Quiescence"),
    ("sleepsInsteadOfAwaitingTheWrite", .sleepsInsteadOfAwaitingTheWrite, "LastWins"),
    ("confirmsBeforeItsEditorOpens", .confirmsBeforeItsEditorOpens, "LastWins"),
  ]
  let seeds = UInt64(1)...5
  for (name, bugs, lawName) in planted {
    let laws = CoordinatorLaws(.burst(bugs), intents: BurstFlow.intents)
    guard let law = laws.law(named: lawName) else { continue }
    let fifo = laws.scenarios.map { CoordinatorScenario(burst: $0.burst, schedule: .fifo) }
    var times: [Double] = []
    var caughtByFIFO = 0
    for seed in seeds {
      let configuration = Configuration(examples: 1_000, seed: seed, saveRegressions: false)
      let clock = ContinuousClock()
      let start = clock.now
      let results = await LawSuite([.law(law, over: laws.scenarios)]).results(
        configuration: configuration)
      let elapsed = clock.now - start
      if results.first?.isFailure == true {
        times.append(
          Double(elapsed.components.seconds) * 1_000
            + Double(elapsed.components.attoseconds) / 1e15)
      }
      let fifoResults = await LawSuite([.law(law, over: fifo)]).results(
        configuration: configuration)
      if fifoResults.first?.isFailure == true { caughtByFIFO += 1 }
    }
    let median = times.isEmpty ? .nan : times.sorted()[times.count / 2]
    report(
      "planted.\(name).shrunk.median (generated schedules: \(times.count)/\(seeds.count) "
        + "seeds caught; FIFO only: \(caughtByFIFO)/\(seeds.count))", median, "ms")
  }
}

/// The 10-link Mailbox burst the schedule figures run.
private func mailboxBurst() -> BatonBurst<MailboxIntent> {
  let intents = MailboxAudit.Audit.draw(MailboxGenerators.intent, count: 10, seed: 3)
  return BatonBurst<MailboxIntent>(intents.flatMap { [.link($0), .wait(.zero)] })
}

/// One scheduler run of the 10-link Mailbox burst per call, its schedule
/// drawn from the given seed: the work behind `schedules.mailbox10`.
/// - Parameter harness: the coordinator under test; defaults to ``MailboxLaws/harness``.
func mailboxScheduleRun<Coordinator>(
  _ harness: CoordinatorHarness<Coordinator, MailboxState> = MailboxLaws.harness
) -> (UInt64) -> Void where Coordinator.Intent == MailboxIntent {
  let burst = mailboxBurst()
  return { seed in
    let recorder = ChoiceRecorder(source: SeededSource(seed: seed))
    let record = harness.runBlocking(
      CoordinatorScenario(burst: burst, schedule: Schedule(recorder: recorder)))
    precondition(record.outcome == .completed, "a Mailbox burst did not complete")
  }
}

/// As ``mailboxScheduleRun(_:)``, through `CoordinatorHarness.run`, which
/// drives its scheduler runs with `runOnDedicatedThread` as laws do in
/// `swift test`: the work behind `schedules.mailbox10.dedicatedThread`.
/// - Parameter harness: the coordinator under test; defaults to ``MailboxLaws/harness``.
func mailboxScheduleRunOnDedicatedThread<Coordinator>(
  _ harness: CoordinatorHarness<Coordinator, MailboxState> = MailboxLaws.harness
) -> (UInt64) async -> Void where Coordinator.Intent == MailboxIntent {
  let burst = mailboxBurst()
  return { seed in
    let recorder = ChoiceRecorder(source: SeededSource(seed: seed))
    let record = await harness.run(
      CoordinatorScenario(burst: burst, schedule: Schedule(recorder: recorder)))
    precondition(record.outcome == .completed, "a Mailbox burst did not complete")
  }
}

/// Runs `count` schedules of the 10-link Mailbox burst and prints the
/// rate: a fixed workload for a profiler.
func profileSchedules(count: Int) {
  let run = mailboxScheduleRun()
  let start = Date()
  let cpuStart = cpuSeconds(CLOCK_THREAD_CPUTIME_ID)
  for seed in 1...UInt64(count) { run(seed) }
  let cpu = cpuSeconds(CLOCK_THREAD_CPUTIME_ID) - cpuStart
  let elapsed = Date().timeIntervalSince(start)
  report("schedules.mailbox10 (\(count) runs)", Double(count) / elapsed, "schedules/s")
  report("schedules.mailbox10 (\(count) runs, CPU time)", Double(count) / cpu, "schedules/s")
}

/// Runs `count` schedules of the 10-link Mailbox burst through
/// `runOnDedicatedThread` and prints the rate: a fixed workload for a
/// profiler.
func profileDedicatedSchedules(count: Int) async {
  let run = mailboxScheduleRunOnDedicatedThread()
  let start = Date()
  let cpuStart = cpuSeconds(CLOCK_PROCESS_CPUTIME_ID)
  for seed in 1...UInt64(count) { await run(seed) }
  let cpu = cpuSeconds(CLOCK_PROCESS_CPUTIME_ID) - cpuStart
  let elapsed = Date().timeIntervalSince(start)
  report(
    "schedules.mailbox10.dedicatedThread (\(count) runs)", Double(count) / elapsed, "schedules/s")
  report(
    "schedules.mailbox10.dedicatedThread (\(count) runs, process CPU time)",
    Double(count) / cpu, "schedules/s")
}
