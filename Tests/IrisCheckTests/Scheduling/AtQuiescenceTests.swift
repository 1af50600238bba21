import IrisCheck
import Testing

@testable import IrisCheckScheduling

extension SchedulingTests {
  struct AtQuiescenceTests {
    @Test func theWorkRunsOnceEverythingElseIsDoneInTheSameRunOnEitherPath() async {
      for dedicated in [false, true] {
        let journal = Journal()
        let scheduler = DeterministicScheduler(seed: 4)
        let clock = scheduler.clock
        scheduler.atQuiescence = { journal.note("quiescent at \(clock.now.offset)") }
        let body: @MainActor @Sendable () async -> Int = {
          Task { @MainActor in
            try? await clock.sleep(for: .seconds(2))
            journal.note("late")
          }
          journal.note("body")
          return 1
        }
        let run = dedicated ? await scheduler.runOnDedicatedThread(body) : scheduler.run(body)
        #expect(run.outcome == .completed)
        #expect(journal.entries == ["body", "late", "quiescent at 2.0 seconds"])
      }
    }

    @Test func workItStartsRunsInTheRunAndItAddsNoDecision() {
      let plain = DeterministicScheduler(seed: 8).run { await mixedProgram() }
      let journal = Journal()
      let scheduler = DeterministicScheduler(seed: 8)
      scheduler.atQuiescence = {
        Task { @MainActor in journal.note("started at quiescence") }
      }
      let run = scheduler.run { await mixedProgram() }
      #expect(run.outcome == .completed)
      #expect(run.decisions == plain.decisions)
      #expect(run.jobsRun == plain.jobsRun + 2)
      #expect(journal.entries == ["started at quiescence"])
    }

    @Test func itIsNotCountedAgainstTheJobLimit() {
      let plain = DeterministicScheduler().run { await mixedProgram() }
      let journal = Journal()
      let scheduler = DeterministicScheduler(maxJobs: plain.jobsRun)
      scheduler.atQuiescence = { journal.note("read") }
      let run = scheduler.run { await mixedProgram() }
      #expect(run.outcome == .completed)
      #expect(journal.entries == ["read"])
    }
  }
}

/// What a run's main-actor code noted, in order.
///
/// NB: `@unchecked Sendable`: written only by one run's main-actor jobs,
/// read after the run.
private final class Journal: @unchecked Sendable {
  private(set) var entries: [String] = []

  func note(_ entry: String) { entries.append(entry) }
}
