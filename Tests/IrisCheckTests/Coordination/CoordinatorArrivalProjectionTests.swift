import Iris
import IrisCheck
import Observation
import Testing

// A tab app whose selected tab lives outside the navigator: a link to the
// other tab selects it, yields (an `await` in its effect), then pushes.
// Observers see the new tab over the old stack for a turn. The default
// projection (the stack path and the sheet) does not read the tab, so the
// law fails naming `showing:`; with `showing:` naming the tab, it catches
// the flash itself; without the yield, the app passes.

private enum Side: String, Hashable, Sendable, CaseIterable { case left, right }
private enum SideIntent: Hashable, Sendable { case open(Side, id: String) }
private struct SideRoute: Hashable, Sendable { var id: String }
private enum SideEffect: Equatable, Sendable { case select(Side) }

private enum SideFlow: NavigationFlow {
  static func operations(intent: SideIntent) -> [Step<SideRoute, Never, SideEffect>] {
    switch intent {
    case .open(let side, let id): [.effect(.select(side)), .nav(.push(SideRoute(id: id)))]
    }
  }
}

@MainActor @Observable
private final class SideCoordinator: PlumbedCoordinatorBase<SideFlow> {
  private(set) var selected = Side.left
  private let yields: Bool

  init(clock: any Clock<Duration>, yields: Bool) {
    self.yields = yields
    super.init(clock: clock)
  }

  override func apply(_ effect: SideEffect, _ baton: Baton<SideIntent>) async {
    guard case .select(let side) = effect, side != selected else { return }
    routeNav.reset(to: [])
    selected = side
    if yields { await Task.yield() }
  }
}

private struct SideState: Equatable, Sendable {
  var selected: Side
  var path: [SideRoute]
}

private func sideHarness(yields: Bool) -> CoordinatorHarness<SideCoordinator, SideState> {
  CoordinatorHarness<SideCoordinator, SideState>.plumbed(
    { SideCoordinator(clock: $0, yields: yields) },
    snapshot: { SideState(selected: $0.selected, path: $0.state.path) })
}

struct CoordinatorArrivalProjectionTests {
  private static let link: [ArrivalEvent<SideIntent>] = [.link(.open(.right, id: "a"))]

  @Test func theDefaultProjectionSaysWhatItJudged() {
    #expect(
      CoordinatorArrivalLaw(sideHarness(yields: false)).projection
        == "shownNavigation (the stack path and the sheet)")
    #expect(
      CoordinatorArrivalLaw(sideHarness(yields: false), showing: { $0.selected }).projection
        == "showing:")
  }

  @Test func aTabFlashTheDefaultProjectionDoesNotReadFailsNamingShowing() async throws {
    let law = CoordinatorArrivalLaw(sideHarness(yields: true))
    let violation = try #require(await law.check(Self.link))
    #expect(violation.direction == "projection")
    #expect(
      violation.message
        == #"after [], .link(.open(.right, id: "a")) showed observers "#
        + "SideState(selected: .right, path: []), which is neither the start "
        + "SideState(selected: .left, path: []) nor the destination SideState(selected: .right, "
        + #"path: [SideRoute(id: "a")]); the law judged shownNavigation (the stack path and the "#
        + "sheet), which does not read that change: pass `showing:` with everything observers "
        + "see (the selected tab too), or `showing: { $0.shownNavigation }` when the rest is "
        + "app data")
  }

  @Test func withShowingNamingTheTabTheFlashIsAnIntermediateState() async throws {
    let law = CoordinatorArrivalLaw(
      sideHarness(yields: true), showing: { SideState(selected: $0.selected, path: $0.state.path) })
    let violation = try #require(await law.check(Self.link))
    #expect(violation.direction == "intermediate state")
  }

  @Test func theSameLinkInOneTurnPassesUnderTheDefaultProjection() async {
    let law = CoordinatorArrivalLaw(sideHarness(yields: false))
    #expect(await law.check(Self.link) == nil)
  }

  @Test func theSuiteShrinksTheFlashToOneLink() async throws {
    let law = CoordinatorArrivalLaw(sideHarness(yields: true))
    let intents = Gen<SideIntent>.element(of: [.open(.left, id: "a"), .open(.right, id: "a")])
    let result = try #require(
      await LawSuite([
        .coordinatorArrival(law, over: .arrivalJourney(intents: intents, taps: false))
      ]).results(configuration: Configuration(examples: 200, seed: 1, saveRegressions: false)).first
    )
    #expect(result.counterexample == #"[.link(.open(.right, id: "a"))]"#)
    #expect(result.violation?.direction == "projection")
  }
}
