import IrisCheck
import Testing

@testable import Iris

/// Handoff states and transitions, driven by the deterministic scheduler.
@Suite(.serialized)
struct HandoffTests {
  private static func baton(_ intent: String) -> Baton<String> {
    Baton(intent: intent, flow: NavFlow(source: "test"))
  }

  /// A handoff whose delivered callback increments `counter`.
  private static func counted(_ counter: Counter) -> Handoff<String> {
    Handoff(buffering: nil) { counter.increment() }
  }

  // MARK: - Producer first

  @Test func deliverWithNoClaimerBuffersAndClaimTakesTheBaton() async {
    let sent = Self.baton("a")
    let result = await settle(DeterministicScheduler()) { () -> [String?] in
      let handoff = Handoff<String>()
      let woke = await handoff.deliver(sent)
      let claimed = await handoff.claim()
      return ["\(woke)", claimed?.intent, claimed == sent ? "same" : "different"]
    }
    #expect(result == ["false", "a", "same"])
  }

  @Test func secondDeliverIsIgnoredAndTheFirstBatonWins() async {
    let result = await settle(DeterministicScheduler()) { () -> [String?] in
      let handoff = Handoff<String>()
      await handoff.deliver(Self.baton("first"))
      let second = await handoff.deliver(Self.baton("second"))
      return ["\(second)", await handoff.claim()?.intent]
    }
    #expect(result == ["false", "first"])
  }

  // MARK: - Consumer first

  @Test func deliverWakesAWaitingClaimer() async {
    let scheduler = DeterministicScheduler()
    let clock = scheduler.clock
    let result = await settle(scheduler) { () -> [String?] in
      let handoff = Handoff<String>()
      let claimer = Task { await handoff.claim() }
      await untilQuiescent(clock)  // the claimer is waiting
      let woke = await handoff.deliver(Self.baton("a"))
      return ["\(woke)", await claimer.value?.intent]
    }
    #expect(result == ["true", "a"])
  }

  @Test func secondClaimerWhileOneWaitsGetsNil() async {
    let scheduler = DeterministicScheduler()
    let clock = scheduler.clock
    let result = await settle(scheduler) { () -> [String?] in
      let handoff = Handoff<String>()
      let first = Task { await handoff.claim() }
      await untilQuiescent(clock)
      let second = await handoff.claim()
      await handoff.deliver(Self.baton("a"))
      return [second?.intent, await first.value?.intent]
    }
    #expect(result == [nil, "a"])
  }

  // MARK: - Delivered

  @Test func afterDeliveryClaimsGetNilAndDeliversAreIgnored() async {
    let result = await settle(DeterministicScheduler()) { () -> [String?] in
      let handoff = Handoff<String>()
      await handoff.deliver(Self.baton("a"))
      _ = await handoff.claim()
      let late = await handoff.deliver(Self.baton("late"))
      return ["\(late)", await handoff.claim()?.intent]
    }
    #expect(result == ["false", nil])
  }

  // MARK: - Cancellation

  @Test func cancelledWaiterGetsNilAndSpendsTheHandoff() async {
    let scheduler = DeterministicScheduler()
    let clock = scheduler.clock
    let result = await settle(scheduler) { () -> [String?] in
      let handoff = Handoff<String>()
      let claimer = Task { await handoff.claim() }
      await untilQuiescent(clock)
      claimer.cancel()
      let cancelledGot = await claimer.value
      await untilQuiescent(clock)  // the cancellation has reached the handoff
      let late = await handoff.deliver(Self.baton("late"))
      return [cancelledGot?.intent, "\(late)", await handoff.claim()?.intent]
    }
    #expect(result == [nil, "false", nil])
  }

  @Test func claimFromACancelledTaskGetsNilWhenNothingIsBuffered() async {
    let result = await settle(DeterministicScheduler()) { () -> String? in
      let handoff = Handoff<String>()
      let claimer = Task {
        withUnsafeCurrentTask { $0?.cancel() }
        return await handoff.claim()
      }
      return await claimer.value?.intent
    }
    #expect(result == .some(nil))
  }

