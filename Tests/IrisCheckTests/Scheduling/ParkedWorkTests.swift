import Foundation
import IrisCheck
import IrisCheckFixtures
import Testing

extension SchedulingTests {
  struct ParkedWorkTests {
    // MARK: - Reported

    @Test func aTaskLeftOnAContinuationNobodyResumesIsAnAnomaly() async {
      let parked = Continuations()
      let run = await DeterministicScheduler().runOnDedicatedThread { () -> Int in
        Task { @MainActor in await withCheckedContinuation { parked.keep($0) } }
        return 1
      }
      #expect(run.outcome == .completed)
      #expect(run.value == 1)
      #expect(run.tasksLeftSuspended)
      #expect(run.anomalies.contains { $0.contains("still suspended at its end") })
      parked.resumeAll()
    }

    @Test func aTaskStartedWhileTheAppLaunchesMayStillWait() async {
      // A listener the app starts as it launches, awaiting a stream.
      let parked = Continuations()
      let run = await DeterministicScheduler().runOnDedicatedThread { () -> Int in
        _ = DeterministicScheduler.launching {
          Task { @MainActor in await withCheckedContinuation { parked.keep($0) } }
        }
        return 1
      }
      #expect(run.outcome == .completed)
      #expect(!run.tasksLeftSuspended)
      #expect(run.anomalies.isEmpty)
      parked.resumeAll()
    }

    @Test func aPollerStartedWhileTheAppLaunchesTicksUntilTheBodyReturnsThenLetsTheRunEnd() {
      // A poller the app starts as it launches, refreshing every 30 s for as long as it lives.
      let scheduler = DeterministicScheduler()
      let clock = scheduler.clock
      let ticks = Ticks()
      let run = scheduler.run { () -> Int in
        _ = DeterministicScheduler.launching {
          Task { @MainActor in
            while (try? await clock.sleep(for: .seconds(30))) != nil { ticks.count += 1 }
          }
        }
        try? await clock.sleep(for: .seconds(70))
        return ticks.count
      }
      #expect(run.outcome == .completed)
      #expect(run.value == 2)
      #expect(run.finalTime == .zero.advanced(by: .seconds(70)))
      #expect(run.anomalies.isEmpty)
    }

    @Test func aPollerStartedByTheBodyKeepsTheRunGoing() {
      let scheduler = DeterministicScheduler(maxJobs: 200)
      let clock = scheduler.clock
      let run = scheduler.run { () -> Int in
        Task { @MainActor in
          while (try? await clock.sleep(for: .seconds(30))) != nil {}
        }
        return 1
      }
      #expect(run.outcome == .jobLimitExceeded(200))
    }

    @Test func aTaskLeftWaitingOnAnotherParkedTaskIsAnAnomalyFromEitherEntryPoint() {
      let parked = Continuations()
      let run = DeterministicScheduler().run { () -> Int in
        let inner = Task { await withCheckedContinuation { parked.keep($0) } }
        Task { @MainActor in await inner.value }
        return 1
      }
      #expect(run.outcome == .completed)
      #expect(run.tasksLeftSuspended)
      parked.resumeAll()
    }

    @Test func tasksThatAllFinishLeaveNoAnomalyEvenWhenTheirHandlesAreKept() async {
      let kept = KeptTasks()
      let run = await DeterministicScheduler(seed: 2).runOnDedicatedThread { () -> [String] in
        kept.tasks.append(Task { @MainActor in await Task.yield() })
        kept.tasks.append(Task.detached { await Task.yield() })
        return await mixedProgram()
      }
      #expect(run.outcome == .completed)
      #expect(!run.tasksLeftSuspended)
      #expect(run.anomalies.isEmpty)
      #expect(kept.tasks.count == 2)
    }

    // MARK: - Coordinator bursts

    @Test func aCorrectBurstWhoseScreensStillWaitAtItsEndLeavesNoAnomaly() async {
      // Screens mount on a page no flow will deliver to again: the harness
      // cancels their claims before quiescence.
      let burst = BatonBurst<BurstIntent>([
        .link(.page("a")), .wait(.seconds(2)), .mount(0), .link(.home), .mount(0), .mount(0),
      ])
      let record = await CoordinatorHarness.burst().run(
        CoordinatorScenario(burst: burst, schedule: .fifo))
      #expect(record.outcome == .completed)
      #expect(record.anomalies.isEmpty)
    }

    @Test func aFlowLeftWaitingForAConfirmationIsReportedToTheLaws() async {
      let burst = BatonBurst<BurstIntent>([
        .link(.page("a")), .wait(.milliseconds(300)), .link(.home),
      ])
      let record = await CoordinatorHarness.burst(.hangsWhenCancelled).run(
        CoordinatorScenario(burst: burst, schedule: .fifo))
      #expect(record.outcome == .completed)
      #expect(record.anomalies.contains { $0.contains("still suspended at its end") })
    }
  }
}

/// Continuations a scheduled program parks and the test resumes afterwards.
private final class Continuations: @unchecked Sendable {
  private let lock = NSLock()
  private var parked: [CheckedContinuation<Void, Never>] = []

  func keep(_ continuation: CheckedContinuation<Void, Never>) {
    lock.withLock { parked.append(continuation) }
  }

  /// Resumes every kept continuation: the tasks run outside any run.
  func resumeAll() {
    for continuation in lock.withLock({ parked }) { continuation.resume() }
  }
}

/// Task handles a scheduled program keeps past its run.
private final class KeptTasks: @unchecked Sendable {
  var tasks: [Task<Void, Never>] = []
}

/// The ticks of a poller in a run (`@unchecked Sendable`: one run at a time).
private final class Ticks: @unchecked Sendable {
  var count = 0
}
