import Testing

@testable import IrisCheck

/// Every scheduler test: serialized, since runs are process-wide.
@Suite(.serialized) struct DeterministicSchedulerTests {
  // MARK: - selfTest

  @Test func selfTestPassesOnThisToolchain() throws {
    try DeterministicScheduler.selfTest()
  }

  // MARK: - Ordering

  @Test func fifoRunsTasksInEnqueueOrder() {
    // FIFO: the three tasks start in creation order, each yield puts the task
    // behind the others, so every "a" precedes every "b".
    let run = DeterministicScheduler().run { await threeYieldingTasks() }
    #expect(run.outcome == .completed)
    #expect(run.value == ["0a", "1a", "2a", "0b", "1b", "2b"])
    #expect(run.decisions.allSatisfy { $0 == 0 })
  }

  @Test func newestFirstRunsEachTaskToCompletionInReverse() {
    // Always picking the newest job follows each task's own chain of jobs
    // until it finishes, starting with the last task created.
    let scheduler = DeterministicScheduler { readyCount in readyCount - 1 }
    let first = scheduler.run { await threeYieldingTasks() }
    let second = scheduler.run { await threeYieldingTasks() }
    #expect(first.value == ["2a", "2b", "1a", "1b", "0a", "0b"])
    #expect(second.value == first.value)
    #expect(second.decisions == first.decisions)
  }

  @Test func sameSeedGivesIdenticalRunsFiftyTimes() throws {
    let reference = DeterministicScheduler(choose: seededChooser(seed: 7)).run {
      await mixedProgram()
    }
    #expect(reference.outcome == .completed)
    #expect(reference.decisions.count > 5)
    for _ in 0..<50 {
      let run = DeterministicScheduler(choose: seededChooser(seed: 7)).run { await mixedProgram() }
      #expect(run.value == reference.value)
      #expect(run.decisions == reference.decisions)
      #expect(run.jobsRun == reference.jobsRun)
    }
  }

  @Test func replayingDecisionsReproducesTheRun() {
    let original = DeterministicScheduler(choose: seededChooser(seed: 11)).run {
      await mixedProgram()
    }
    var replay = original.decisions.makeIterator()
    let replayed = DeterministicScheduler { _ in replay.next() ?? 0 }.run { await mixedProgram() }
    #expect(replayed.value == original.value)
    #expect(replayed.decisions == original.decisions)
  }

  // MARK: - Time

  @Test func sleepCompletesAtQuiescenceWithVirtualTime() {
    let scheduler = DeterministicScheduler()
    let clock = scheduler.clock
    let run = scheduler.run { () -> Bool in
      do {
        try await clock.sleep(for: .seconds(10))
        return true
      } catch {
        return false
      }
    }
    #expect(run.value == true)
    #expect(run.finalTime == VirtualClock.Instant(offset: .seconds(10)))
    #expect(run.elapsed == .seconds(10))
  }

  // MARK: - Actors

  @Test func plainActorJobsRunOnTheDriverThread() {
    let driver = ThreadID.current
    let run = DeterministicScheduler().run { () -> Bool in
      await ThreadProbe().isOn(driver)
    }
    #expect(run.value == true)
  }

  // MARK: - Cancellation

  @Test func cancellingASleepingTaskWakesItWithCancellationError() {
    let scheduler = DeterministicScheduler()
    let clock = scheduler.clock
    let run = scheduler.run { () -> String in
      let sleeper = Task { @MainActor () -> String in
        do {
          try await clock.sleep(for: .seconds(5))
          return "woke"
        } catch is CancellationError {
          return "cancelled"
        } catch {
          return "other"
        }
      }
      await Task.yield()
      sleeper.cancel()
      return await sleeper.value
    }
    #expect(run.value == "cancelled")
    #expect(run.elapsed == .zero)
  }

  // MARK: - Non-termination

  @Test func neverResumedContinuationIsReportedAsDeadlock() {
    let run = DeterministicScheduler().run { () -> Int in
      await withUnsafeContinuation { (_: UnsafeContinuation<Void, Never>) in }
      return 1
    }
    #expect(run.value == nil)
    #expect(run.outcome == .deadlocked)
  }

  @Test func endlessYieldingStopsAtTheJobLimit() {
    let run = DeterministicScheduler(maxJobs: 500).run { () -> Int in
      while true { await Task.yield() }
    }
    #expect(run.value == nil)
    #expect(run.outcome == .jobLimitExceeded(500))
    #expect(run.jobsRun == 500)
    #expect(run.jobsAbandoned == 1)
  }
}

/// A plain actor that reports whether it runs on a given thread.
private actor ThreadProbe {
  func isOn(_ thread: ThreadID) -> Bool { ThreadID.current == thread }
}
