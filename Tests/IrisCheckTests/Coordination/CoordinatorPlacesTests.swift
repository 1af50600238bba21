import Iris
import IrisCheck
import Observation
import Testing

// Two tabs, each with its own stack, one handoff registry: the shape an app
// written from the README took. An item open in both tabs is one site, so
// the screen in one tab can claim the baton a link left for the other's.
// With `place` (the selected tab) the laws tell the two screens apart and
// catch it; with routes that name their tab, the same app passes. (Random
// bursts reach this pattern rarely: the tests run it directly.)

private enum Shelf: String, Hashable, Sendable, CaseIterable { case left, right }

private enum PlaceIntent: Hashable, Sendable {
  case open(Shelf, id: String)  // shows the tab, then pushes the item on its stack
  case show(Shelf)  // a tab switch
}

private struct PlaceRoute: Hashable, Sendable {
  var id: String
  /// The tab, when the app's routes name it (the fix); `nil` otherwise.
  var shelf: Shelf?
}

private enum PlaceEffect: Equatable, Sendable { case select(Shelf) }

/// The flow when routes do not name their tab (`Named == false`) or do.
private enum PlaceFlow<Named: NamesTab>: NavigationFlow {
  static func operations(intent: PlaceIntent) -> [Step<PlaceRoute, Never, PlaceEffect>] {
    switch intent {
    case .open(let shelf, let id):
      [.effect(.select(shelf)), .nav(.push(PlaceRoute(id: id, shelf: Named.value ? shelf : nil)))]
    case .show(let shelf): [.effect(.select(shelf))]
    }
  }
}

private protocol NamesTab: Sendable { static var value: Bool { get } }
private enum RouteOnly: NamesTab { static let value = false }
private enum RouteAndTab: NamesTab { static let value = true }

@MainActor @Observable
private final class TabsCoordinator<Named: NamesTab>: PlumbedCoordinatorBase<PlaceFlow<Named>> {
  private(set) var selected = Shelf.left
  private var parked: [Shelf: [PlaceRoute]] = [:]

  /// Every tab's stack, the selected one's included.
  var stacks: [Shelf: [PlaceRoute]] {
    parked.merging([selected: routeNav.routeStack.routes]) { $1 }.filter { !$0.value.isEmpty }
  }

  override func apply(_ effect: PlaceEffect, _ baton: Baton<PlaceIntent>) async {
    guard case .select(let shelf) = effect, shelf != selected else { return }
    parked[selected] = routeNav.routeStack.routes
    routeNav.reset(to: parked.removeValue(forKey: shelf) ?? [])
    selected = shelf
  }
}

private struct TabsState: Equatable, Sendable {
  var selected: Shelf
  var stacks: [Shelf: [PlaceRoute]]
}

private func tabsHarness<Named: NamesTab>(
  _: Named.Type, places: Bool
) -> CoordinatorHarness<TabsCoordinator<Named>, TabsState> {
  var harness = CoordinatorHarness<TabsCoordinator<Named>, TabsState>.plumbed(
    { TabsCoordinator<Named>(clock: $0) },
    snapshot: { TabsState(selected: $0.selected, stacks: $0.stacks) },
    route: { state, intent in
      switch intent {
      case .open(let shelf, let id):
        var stacks = state.stacks
        let route = PlaceRoute(id: id, shelf: Named.value ? shelf : nil)
        // NB: a route already on top is not pushed again.
        if stacks[shelf]?.last != route { stacks[shelf, default: []].append(route) }
        return TabsState(selected: shelf, stacks: stacks)
      case .show(let shelf): return TabsState(selected: shelf, stacks: state.stacks)
      }
    })
  if places { harness.place = { $0.selected.rawValue } }
  return harness
}

private let tabIntents = Gen<PlaceIntent>.oneOf(
  Gen<Shelf>.cases().map { .open($0, id: "a") }, Gen<Shelf>.cases().map { .show($0) })

struct CoordinatorPlacesTests {
  private static let settings = Configuration(
    seed: 1, shrinkTimeLimit: .seconds(3_600), saveRegressions: false)

  /// Item `a` opened in the left tab, then in the right one (the entry is
  /// the right one's now), then the left tab shown again: its screen of
  /// `a` claims the right tab's baton.
  private static let crossTab = CoordinatorScenario(
    burst: BatonBurst<PlaceIntent>([
      .link(.open(.left, id: "a")), .wait(.seconds(2)), .link(.open(.right, id: "a")),
      .wait(.seconds(2)), .link(.show(.left)),
    ]), schedule: .fifo)

  @Test func aScreenInOneTabClaimingAnotherTabsBatonIsCaughtWithPlaces() async throws {
    let laws = CoordinatorLaws(tabsHarness(RouteOnly.self, places: true), intents: tabIntents)
    let violation = try #require(await laws.law(named: "NoStalePayload")?.check(Self.crossTab))
    #expect(
      violation.message.hasPrefix(
        #"ScreenGetsTheBatonOfItsPush: screen .stack(PlaceRoute(id: "a", shelf: nil)) in left "#
          + "received flow#2's baton, but "
          + "flow#1's push put that screen there\n"))
  }

  /// Every law on the tab app whose routes name their tab, with places
  /// (rule TabSwitchTakesOffScreen's correct app).
  static func routesThatNameTheirTab() async -> [LawResult] {
    let laws = CoordinatorLaws(tabsHarness(RouteAndTab.self, places: true), intents: tabIntents)
    return await laws.suite.run(configuration: Self.settings)
  }

  @Test func routesThatNameTheirTabPassEveryLawWithPlaces() async {
    for result in await Self.routesThatNameTheirTab() { #expect(!result.isFailure, "\(result)") }
  }
}
