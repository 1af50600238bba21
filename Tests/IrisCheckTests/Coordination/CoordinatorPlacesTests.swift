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

enum TabSide: String, Hashable, Sendable, CaseIterable { case left, right }

enum PlaceIntent: Hashable, Sendable {
  case open(TabSide, id: String)  // shows the tab, then pushes the item on its stack
  case show(TabSide)  // a tab switch
}

struct PlaceRoute: Hashable, Sendable {
  var id: String
  /// The tab, when the app's routes name it (the fix); `nil` otherwise.
  var shelf: TabSide?
}

enum PlaceEffect: Equatable, Sendable { case select(TabSide) }

/// The flow when routes do not name their tab (`Named == false`) or do.
enum PlaceFlow<Named: NamesTab>: NavigationFlow {
  static func operations(intent: PlaceIntent) -> [Step<PlaceRoute, Never, PlaceEffect>] {
    switch intent {
    case .open(let shelf, let id):
      [.effect(.select(shelf)), .nav(.push(PlaceRoute(id: id, shelf: Named.value ? shelf : nil)))]
    case .show(let shelf): [.effect(.select(shelf))]
    }
  }
}

protocol NamesTab: Sendable { static var value: Bool { get } }
enum RouteOnly: NamesTab { static let value = false }
enum RouteAndTab: NamesTab { static let value = true }

@MainActor @Observable
final class TabsCoordinator<Named: NamesTab>: PlumbedCoordinatorBase<PlaceFlow<Named>> {
  private(set) var selected = TabSide.left
  private var parked: [TabSide: [PlaceRoute]] = [:]

  /// Every tab's stack, the selected one's included.
  var stacks: [TabSide: [PlaceRoute]] {
    parked.merging([selected: routeNav.routeStack.routes]) { $1 }.filter { !$0.value.isEmpty }
  }

  override func apply(_ effect: PlaceEffect, _ baton: Baton<PlaceIntent>) async {
    guard case .select(let shelf) = effect, shelf != selected else { return }
    parked[selected] = routeNav.routeStack.routes
    routeNav.reset(to: parked.removeValue(forKey: shelf) ?? [])
    selected = shelf
  }
}

struct TabsState: Equatable, Sendable {
  var selected: TabSide
  var stacks: [TabSide: [PlaceRoute]]
}

func tabsHarness<Named: NamesTab>(
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

let tabIntents = Gen<PlaceIntent>.oneOf(
  Gen<TabSide>.cases().map { .open($0, id: "a") }, Gen<TabSide>.cases().map { .show($0) })

struct CoordinatorPlacesTests {
  private static let settings = Configuration(seed: 1, saveRegressions: false)

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
    return await laws.suite.results(configuration: Self.settings)
  }

  /// Without `place`, the same app is told what to set once a tab switch
  /// puts a stack back on screen.
  @Test func aTabAppWithoutPlacesIsToldToSetIt() async throws {
    let laws = CoordinatorLaws(tabsHarness(RouteOnly.self, places: false), intents: tabIntents)
    let awayAndBack = CoordinatorScenario(
      burst: BatonBurst<PlaceIntent>([
        .link(.open(.left, id: "a")), .wait(.zero), .link(.show(.right)), .wait(.zero),
        .link(.show(.left)),
      ]), schedule: .fifo)
    let violation = try #require(await laws.law(named: "NoStalePayload")?.check(awayAndBack))
    #expect(
      violation.message.hasPrefix(
        "PathMovesOnlyBySteps: flow#3's effect .select(.left) changed the path on screen from [] "
          + #"to [.stack(PlaceRoute(id: "a", shelf: nil))] with no step, putting back a path an "#
          + "effect had taken away, as switching back to a tab does: set `harness.place` to "
          + "where the path shows (the selected tab)"))
  }

  @Test func routesThatNameTheirTabPassEveryLawWithPlaces() async {
    for result in await Self.routesThatNameTheirTab() { #expect(!result.isFailure, "\(result)") }
  }
}
