import Iris
import IrisCheck
import Testing

/// Executor behaviour under the deterministic scheduler and its virtual clock.
@Suite(.serialized)
struct LatestWinsExecutorTests {
  /// Runs `body` with a fresh executor on a FIFO scheduler, then returns the log.
  private func script(
    _ policy: LatestTaskPolicy,
    hooks: LatestWinsExecutor.Hooks = .init(),
    _ body: @escaping @MainActor @Sendable (LatestWinsExecutor, Log, VirtualClock) async -> Void
  ) async -> [String] {
    let scheduler = DeterministicScheduler()
    let clock = scheduler.clock
    // The executor is returned so it outlives the first run: deinit cancels its work.
    let started = await settle(scheduler) { () -> (LatestWinsExecutor, Log) in
      let executor = LatestWinsExecutor(policy: policy, hooks: hooks, clock: clock)
      let log = Log()
      await body(executor, log, clock)
      return (executor, log)
    }
    return await settle(scheduler) { started?.1.entries ?? [] } ?? []
  }

  // MARK: - run

  @Test func runInvokesTheOperation() async {
    let entries = await script(.ui) { executor, log, _ in
      executor.run { await log.append("ran") }
    }
    #expect(entries == ["ran"])
  }

  @Test func isBusyUntilTheOperationFinishes() async {
    let entries = await script(.ui) { executor, log, clock in
      executor.run { try? await clock.sleep(for: .seconds(1)) }
      log.append("busy \(executor.isBusy())")
      try? await clock.sleep(for: .seconds(2))
      log.append("busy \(executor.isBusy())")
    }
    #expect(entries == ["busy true", "busy false"])
  }

  // MARK: - fireAndForgetCancel

  @Test func fireAndForgetCancelsThePreviousOperationAndStartsAtOnce() async {
    let entries = await script(.fireAndForgetCancel) { executor, log, clock in
      executor.run {
        let woke = (try? await clock.sleep(for: .seconds(1))) != nil
        await log.append("first woke:\(woke) at \(milliseconds(clock))")
      }
      await untilQuiescent(clock)
      executor.run { await log.append("second at \(milliseconds(clock))") }
    }
    // The first operation's sleep is cut short by cancellation at 1 ms; which of the two
    // logs first is up to the schedule.
    #expect(entries.sorted() == ["first woke:false at 1", "second at 1"])
  }

  // MARK: - Leases

  @Test func replacedOperationIsSupersededEvenWhereCancellationDoesNotReach() async {
    let entries = await script(.fireAndForgetCancel) { executor, log, clock in
      executor.run {
        // An unstructured task: it inherits the lease but not the cancellation.
        await Task {
          try? await clock.sleep(for: .seconds(1))
          let superseded = await LatestWinsExecutor.isSuperseded
          await log.append("cancelled:\(Task.isCancelled) superseded:\(superseded)")
        }.value
      }
      await untilQuiescent(clock)
      executor.run {}
    }
    #expect(entries == ["cancelled:false superseded:true"])
  }

  @Test func latestOperationIsNotSuperseded() async {
    let entries = await script(.ui) { executor, log, _ in
      log.append("outside:\(LatestWinsExecutor.isSuperseded)")
      executor.run { await log.append("inside:\(await LatestWinsExecutor.isSuperseded)") }
    }
    #expect(entries == ["outside:false", "inside:false"])
  }

  // MARK: - cancelCurrent

  @Test func cancelCurrentCancelsAndSupersedesWithoutReplacing() async {
    let entries = await script(.ui) { executor, log, clock in
      executor.run {
        let woke = (try? await clock.sleep(for: .seconds(1))) != nil
        await log.append("woke:\(woke) superseded:\(await LatestWinsExecutor.isSuperseded)")
      }
      await untilQuiescent(clock)
      executor.cancelCurrent()
      log.append("busy:\(executor.isBusy())")
    }
    #expect(entries == ["busy:false", "woke:false superseded:true"])
  }

