import IrisCheck
import Testing

@testable import Iris

/// Registry bookkeeping; cleanup paths run under the deterministic scheduler.
@Suite(.serialized)
struct HandoffRegistryTests {
  private enum Route: Hashable, Sendable {
    case inbox
    case badges
  }

  private static func baton() -> Baton<String> {
    Baton(intent: "msg", flow: NavFlow(source: "test"))
  }

  // MARK: - register / handoff(for:)

  @Test @MainActor func registerStoresTheReturnedHandoff() async {
    let registry = HandoffRegistry<Route, String>()
    let handoff = registry.register(for: .inbox)
    #expect(registry.handoff(for: .inbox) === handoff)
    #expect(registry.handoff(for: .badges) == nil)
  }

  @Test @MainActor func registerReplacesTheExistingEntry() async {
    let registry = HandoffRegistry<Route, String>()
    let first = registry.register(for: .inbox)
    let second = registry.register(for: .inbox)
    #expect(first !== second)
    #expect(registry.handoff(for: .inbox) === second)
  }

  @Test @MainActor func routesHaveIndependentEntries() async {
    let registry = HandoffRegistry<Route, String>()
    let inbox = registry.register(for: .inbox)
    let badges = registry.register(for: .badges)
    #expect(inbox !== badges)
    #expect(registry.handoff(for: .inbox) === inbox)
    #expect(registry.handoff(for: .badges) === badges)
  }

  // MARK: - entries / removal

  @Test @MainActor func entriesListEveryRegistration() async {
    let registry = HandoffRegistry<Route, String>()
    let inbox = registry.register(for: .inbox)
    let badges = registry.register(for: .badges)
    #expect(registry.entries.count == 2)
    #expect(registry.entries[.inbox] === inbox)
    #expect(registry.entries[.badges] === badges)
  }

