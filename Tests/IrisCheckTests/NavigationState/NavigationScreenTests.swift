import IrisCheck
import Testing

private enum Tab: CaseIterable, Hashable, Sendable { case home, cart }
private enum Route: Hashable, Sendable { case item(Int) }
private enum Sheet: Hashable, Sendable { case checkout }
private enum AppScreen: Hashable {
  case modal(Sheet)
  case pushed(Route)
  case tabRoot(Tab)
}

/// A store whose screen type is the derived one, so it writes no `screen(_:)`.
private final class DerivedScreenStore: ScreenJournaling {
  var selectedTab = Tab.home
  var sheet: Sheet?
  var currentScreen: DerivedScreen { .root(selectedTab) }
  var screenJournal: [DerivedScreen] = []
  func path(for tab: Tab) -> [Route] { [] }
  func perform(_ op: Tab) { selectedTab = op }
  func onChange(_ observer: @escaping () -> Void) {}
}

@MainActor struct NavigationScreenTests {
  private typealias Screen = NavigationScreen<Tab, Route, Sheet>

  @Test func mapBuildsTheCaseOfTheSameKind() {
    let map = { (screen: Screen) in
      screen.map(sheet: AppScreen.modal, route: AppScreen.pushed, root: AppScreen.tabRoot)
    }
    #expect(map(.sheet(.checkout)) == .modal(.checkout))
    #expect(map(.route(.item(2))) == .pushed(.item(2)))
    #expect(map(.root(.cart)) == .tabRoot(.cart))
  }

  @Test func aStoreShowingDerivedScreensMapsEachToItself() {
    #expect(DerivedScreenStore.screen(.route(.item(1))) == .route(.item(1)))
    #expect(DerivedScreenStore.screen(.root(.cart)) == .root(.cart))
  }
}
