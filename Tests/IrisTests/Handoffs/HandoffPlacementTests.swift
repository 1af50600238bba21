import IrisCheck
import Testing

@testable import Iris

/// Handoff-aware push and present (`pushRoute`, `presentRoute`), including refusals.
@Suite(.serialized)
struct HandoffPlacementTests {
  private enum Route: Hashable, Sendable {
    case inbox
    case thread(Int)
  }

  private static func baton(_ intent: String) -> Baton<String> {
    Baton(intent: intent, flow: NavFlow(source: intent))
  }

  /// Runs `body` in a main-actor task that is cancelled before it starts its work.
  @MainActor private static func inCancelledTask(
    _ body: @escaping @MainActor () async -> Void
  )
    async
  {
    await Task { @MainActor in
      withUnsafeCurrentTask { $0?.cancel() }
      await body()
    }.value
  }

  // MARK: - Accepted

  @Test func pushOfANewRouteRegistersAHandoffHoldingTheBaton() async {
    let sent = Self.baton("a")
    let result = await settle(DeterministicScheduler()) { () -> [Bool] in
      let navigator = GenericRouteNavigator<Route>()
      let registry = HandoffRegistry<Route, String>()
      await navigator.pushRoute(.thread(1), registry: registry, baton: sent)
      let claimed = await registry.handoff(for: .thread(1))?.claim()
      return [navigator.path == [.thread(1)], claimed == sent]
    }
    #expect(result == [true, true])
  }

  @Test func pushOntoTheTopWithAWaitingClaimerWakesItWithoutPushingAgain() async {
    let scheduler = DeterministicScheduler()
    let clock = scheduler.clock
    let sent = Self.baton("a")
    let result = await settle(scheduler) { () -> [Bool] in
      let navigator = GenericRouteNavigator<Route>()
      let registry = HandoffRegistry<Route, String>()
      navigator.push(.thread(1))
      let mounted = registry.register(for: .thread(1))
      let claimer = Task { await mounted.claim() }
      await untilQuiescent(clock)
      let placement = navigator.place(.thread(1), registry: registry, baton: sent)
      return [
        placement == .wokeWaiter, await claimer.value == sent, navigator.path == [.thread(1)],
      ]
    }
    #expect(result == [true, true, true])
  }

  @Test func pushOntoTheTopWithNoWaiterReplacesTheEntryAndSpendsTheOldOne() async {
    let first = Self.baton("first")
    let second = Self.baton("second")
    let result = await settle(DeterministicScheduler()) { () -> [String?] in
      let navigator = GenericRouteNavigator<Route>()
      let registry = HandoffRegistry<Route, String>()
      await navigator.pushRoute(.thread(1), registry: registry, baton: first)
      let old = registry.handoff(for: .thread(1))
      let placement = navigator.place(.thread(1), registry: registry, baton: second)
      let fresh = registry.handoff(for: .thread(1))
      return [
        "\(placement)", "\(navigator.path.count)", await fresh?.claim()?.intent,
        await old?.claim()?.intent,
      ]
    }
    // NB: the replaced handoff is spent: its buffered (older) baton is dropped.
    #expect(result == ["rebuffered", "1", "second", nil])
  }