  @Test @MainActor func removeAllRemovesWhatItJudgedBeforeAJudgementThrew() async {
    struct Refused: Error {}
    let registry = HandoffRegistry<Route, String>()
    registry.register(for: .inbox)
    registry.register(for: .badges)
    var judgedTrue: [Route] = []
    #expect(throws: Refused.self) {
      try registry.removeAll { route in
        if !judgedTrue.isEmpty { throw Refused() }
        judgedTrue.append(route)
        return true
      }
    }
    #expect(judgedTrue.count == 1)
    #expect(Set(registry.entries.keys) == Set([Route.inbox, .badges]).subtracting(judgedTrue))
  }

  @Test func removeHandoffSpendsItSoAWaitingClaimerGetsNil() async {
    let scheduler = DeterministicScheduler()
    let clock = scheduler.clock
    let result = await settle(scheduler) { () -> [Bool] in
      let registry = HandoffRegistry<Route, String>()
      let handoff = registry.register(for: .inbox)
      let claimer = Task { await handoff.claim() }
      await untilQuiescent(clock)
      let removed = registry.removeHandoff(for: .inbox)
      let received = await claimer.value
      let redelivered = await handoff.deliver(Self.baton())
      return [
        removed === handoff, received == nil, registry.entries.isEmpty, !redelivered,
        await handoff.claim() == nil, registry.removeHandoff(for: .inbox) == nil,
      ]
    }
    #expect(result == [true, true, true, true, true, true])
  }

  @Test @MainActor func registeredRoutesListEveryEntry() async {
    let registry = HandoffRegistry<Route, String>()
    #expect(registry.registeredRoutes.isEmpty)
    registry.register(for: .inbox)
    registry.register(for: .badges)
    registry.register(for: .inbox)
    #expect(Set(registry.registeredRoutes) == [.inbox, .badges])
    #expect(registry.registeredRoutes.count == 2)
  }

  @Test @MainActor func aLargeRegistryFindsEveryEntryAsItGrowsAndShrinks() async {
    // NB: past 16 entries the registry indexes its list; this walks it up
    // to 40 entries and back down to 2, checking every lookup on the way.
    let registry = HandoffRegistry<Int, String>()
    var expected: [Int: Handoff<String>] = [:]
    func matches() -> Bool {
      (0..<50).allSatisfy { registry.handoff(for: $0) === expected[$0] }
        && Set(registry.registeredRoutes) == Set(expected.keys)
        && registry.registeredRoutes.count == expected.count
    }
    for route in 0..<40 { expected[route] = registry.register(for: route) }
    #expect(matches())
    for route in stride(from: 0, to: 40, by: 3) { expected[route] = registry.register(for: route) }
    #expect(matches())
    for route in stride(from: 1, to: 40, by: 2) {
      #expect(registry.removeHandoff(for: route) === expected.removeValue(forKey: route))
    }
    #expect(matches())
    registry.removeAll { $0 > 30 }
    expected = expected.filter { $0.key <= 30 }
    #expect(matches())
    registry.prune { $0 % 4 != 0 }
    expected = expected.filter { $0.key % 4 == 0 }
    #expect(matches())
    for route in [3, 5] { expected[route] = registry.register(for: route) }
    registry.prune { $0 > 5 }
    expected = expected.filter { $0.key <= 5 }
    #expect(matches())
    #expect(expected.count == 4)
  }

  @Test func removingAnEntryQueuesNoCleanupOfIt() async {
    // NB: the registry removed the entry itself, so spending the handoff
    // must not start a cleanup task: one task per removal would be work
    // for nothing in every pruned step.
    func jobs(removing count: Int) async -> Int {
      let run = await DeterministicScheduler().runOnDedicatedThread { () -> Int in
        let registry = HandoffRegistry<Route, String>()
        for _ in 0..<count {
          registry.register(for: .inbox)
          registry.removeHandoff(for: .inbox)
          registry.register(for: .badges)
          registry.removeAll { _ in true }
        }
        return registry.registeredRoutes.count
      }
      #expect(run.outcome == .completed && run.value == 0)
      return run.jobsRun
    }
    #expect(await jobs(removing: 50) == jobs(removing: 0))
  }

  @Test @MainActor func removeAllRemovesOnlyTheMatchingRoutes() async {
    let registry = HandoffRegistry<Route, String>()
    registry.register(for: .inbox)
    let badges = registry.register(for: .badges)
    registry.removeAll { $0 == .inbox }
    #expect(registry.entries.count == 1)
    #expect(registry.entries[.badges] === badges)
  }

  @Test func freshRegistrationSurvivesTheCleanupOfAHandoffDeliveredBeforeIt() async {
    let scheduler = DeterministicScheduler()
    let clock = scheduler.clock
    let survived = await settle(scheduler) { () -> Bool in
      let registry = HandoffRegistry<Route, String>()
      let old = registry.register(for: .inbox)
      let waiter = Task { @MainActor in await old.claim() }
      await untilQuiescent(clock)  // the waiter is parked in claim()
      waiter.cancel()  // delivered (to nil): its cleanup job is queued now
      let fresh = registry.register(for: .inbox)
      await untilQuiescent(clock)  // the cleanup job has run
      return registry.handoff(for: .inbox) === fresh
    }
    #expect(survived == true)
  }

  @Test func replacingARegistrationAnswersItsWaiterWithNil() async {
    let scheduler = DeterministicScheduler()
    let clock = scheduler.clock
    let outcome = await settle(scheduler) { () -> [String] in
      let registry = HandoffRegistry<Route, String>()
      let old = registry.register(for: .inbox)
      let answers = Log()
      let waiter = Task { @MainActor in
        answers.append(await old.claim() == nil ? "waiter got nil" : "waiter got a baton")
      }
      await untilQuiescent(clock)  // the waiter is parked in claim()
      let fresh = registry.register(for: .inbox)
      try? await clock.sleep(for: .seconds(60))
      let seen = answers.entries.isEmpty ? ["waiter still waiting"] : answers.entries
      let registered = registry.handoff(for: .inbox) === fresh
      waiter.cancel()  // NB: lets an unanswered waiter end the run
      await fresh.deliver(Self.baton())
      let claimed = await fresh.claim()
      return seen + ["fresh registered \(registered)", "fresh claimed \(claimed != nil)"]
    }
    #expect(outcome == ["waiter got nil", "fresh registered true", "fresh claimed true"])
  }

  // MARK: - Cleanup on delivered

  /// Registers a handoff for `.inbox`, runs `use` on it under the
  /// deterministic scheduler, lets the cleanup jobs run, and says whether
  /// the entry is still registered (`nil` if the run did not complete).
  private func entryRemains(
    after use: @escaping @MainActor @Sendable (Handoff<String>, VirtualClock) async -> Void
  ) async -> Bool? {
    let scheduler = DeterministicScheduler()
    let clock = scheduler.clock
    return await settle(scheduler) { () -> Bool in
      let registry = HandoffRegistry<Route, String>()
      await use(registry.register(for: .inbox), clock)
      await untilQuiescent(clock)  // cleanup jobs have run
      return registry.handoff(for: .inbox) != nil
    }
  }

  @Test func entryIsRemovedAfterItsBufferedBatonIsClaimed() async {
    let remaining = await entryRemains { handoff, _ in
      await handoff.deliver(Self.baton())
      _ = await handoff.claim()
    }
    #expect(remaining == false)
  }

  @Test func entryIsRemovedAfterItsWaiterIsWoken() async {
    let remaining = await entryRemains { handoff, clock in
      let claimer = Task { await handoff.claim() }
      await untilQuiescent(clock)
      await handoff.deliver(Self.baton())
      _ = await claimer.value
    }
    #expect(remaining == false)
  }

  @Test func entryIsRemovedAfterItsWaiterIsCancelled() async {
    let remaining = await entryRemains { handoff, clock in
      let claimer = Task { await handoff.claim() }
      await untilQuiescent(clock)
      claimer.cancel()
      _ = await claimer.value
    }
    #expect(remaining == false)
  }

  @Test func undeliveredEntryStaysRegistered() async {
    let remaining = await entryRemains { handoff, _ in
      await handoff.deliver(Self.baton())
    }
    #expect(remaining == true)
  }

  @Test(arguments: exploredSeeds)
  func freshRegistrationSurvivesTheOldHandoffsCleanup(seed: UInt64) async {
    let scheduler = DeterministicScheduler(seed: seed)
    let clock = scheduler.clock
    let survived = await settle(scheduler) { () -> Bool in
      let registry = HandoffRegistry<Route, String>()
      let old = registry.register(for: .inbox)
      await old.deliver(Self.baton())
      let claim = Task { await old.claim() }
      // Re-register while the old handoff's cleanup may or may not have run.
      let fresh = registry.register(for: .inbox)
      _ = await claim.value
      await untilQuiescent(clock)
      return registry.handoff(for: .inbox) === fresh
    }
    #expect(survived == true)
  }

  // MARK: - Observation

  @Test @MainActor func registerNotifiesReadersOfTheEntry() async {
    let registry = HandoffRegistry<Route, String>()
    var handoff: Handoff<String>?
    #expect(
      notifies(
        reading: { _ = registry.handoff(for: .inbox) },
        when: { handoff = registry.register(for: .inbox) }))
    #expect(registry.handoff(for: .inbox) === handoff)
  }
}
