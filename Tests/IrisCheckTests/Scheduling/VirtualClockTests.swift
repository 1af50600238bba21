import Testing

@testable import IrisCheck
@testable import IrisCheckAudit
@testable import IrisCheckCore
@testable import IrisCheckLaws
@testable import IrisCheckScheduling

extension SchedulingTests {
  struct VirtualClockTests {
    // MARK: - now

    @Test func timeStartsAtZeroWithNoSleepers() {
      let clock = VirtualClock()
      #expect(clock.now == .zero)
      #expect(clock.nextDeadline == nil)
      #expect(clock.sleeperCount == 0)
      #expect(clock.minimumResolution == .zero)
    }

    // MARK: - advance

    @Test func advanceByMovesTimeForward() {
      let clock = VirtualClock()
      clock.advance(by: .seconds(2))
      clock.advance(by: .milliseconds(500))
      #expect(clock.now == VirtualClock.Instant(offset: .milliseconds(2_500)))
    }

    @Test func advanceToAnEarlierInstantKeepsTheTime() {
      let clock = VirtualClock()
      clock.advance(to: VirtualClock.Instant(offset: .seconds(3)))
      clock.advance(to: VirtualClock.Instant(offset: .seconds(1)))
      clock.advance(by: .seconds(-1))
      #expect(clock.now == VirtualClock.Instant(offset: .seconds(3)))
    }

    @Test func advanceResumesDueSleepersInDeadlineThenStartOrder() {
      // Four sleepers park (deadlines 5, 3, 5, 3 s in start order). The body
      // sleeps until 1 s, which the scheduler reaches only at quiescence, when
      // all four are parked; then one manual advance to 5 s wakes them by
      // deadline, ties by start order.
      let scheduler = DeterministicScheduler()
      let clock = scheduler.clock
      let run = scheduler.run { () -> [String] in
        let log = TraceLog()
        let sleepers = [("a", 5), ("b", 3), ("c", 5), ("d", 3)].map { name, seconds in
          Task { @MainActor in
            try? await clock.sleep(until: VirtualClock.Instant(offset: .seconds(seconds)))
            log.append(name)
          }
        }
        try? await clock.sleep(until: VirtualClock.Instant(offset: .seconds(1)))
        log.append("parked \(clock.sleeperCount) next \(clock.nextDeadline?.description ?? "-")")
        clock.advance(by: .seconds(4))
        log.append("parked \(clock.sleeperCount)")
        for sleeper in sleepers { await sleeper.value }
        return log.entries
      }
      #expect(run.value == ["parked 4 next 3.0 seconds", "parked 0", "b", "d", "a", "c"])
      #expect(run.finalTime == VirtualClock.Instant(offset: .seconds(5)))
    }

    // MARK: - sleep

    @Test func sleepUntilANonFutureDeadlineReturnsAtOnce() async throws {
      let clock = VirtualClock()
      clock.advance(by: .seconds(1))
      try await clock.sleep(until: VirtualClock.Instant(offset: .seconds(1)))
      try await clock.sleep(for: .zero)
      #expect(clock.sleeperCount == 0)
      #expect(clock.now == VirtualClock.Instant(offset: .seconds(1)))
    }

    @Test func sleepInACancelledTaskThrowsAtOnce() async {
      let clock = VirtualClock()
      let task = Task {
        withUnsafeCurrentTask { $0?.cancel() }
        try await clock.sleep(for: .seconds(1))
      }
      await #expect(throws: CancellationError.self) { try await task.value }
      #expect(clock.sleeperCount == 0)
    }

    @Test func cancellingAParkedSleeperRemovesItAndThrows() {
      // The body's own 1 s sleep ends only at quiescence, so the 5 s sleeper
      // is parked by then.
      let scheduler = DeterministicScheduler()
      let clock = scheduler.clock
      let run = scheduler.run { () -> [String] in
        let sleeper = Task { @MainActor () -> String in
          do {
            try await clock.sleep(for: .seconds(5))
            return "woke"
          } catch {
            return "\(type(of: error))"
          }
        }
        try? await clock.sleep(for: .seconds(1))
        let parked = clock.sleeperCount
        sleeper.cancel()
        return ["\(parked)", "\(clock.sleeperCount)", await sleeper.value]
      }
      #expect(run.value == ["1", "0", "CancellationError"])
      #expect(run.finalTime == VirtualClock.Instant(offset: .seconds(1)))
    }
  }
}