  @Test func claimFromACancelledTaskStillTakesABufferedBaton() async {
    let result = await settle(DeterministicScheduler()) { () -> String? in
      let handoff = Handoff<String>()
      await handoff.deliver(Self.baton("a"))
      let claimer = Task {
        withUnsafeCurrentTask { $0?.cancel() }
        return await handoff.claim()
      }
      return await claimer.value?.intent
    }
    #expect(result == "a")
  }

  // MARK: - Delivered callback

  /// Runs `use` on a fresh counted handoff under the deterministic
  /// scheduler and returns how many times its delivered callback fired.
  private func deliveredCallbacks(
    after use: @escaping @MainActor @Sendable (Handoff<String>, VirtualClock) async -> Void
  ) async -> Int {
    let fired = Counter()
    let scheduler = DeterministicScheduler()
    let clock = scheduler.clock
    _ = await settle(scheduler) { await use(Self.counted(fired), clock) }
    return fired.value
  }

  @Test func deliveredCallbackFiresOnceWhenABufferedBatonIsClaimed() async {
    let fired = await deliveredCallbacks { handoff, _ in
      await handoff.deliver(Self.baton("a"))
      _ = await handoff.claim()
      _ = await handoff.claim()
      await handoff.deliver(Self.baton("b"))
    }
    #expect(fired == 1)
  }

  @Test func deliveredCallbackFiresOnceWhenAWaiterIsWoken() async {
    let fired = await deliveredCallbacks { handoff, clock in
      let claimer = Task { await handoff.claim() }
      await untilQuiescent(clock)
      await handoff.deliver(Self.baton("a"))
      _ = await claimer.value
      await handoff.deliver(Self.baton("b"))
    }
    #expect(fired == 1)
  }

  @Test func deliveredCallbackFiresOnceWhenAWaiterIsCancelled() async {
    let fired = await deliveredCallbacks { handoff, clock in
      let claimer = Task { await handoff.claim() }
      await untilQuiescent(clock)
      claimer.cancel()
      _ = await claimer.value
      await untilQuiescent(clock)
      await handoff.deliver(Self.baton("b"))
      _ = await handoff.claim()
    }
    #expect(fired == 1)
  }

  @Test func bufferedButUnclaimedHandoffNeverFiresTheCallback() async {
    let fired = await deliveredCallbacks { handoff, _ in
      await handoff.deliver(Self.baton("a"))
    }
    #expect(fired == 0)
  }

  // MARK: - Every schedule

  @Test func racingClaimAndDeliverHandTheBatonOverExactlyOnceInEverySchedule() async {
    var wokeOutcomes: Set<Bool> = []
    // NB: both sides are main-actor tasks, started in creation order (the
    // main actor is a FIFO queue), so creation order decides who reaches the
    // handoff first; both creation orders are explored.
    for deliverFirst in [false, true] {
      for seed in exploredSeeds {
        let fired = Counter()
        let result = await settle(DeterministicScheduler(seed: seed)) { () -> (Bool, String?) in
          let handoff = Self.counted(fired)
          var claimer: Task<Baton<String>?, Never>?
          if !deliverFirst { claimer = Task { await handoff.claim() } }
          let deliverer = Task { await handoff.deliver(Self.baton("a")) }
          if deliverFirst { claimer = Task { await handoff.claim() } }
          return (await deliverer.value, await claimer?.value?.intent)
        }
        // Whichever side arrives first, the claimer ends with the baton and
        // the callback fires once.
        #expect(result?.1 == "a", "seed \(seed)")
        #expect(fired.value == 1, "seed \(seed)")
        if let woke = result?.0 { wokeOutcomes.insert(woke) }
      }
    }
    // Both orders are reached: deliver-first (buffered) and claim-first (woken).
    #expect(wokeOutcomes == [false, true])
  }
}