  @Test func pushOfARouteDeeperInTheStackGivesTheNewTopTheBatonAndTheDeeperWaiterNil() async {
    let scheduler = DeterministicScheduler()
    let clock = scheduler.clock
    let sent = Self.baton("a")
    let result = await settle(scheduler) { () -> [String] in
      let navigator = GenericRouteNavigator<Route>()
      let registry = HandoffRegistry<Route, String>()
      navigator.push(.thread(1))
      let deeper = registry.register(for: .thread(1))
      let waiter = Task { await deeper.claim() }
      navigator.push(.thread(2))
      await untilQuiescent(clock)  // the deeper screen waits in claim()
      let placement = navigator.place(.thread(1), registry: registry, baton: sent)
      let top = await registry.handoff(for: .thread(1))?.claim()
      let pushed = navigator.path == [.thread(1), .thread(2), .thread(1)]
      return [
        "\(placement)", "pushed on top \(pushed)",
        "deeper got \(await waiter.value == nil ? "nil" : "a baton")",
        "top got \(top == sent ? "the baton" : "something else")",
      ]
    }
    #expect(
      result == ["shown", "pushed on top true", "deeper got nil", "top got the baton"])
  }

  // MARK: - Weak spot 2: a refused push registers and delivers nothing

  @Test func cancelledPushOfANewRoutePushesAndRegistersNothing() async {
    let result = await settle(DeterministicScheduler()) { () -> [Bool] in
      let navigator = GenericRouteNavigator<Route>()
      let registry = HandoffRegistry<Route, String>()
      var placement: HandoffPlacement?
      await Self.inCancelledTask {
        placement = navigator.place(.thread(1), registry: registry, baton: Self.baton("a"))
      }
      return [
        placement == .refused, navigator.path.isEmpty, registry.handoff(for: .thread(1)) == nil,
      ]
    }
    #expect(result == [true, true, true])
  }

  @Test func cancelledPushOntoTheTopNeitherWakesTheWaiterNorReplacesItsHandoff() async {
    let scheduler = DeterministicScheduler()
    let clock = scheduler.clock
    let later = Self.baton("later")
    let result = await settle(scheduler) { () -> [Bool] in
      let navigator = GenericRouteNavigator<Route>()
      let registry = HandoffRegistry<Route, String>()
      navigator.push(.thread(1))
      let mounted = registry.register(for: .thread(1))
      let claimer = Task { await mounted.claim() }
      await untilQuiescent(clock)
      await Self.inCancelledTask {
        await navigator.pushRoute(.thread(1), registry: registry, baton: Self.baton("refused"))
      }
      await untilQuiescent(clock)
      let entryKept = registry.handoff(for: .thread(1)) === mounted
      // The claimer is still waiting: the next delivery wakes it.
      let woke = await mounted.deliver(later)
      return [entryKept, woke, await claimer.value == later]
    }
    #expect(result == [true, true, true])
  }

  @Test func supersededPushIsRefusedEvenFromATaskCancellationDoesNotReach() async {
    let scheduler = DeterministicScheduler()
    let clock = scheduler.clock
    let result = await settle(scheduler) { () -> [String] in
      let navigator = GenericRouteNavigator<Route>()
      let registry = HandoffRegistry<Route, String>()
      let executor = LatestWinsExecutor(policy: .ui, clock: clock)
      let log = Log()
      executor.run {
        // An unstructured task inherits the operation's lease but not its cancellation.
        await Task { @MainActor in
          await Task { try? await clock.sleep(for: .seconds(1)) }.value
          let placement = navigator.place(
            .thread(1), registry: registry, baton: Self.baton("stale"))
          log.append("cancelled:\(Task.isCancelled) placement:\(placement)")
        }.value
      }
      await untilQuiescent(clock)
      executor.run {}
      try? await clock.sleep(for: .seconds(2))
      log.append("path:\(navigator.path.count) entry:\(registry.handoff(for: .thread(1)) != nil)")
      return withExtendedLifetime(executor) { log.entries }
    }
    #expect(result == ["cancelled:false placement:refused", "path:0 entry:false"])
  }

  @Test func cancelledPresentPresentsAndRegistersNothing() async {
    let result = await settle(DeterministicScheduler()) { () -> [Bool] in
      let navigator = GenericSheetNavigator<Route>()
      let registry = HandoffRegistry<Route, String>()
      await Self.inCancelledTask {
        await navigator.presentRoute(.inbox, registry: registry, baton: Self.baton("a"))
      }
      return [navigator.sheet == nil, registry.handoff(for: .inbox) == nil]
    }
    #expect(result == [true, true])
  }

  @Test func presentOfANewSheetRegistersAHandoffHoldingTheBaton() async {
    let sent = Self.baton("a")
    let result = await settle(DeterministicScheduler()) { () -> [Bool] in
      let navigator = GenericSheetNavigator<Route>()
      let registry = HandoffRegistry<Route, String>()
      await navigator.presentRoute(.inbox, registry: registry, baton: sent)
      return [navigator.sheet == .inbox, await registry.handoff(for: .inbox)?.claim() == sent]
    }
    #expect(result == [true, true])
  }
}
