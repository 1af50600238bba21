import Iris
import IrisCheck
import Observation
import Testing

/// The plumbed base class end to end: a sample app's links routed to stack, sheet and effects.
@Suite(.serialized)
struct PlumbedCoordinatorBaseTests {
  // MARK: - Setup

  @Test @MainActor func newCoordinatorStartsAtTheRootWithUpstreamPolicies() async {
    let clock = VirtualClock()
    let coordinator = SampleCoordinator(clock: clock)
    #expect(coordinator.state == NavigationState())
    #expect(coordinator.linkSwitcher.policy == .links)
    #expect(coordinator.uiSwitcher.policy == .ui)
    #expect(coordinator.linkSwitcher.clock as? VirtualClock === clock)
    #expect(coordinator.uiSwitcher.clock as? VirtualClock === clock)
    #expect(SampleCoordinator.interStepAnimationPause == .zero)
  }

  // MARK: - Sample flow

  @Test func sampleLinksEndWithTheExpectedStackSheetAndEffects() async throws {
    let result = try await #require(
      drive { coordinator, clock in
        coordinator.link(.openThread(7), "A")
        await untilQuiescent(clock)
        coordinator.link(.compose("hi"), "B")
      })
    #expect(result.state == NavigationState(path: [.inbox, .thread(7)], sheet: .compose))
    #expect(result.applied == [.select(7), .draft("hi")])
    #expect(
      result.events(of: "B") == [
        "B:start", "B:present compose", "B:registered sheet compose", "B:effect draft(\"hi\")",
        "B:finish",
      ])
  }

  @Test func openingAThreadFromASheetDismissesItFirst() async throws {
    let result = try await #require(
      drive { coordinator, clock in
        coordinator.link(.compose("draft"), "A")
        await untilQuiescent(clock)
        coordinator.link(.openThread(2), "B")
      })
    #expect(result.state == NavigationState(path: [.inbox, .thread(2)], sheet: nil))
  }

  // MARK: - Handoffs through the coordinator

  @Test func pushedScreenClaimsTheBatonOfTheFlowThatPushedIt() async {
    let sent = Baton<SampleIntent>(intent: .openThread(4), flow: NavFlow(source: "A"))
    let scheduler = DeterministicScheduler()
    let clock = scheduler.clock
    let claimed = await settle(scheduler) { () -> [Bool] in
      let coordinator = SampleCoordinator(clock: clock)
      coordinator.route(baton: sent)
      await untilQuiescent(clock)
      let thread = await coordinator.stackHandoffs.handoff(for: .thread(4))?.claim()
      let inbox = await coordinator.stackHandoffs.handoff(for: .inbox)?.claim()
      return [thread == sent, inbox == sent]
    }
    #expect(claimed == [true, true])
  }

  @Test func linkToTheMountedTopWakesItsWaitingScreenWithoutAnotherPush() async throws {
    let scheduler = DeterministicScheduler()
    let clock = scheduler.clock
    let sent = Baton<SampleIntent>(
      intent: .script([.nav(.push(.thread(1)))]), flow: NavFlow(source: "B"))
    let result = await settle(scheduler) { () -> [String] in
      let coordinator = SampleCoordinator(clock: clock)
      coordinator.nav.push(.thread(1))
      let mounted = coordinator.stackHandoffs.register(for: .thread(1))
      let screen = Task { await mounted.claim() }
      await untilQuiescent(clock)
      coordinator.route(baton: sent)
      let received = await screen.value
      await untilQuiescent(clock)
      return coordinator.events + [
        "received:\(received == sent)", "depth:\(coordinator.nav.stackDepth)",
        "entry:\(coordinator.stackHandoffs.handoff(for: .thread(1)) != nil)",
      ]
    }
    #expect(
      result == [
        "B:start", "B:push thread(1)", "B:delivered stack thread(1)", "B:finish", "received:true",
        "depth:1", "entry:false",
      ])
  }

  @Test func dispatchFromACancelledTaskChangesAndTracesNothing() async {
    let result = await settle(DeterministicScheduler()) { () -> [String] in
      let coordinator = SampleCoordinator(clock: VirtualClock())
      let baton = Baton<SampleIntent>(intent: .openThread(1), flow: NavFlow(source: "A"))
      await Task { @MainActor in
        withUnsafeCurrentTask { $0?.cancel() }
        await coordinator.dispatchIfPossible(.push(.thread(1)), baton: baton)
        await coordinator.dispatchIfPossible(.present(.compose), baton: baton)
        await coordinator.dispatchIfPossible(.popToRoot, baton: baton)
      }.value
      let stored = coordinator.stackHandoffs.handoff(for: .thread(1)) != nil
      return coordinator.events + ["depth:\(coordinator.nav.stackDepth) handoff:\(stored)"]
    }
    #expect(result == ["depth:0 handoff:false"])
  }

  // MARK: - Navigation changes

  @Test func everyChangeOfThePathOrSheetIsReportedBeforeTheStepIsTraced() async throws {
    let scheduler = DeterministicScheduler()
    let clock = scheduler.clock
    let events = try #require(
      await settle(scheduler) { () -> [String] in
        let coordinator = ChangeCountingCoordinator(clock: clock)
        coordinator.link(.openThread(7), "A")
        await untilQuiescent(clock)
        coordinator.nav.push(.thread(8))
        coordinator.routeNav.path = [.inbox]
        coordinator.sheetNav.present(.compose)
        coordinator.nav.restore(NavigationState(path: [], sheet: nil))
        return coordinator.events
      })
    // NB: the dismiss and the pop to the root at launch change nothing, so
    // they are not reported; the restore changes both the path and the sheet.
    #expect(
      events == [
        "A:start", "A:dismissSheet", "A:popToRoot", "changed", "A:push inbox",
        "A:registered stack inbox", "changed", "A:push thread(7)",
        "A:registered stack thread(7)", "A:effect select(7)", "A:finish",
        "changed", "changed", "changed", "changed", "changed",
      ])
  }

  @Test @MainActor func pruningReadsTheNavigationWithoutObservingIt() async {
    let coordinator = SampleCoordinator(clock: VirtualClock())
    let fired = Flag()
    withObservationTracking {
      coordinator.pruneHandoffs()
    } onChange: {
      fired.set()
    }
    coordinator.nav.push(.inbox)
    coordinator.sheetNav.present(.compose)
    #expect(!fired.isSet)
  }

  // MARK: - Observation

  @Test @MainActor func observableSubclassReportsItsOwnState() async {
    let coordinator = SampleCoordinator(clock: VirtualClock())
    let fired = Flag()
    withObservationTracking {
      _ = coordinator.applied
    } onChange: {
      fired.set()
    }
    coordinator.applied.append(.select(1))
    #expect(fired.isSet)
  }
}

/// Records every navigation change into the trace, as `"changed"`.
@MainActor private final class ChangeCountingCoordinator: SampleCoordinator {
  override func navigationDidChange() {
    events.append("changed")
    super.navigationDidChange()
  }
}
