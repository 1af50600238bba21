import Foundation
import IrisCheck
import IrisCheckFixtures
import Testing

extension SchedulingTests {
  /// A schedule's decisions, or its `ic1:` token, replayed in another
  /// process (the test binary itself, run as an exit test) give the same
  /// run: nothing in a run depends on addresses, task ids, hash seeds or
  /// anything else a new process changes.
  struct ReplayAcrossProcessesTests {
    @Test func decisionsMadeInOneProcessReplayTheSameRunInAnother() async throws {
      let scheduler = DeterministicScheduler(seed: 11)
      let clock = scheduler.clock
      let original = scheduler.run { await replayProgram(clock: clock) }
      #expect(original.outcome == .completed)
      #expect(original.decisions.count > 5)
      let decisions = original.decisions
      let result = try await #require(
        processExitsWith: .success, observing: [\.standardOutputContent]
      ) { [decisions = decisions as [Int]] in
        var replay = decisions.makeIterator()
        let scheduler = DeterministicScheduler { _ in replay.next() ?? 0 }
        let clock = scheduler.clock
        let run = scheduler.run { await replayProgram(clock: clock) }
        print(describe(run), terminator: "")
      }
      #expect(String(decoding: result.standardOutputContent, as: UTF8.self) == describe(original))
    }

    @Test func aCoordinatorCounterexamplesTokenReplaysInAnotherProcess() async throws {
      let laws = CoordinatorLaws(.burst(.wakesWithoutRecheck), intents: BurstFlow.intents)
      let law = try #require(laws.law(named: "NoStalePayload"))
      let found = await LawSuite([.law(law, over: laws.scenarios)]).results(
        configuration: Configuration(examples: 1_000, seed: 1, saveRegressions: false))
      let report = try #require(found.first?.report)
      let token = try #require(report.firstMatch(of: /IRISCHECK_REPLAY=(ic1:[A-Za-z0-9_-]+)/)?.1)
      let minimal = try #require(report.firstMatch(of: /Minimal counterexample:\n  (.*)\n/)?.1)
      let replayToken = String(token)
      let result = try await #require(
        processExitsWith: .success, observing: [\.standardOutputContent]
      ) { [replayToken = replayToken as String] in
        let laws = CoordinatorLaws(.burst(.wakesWithoutRecheck), intents: BurstFlow.intents)
        guard let law = laws.law(named: "NoStalePayload") else { exit(1) }
        let replayed = await LawSuite([.law(law, over: laws.scenarios)]).results(
          configuration: Configuration(replay: replayToken, saveRegressions: false))
        print(replayed.first?.report ?? "no report", terminator: "")
      }
      let replayed = String(decoding: result.standardOutputContent, as: UTF8.self)
      #expect(replayed.contains("Minimal counterexample:\n  \(minimal)\n"))
      #expect(replayed.contains("NoStalePayload violated"))
    }
  }
}

/// A run as text: its value, decisions, options and who created whom.
private func describe(_ run: SchedulerRun<[String]>) -> String {
  let spawners = run.spawners.sorted { $0.key.number < $1.key.number }
    .map { "\($0.key) by \($0.value)" }
  return """
    value \(run.value ?? [])
    decisions \(run.decisions)
    options \(run.readyCounts)
    jobs \(run.jobsRun), tasks \(run.taskCount), elapsed \(run.elapsed)
    spawners \(spawners)
    """
}

/// Main-actor tasks, an actor, task-group children and clock sleeps due at
/// the same instants, with many possible interleavings; returns the trace.
@MainActor private func replayProgram(clock: VirtualClock) async -> [String] {
  let log = TraceLog()
  let ledger = Ledger()
  let sleepers = (0..<3).map { index in
    Task { @MainActor in
      try? await clock.sleep(for: .milliseconds(100 * (index % 2 + 1)))
      let position = await ledger.record("sleeper \(index)")
      log.append("sleeper \(index)@\(position) at \(clock.now)")
    }
  }
  let program = await mixedProgram()
  for sleeper in sleepers { await sleeper.value }
  return log.entries + program
}
