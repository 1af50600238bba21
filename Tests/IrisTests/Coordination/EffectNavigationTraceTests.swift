import Iris
import IrisCheck
import Testing

/// A sample app whose effects navigate the Iris 1.0 way, through the
/// navigators' and registries' own operations: `select` pops to the root,
/// pushes the thread, registers its handoff and delivers the baton; `draft`
/// presents the composer with `presentRoute`, then dismisses it.
@MainActor final class HandNavigatingCoordinator: SampleCoordinator {
  override func apply(_ effect: SampleEffect, _ baton: Baton<SampleIntent>) async {
    switch effect {
    case .select(let id):
      routeNav.popToRoot()
      routeNav.push(.thread(id))
      await stackHandoffs.register(for: .thread(id)).deliver(baton)
    case .draft:
      await sheetNav.presentRoute(.compose, registry: sheetHandoffs, baton: baton)
      sheetNav.dismissSheet()
    case .pause, .stall:
      await super.apply(effect, baton)
    }
  }
}

/// Navigation an effect does through Iris's public operations is traced as
/// its flow's, once; a step's own navigation, and navigation outside any
/// effect, are traced as before.
struct EffectNavigationTraceTests {
  private static let handNavigating: @MainActor @Sendable (VirtualClock) -> SampleCoordinator = {
    HandNavigatingCoordinator(clock: $0)
  }

  @Test func anEffectsPushPopAndRegistrationAreItsFlows() async throws {
    let result = try #require(
      await drive(make: Self.handNavigating) { coordinator, _ in
        coordinator.route(baton: scripted("A", [.nav(.push(.inbox)), .effect(.select(1))]))
      })
    #expect(
      result.events(of: "A") == [
        "A:start", "A:push inbox", "A:registered stack inbox", "A:popToRoot",
        "A:push thread(1)", "A:registered stack thread(1)", "A:effect select(1)", "A:finish",
      ])
    #expect(result.state == NavigationState(path: [.thread(1)], sheet: nil))
  }

  @Test func presentRouteInAnEffectIsTracedOnceAndItsDismissToo() async throws {
    let result = try #require(
      await drive(make: Self.handNavigating) { coordinator, _ in
        coordinator.route(baton: scripted("A", [.effect(.draft("hi"))]))
      })
    #expect(
      result.events(of: "A") == [
        "A:start", "A:present compose", "A:registered sheet compose", "A:dismissSheet",
        "A:effect draft(\"hi\")", "A:finish",
      ])
  }

  @Test func navigationOutsideAnEffectIsNotTraced() async throws {
    let result = try #require(
      await drive(make: Self.handNavigating) { coordinator, clock in
        coordinator.routeNav.push(.inbox)
        coordinator.stackHandoffs.register(for: .inbox)
        coordinator.sheetNav.present(.compose)
        coordinator.sheetNav.dismissSheet()
        await untilQuiescent(clock)
      })
    #expect(result.events == [])
    #expect(result.state == NavigationState(path: [.inbox], sheet: nil))
  }
}
