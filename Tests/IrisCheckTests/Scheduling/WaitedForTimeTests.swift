import IrisCheck
import Testing

@testable import IrisCheckScheduling

extension SchedulingTests {
  /// `waitedForTime(since:)` tells a task that waited for time to pass
  /// (it slept, or awaited a task that slept) from one that only hopped.
  struct WaitedForTimeTests {
    /// What each way of getting to the same point answers, marked where
    /// the root starts it.
    @Test func aSleepOrAnAwaitedSleepWaitsAndHopsDoNot() {
      let scheduler = DeterministicScheduler()
      let clock = scheduler.clock
      let run = scheduler.run { () -> [String] in
        let (stream, next) = AsyncStream<Int>.makeStream()
        let mark = Mark()
        let listener = Task { @MainActor () -> Bool in
          for await _ in stream { return DeterministicScheduler.waitedForTime(since: mark.job) }
          return false
        }
        await Task.yield()
        mark.job = DeterministicScheduler.runningJob
        next.yield(1)
        let listened = await listener.value
        mark.job = DeterministicScheduler.runningJob
        let hopped = await Task { @MainActor () -> Bool in
          await Task.yield()
          return DeterministicScheduler.waitedForTime(since: mark.job)
        }.value
        mark.job = DeterministicScheduler.runningJob
        let slept = await Task { @MainActor () -> Bool in
          try? await clock.sleep(for: .milliseconds(5))
          return DeterministicScheduler.waitedForTime(since: mark.job)
        }.value
        mark.job = DeterministicScheduler.runningJob
        let loaded = await Task { @MainActor () -> Bool in
          await Task { try? await clock.sleep(for: .milliseconds(5)) }.value
          return DeterministicScheduler.waitedForTime(since: mark.job)
        }.value
        // NB: the root itself slept before this mark, not after it.
        try? await clock.sleep(for: .milliseconds(5))
        mark.job = DeterministicScheduler.runningJob
        await Task.yield()
        let sleptBefore = DeterministicScheduler.waitedForTime(since: mark.job)
        return [
          "listener \(listened)", "hop \(hopped)", "sleep \(slept)", "awaited sleep \(loaded)",
          "sleep before the mark \(sleptBefore)",
        ]
      }
      #expect(
        run.value == [
          "listener false", "hop false", "sleep true", "awaited sleep true",
          "sleep before the mark false",
        ])
    }

    /// Where a test marks the job it starts from.
    @MainActor final class Mark: Sendable {
      var job = -1
    }

    @Test func outsideARunNothingWaited() {
      #expect(DeterministicScheduler.runningJob == -1)
      #expect(!DeterministicScheduler.waitedForTime(since: -1))
    }
  }
}