  @Test func releasingTheExecutorCancelsItsLatestOperation() async {
    let scheduler = DeterministicScheduler()
    let clock = scheduler.clock
    let log = await settle(scheduler) { () -> Log in
      let log = Log()
      var executor: LatestWinsExecutor? = LatestWinsExecutor(policy: .ui, clock: clock)
      executor?.run {
        let woke = (try? await clock.sleep(for: .seconds(1))) != nil
        await log.append("woke:\(woke) at \(milliseconds(clock))")
      }
      await untilQuiescent(clock)
      executor = nil
      return log
    }
    let entries = await settle(scheduler) { log?.entries ?? [] }
    #expect(entries == ["woke:false at 1"])
  }

  // MARK: - waitForDrain

  @Test func drainNeverStartsTheNewOperationOnlyWhenThePreviousFinishes() async {
    let entries = await script(.waitForDrain(timeout: .never)) { executor, log, clock in
      executor.run {
        await Task { try? await clock.sleep(for: .seconds(3)) }.value
        await log.append("first done at \(milliseconds(clock))")
      }
      await untilQuiescent(clock)  // the first operation has started
      executor.run { await log.append("second at \(milliseconds(clock))") }
    }
    #expect(entries == ["first done at 3000", "second at 3000"])
  }

  @Test func drainTimeoutStartsTheNewOperationAtTheTimeoutOnTheInjectedClock() async {
    let timeouts = Counter()
    let hooks = LatestWinsExecutor.Hooks(onTimeout: { timeouts.increment() })
    let entries = await script(.waitForDrain(timeout: .finite(.milliseconds(250))), hooks: hooks) {
      executor, log, clock in
      executor.run {
        await Task { try? await clock.sleep(for: .seconds(10)) }.value
        await log.append("first done at \(milliseconds(clock))")
      }
      await untilQuiescent(clock)  // the first operation has started
      executor.run { await log.append("second at \(milliseconds(clock))") }
    }
    #expect(entries == ["second at 251", "first done at 10000"])
    #expect(timeouts.value == 1)
  }

  @Test func drainFinishingFirstNeitherTimesOutNorAdvancesTimeToTheTimeout() async {
    let timeouts = Counter()
    let hooks = LatestWinsExecutor.Hooks(onTimeout: { timeouts.increment() })
    let scheduler = DeterministicScheduler()
    let clock = scheduler.clock
    let run = scheduler.run { () -> Int in
      let executor = LatestWinsExecutor(
        policy: .waitForDrain(timeout: .finite(.milliseconds(250))), hooks: hooks, clock: clock)
      executor.run { await Task { try? await clock.sleep(for: .milliseconds(100)) }.value }
      await untilQuiescent(clock)
      let started = await withCheckedContinuation { continuation in
        executor.run { continuation.resume(returning: milliseconds(clock)) }
      }
      return withExtendedLifetime(executor) { started }
    }
    #expect(run.value == 100)
    #expect(run.elapsed == .milliseconds(100))
    #expect(timeouts.value == 0)
  }

  @Test func operationSupersededWhileDrainingNeverRunsAndTheNextStillDrainsTheFirst() async {
    let entries = await script(.waitForDrain(timeout: .never)) { executor, log, clock in
      executor.run {
        await Task { try? await clock.sleep(for: .seconds(1)) }.value
        await log.append("first done at \(milliseconds(clock))")
      }
      await untilQuiescent(clock)  // the first operation has started
      executor.run { await log.append("second ran") }
      executor.run { await log.append("third at \(milliseconds(clock))") }
    }
    #expect(entries == ["first done at 1000", "third at 1000"])
  }

  // MARK: - Hooks

  @Test func onReplaceReportsWhetherAnOperationWasInProgress() async {
    let replaced = Recorder()
    let hooks = LatestWinsExecutor.Hooks(onReplace: { replaced.append($0) })
    _ = await script(.ui, hooks: hooks) { executor, _, clock in
      executor.run { try? await clock.sleep(for: .seconds(1)) }
      executor.run {}
      await untilQuiescent(clock)
      executor.run {}
    }
    #expect(replaced.values == [false, true, false])
  }
}
