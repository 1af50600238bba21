import IrisCheck
import Testing

private enum Tab: CaseIterable, Hashable, Sendable { case home, cart }
private enum Route: Hashable, Sendable { case item(Int) }
private enum Sheet: Hashable, Sendable { case checkout }

struct NavigationSnapshotTests {
  private typealias Snapshot = NavigationSnapshot<Tab, Route, Sheet>

  // MARK: - init

  @Test func aTabMissingFromThePathsHasAnEmptyPath() {
    let snapshot = Snapshot(selectedTab: .cart, paths: [.home: [.item(1)]], sheet: nil)
    #expect(snapshot.paths == [.home: [.item(1)], .cart: []])
    #expect(
      snapshot == Snapshot(selectedTab: .cart, paths: [.home: [.item(1)], .cart: []], sheet: nil))
  }

  // MARK: - currentScreen

  @Test func theSheetIsOnTopOfEverything() {
    let snapshot = Snapshot(selectedTab: .home, paths: [.home: [.item(1)]], sheet: .checkout)
    #expect(snapshot.currentScreen == .sheet(.checkout))
  }

  @Test func withoutASheetTheTopOfTheSelectedPathIsOnTop() {
    let snapshot = Snapshot(
      selectedTab: .cart, paths: [.home: [.item(1)], .cart: [.item(2), .item(3)]], sheet: nil)
    #expect(snapshot.currentScreen == .route(.item(3)))
  }

  @Test func anEmptySelectedPathShowsTheTabsRoot() {
    let snapshot = Snapshot(selectedTab: .cart, paths: [.home: [.item(1)]], sheet: nil)
    #expect(snapshot.currentScreen == .root(.cart))
  }

  // MARK: - swiftLiteral

  @Test func printsAsSwiftWithTabsInDeclarationOrder() {
    let snapshot = Snapshot(selectedTab: .cart, paths: [.cart: [.item(2)]], sheet: .checkout)
    #expect(
      SwiftLiteral.describe(snapshot)
        == "NavigationSnapshot(selectedTab: .cart, paths: [.home: [], .cart: [.item(2)]], "
        + "sheet: .checkout)")
  }
}
