import Iris
import IrisCheck
import Testing

/// Ticks under the deterministic scheduler and its virtual clock.
@Suite(.serialized)
struct MainRunLoopTickTests {
  @Test func oneTickIsOneMillisecondAsIn1_0() {
    #expect(MainRunLoopTick.duration == .milliseconds(1))
  }

  @Test func withNoClockBoundTicksAreOnTheContinuousClock() {
    #expect(MainRunLoopTick.clock is ContinuousClock)
  }

  // MARK: - waitOneTick

  @Test func waitOneTickSleepsOneTickOnTheBoundClock() async {
    let scheduler = DeterministicScheduler()
    let clock = scheduler.clock
    let elapsed = await settle(scheduler) { () -> [Int] in
      await MainRunLoopTick.withClock(clock) {
        await Task.waitOneTick()
        let once = milliseconds(clock)
        // A task created inside the binding inherits it.
        await Task { await Task.waitOneTick() }.value
        return [once, milliseconds(clock)]
      }
    }
    #expect(elapsed == [1, 2])
  }

  @Test func anExecutorOperationTicksOnTheExecutorsClock() async {
    let scheduler = DeterministicScheduler()
    let clock = scheduler.clock
    let entries = await settle(scheduler) { () -> [String] in
      let executor = LatestWinsExecutor(policy: .ui, clock: clock)
      let log = Log()
      executor.run {
        await Task.waitOneTick()
        await log.append("ticked at \(milliseconds(clock))")
      }
      try? await clock.sleep(for: .seconds(1))
      return log.entries
    }
    #expect(entries == ["ticked at 1"])
  }

  @Test func aCancelledTickReturnsWithoutWaiting() async {
    let scheduler = DeterministicScheduler()
    let clock = scheduler.clock
    let elapsed = await settle(scheduler) { () -> Int in
      await MainRunLoopTick.withClock(clock) {
        let tick = Task { await Task.waitOneTick() }
        tick.cancel()
        await tick.value
        return milliseconds(clock)
      }
    }
    #expect(elapsed == 0)
  }
}
