import Testing

@testable import IrisCheck
@testable import IrisCheckAudit
@testable import IrisCheckCore
@testable import IrisCheckLaws
@testable import IrisCheckScheduling

extension SchedulingTests {
  struct DeterministicSchedulerTests {
    // MARK: - Ordering

    @Test func fifoRunsTasksInEnqueueOrder() {
      // FIFO: the three tasks start in creation order, each yield puts the task
      // behind the others, so every "a" precedes every "b".
      let run = DeterministicScheduler().run { await threeYieldingTasks() }
      #expect(run.outcome == .completed)
      #expect(run.value == ["0a", "1a", "2a", "0b", "1b", "2b"])
      #expect(run.decisions.allSatisfy { $0 == 0 })
    }

    @Test func newestFirstNeverStartsMainActorTasksOutOfOrder() {
      // Always picking the newest option cannot reorder the main actor's
      // FIFO queue: the tasks still start in creation order.
      let scheduler = DeterministicScheduler { optionCount in optionCount - 1 }
      let first = scheduler.run { await threeYieldingTasks() }
      let second = scheduler.run { await threeYieldingTasks() }
      #expect(first.value?.prefix(3) == ["0a", "1a", "2a"])
      #expect(second.value == first.value)
      #expect(second.decisions == first.decisions)
    }

    @MainActor @Test func runFromAMainActorTestGivesTheFifoTrace() {
      // The caller holds the real main actor; the run's main-actor jobs use
      // the scheduler's stand-in, so the FIFO trace is the same as elsewhere.
      let run = DeterministicScheduler().run { await threeYieldingTasks() }
      #expect(run.value == ["0a", "1a", "2a", "0b", "1b", "2b"])
    }

    @Test func sameSeedGivesIdenticalRunsFiftyTimes() throws {
      let reference = DeterministicScheduler(choose: seededChooser(seed: 7)).run {
        await mixedProgram()
      }
      #expect(reference.outcome == .completed)
      #expect(reference.decisions.count > 5)
      for _ in 0..<50 {
        let run = DeterministicScheduler(choose: seededChooser(seed: 7)).run {
          await mixedProgram()
        }
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

    // MARK: - Isolation

    @Test func detachedAndExplicitPriorityTasksAreCaptured() {
      // Neither inherits the run's priority tag; both are enqueued on the
      // driver thread, so both are the run's.
      let driver = ThreadID.current
      let run = DeterministicScheduler().run { () -> [Bool] in
        let detached = Task.detached { ThreadID.current == driver }
        let low = Task(priority: .low) { ThreadID.current == driver }
        let high = Task(priority: .high) { @MainActor in ThreadID.current == driver }
        return [await detached.value, await low.value, await high.value]
      }
      #expect(run.value == [true, true, true])
      #expect(run.jobsFromOtherThreads == 0)
    }

    @Test func foreignJobsEnqueuedDuringARunAreForwarded() async {
      // Mid-run, the body has another OS thread create an unscheduled task.
      // Its first job passes through the hook during the run; captured, it
      // would run on the driver and count as a job from another thread.
      // Forwarded, it runs on the real executor and its result arrives.
      let spawn = ForeignSpawn()
      let run = DeterministicScheduler().run { spawn.spawnFromAnotherThread() }
      #expect(run.outcome == .completed)
      #expect(run.foreignJobsForwarded >= 1)
      #expect(run.jobsFromOtherThreads == 0)
      #expect(await spawn.result == 45)
    }

    @Test func tracesStayIdenticalUnderConcurrentForeignLoad() async {
      let program = { @MainActor @Sendable in await mixedProgram() }
      let reference = DeterministicScheduler(choose: seededChooser(seed: 3)).run(program)
      let stop = StopFlag()
      let load = Task.detached { () -> Bool in
        var allCorrect = true
        while !stop.isStopped {
          let sum = await foreignWork(rounds: 4)
          allCorrect = allCorrect && sum == foreignWorkSum(rounds: 4)
        }
        return allCorrect
      }
      for _ in 0..<200 {
        let run = DeterministicScheduler(choose: seededChooser(seed: 3)).run(program)
        #expect(run.value == reference.value)
        #expect(run.decisions == reference.decisions)
        #expect(run.jobsFromOtherThreads == 0)
      }
      stop.stop()
      #expect(await load.value)
    }

    // MARK: - Cancellation

    @Test func cancellingAGroupWakesItsSleepingChildBeforeItsDeadline() {
      // The child would sleep 60 s. The body's own 1 s sleep ends at
      // quiescence (child parked), then it cancels the group: the child wakes
      // with CancellationError and virtual time stops at 1 s.
      let scheduler = DeterministicScheduler()
      let clock = scheduler.clock
      let run = scheduler.run { () -> [String] in
        await withTaskGroup(of: String.self) { group in
          group.addTask {
            do {
              try await clock.sleep(for: .seconds(60))
              return "woke"
            } catch {
              return "\(type(of: error))"
            }
          }
          try? await clock.sleep(for: .seconds(1))
          group.cancelAll()
          var results: [String] = []
          for await result in group { results.append(result) }
          return results
        }
      }
      #expect(run.value == ["CancellationError"])
      #expect(run.elapsed == .seconds(1))
    }

    // MARK: - Non-termination

    @Test func aStoppedRunsSleepersNeverWakeInALaterRun() {
      // The first run yields forever while a 1 s sleeper is parked; it stops
      // at the job limit. The second run on the same clock sleeps 2 s: had the
      // first run's sleeper been woken, its jobs would run here too, beyond
      // those of the same body on a fresh scheduler.
      let scheduler = DeterministicScheduler(maxJobs: 200)
      let clock = scheduler.clock
      let stopped = scheduler.run { () -> Int in
        Task { try? await clock.sleep(for: .seconds(1)) }
        while true { await Task.yield() }
      }
      #expect(stopped.outcome == .jobLimitExceeded(200))
      let later = scheduler.run { () -> Bool in
        (try? await clock.sleep(for: .seconds(2))) != nil
      }
      let fresh = DeterministicScheduler()
      let freshClock = fresh.clock
      let reference = fresh.run { () -> Bool in
        (try? await freshClock.sleep(for: .seconds(2))) != nil
      }
      #expect(later.value == true)
      #expect(later.outcome == .completed)
      #expect(later.jobsRun == reference.jobsRun)
    }

    @Test func hooksAreRestoredAfterARun() throws {
      // Hooks are read only while holding the run lock: runs in other
      // suites install them meanwhile.
      let hooks = try RuntimeHooks.variables.get()
      let read = { DeterministicScheduler.exclusively { hooks.current } }
      let before = read()
      let run = DeterministicScheduler().run { 1 }
      #expect(run.value == 1)
      #expect(read() == before)
    }

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
}

/// A plain actor that reports whether it runs on a given thread.
private actor ThreadProbe {
  func isOn(_ thread: ThreadID) -> Bool { ThreadID.current == thread }
}
