import Testing

@testable import Iris

@MainActor
struct NavigationFacadeTests {
  private func makeFacade() -> NavigationFacade<Int, String> {
    NavigationFacade(route: GenericRouteNavigator(), sheet: GenericSheetNavigator())
  }

  // MARK: - Reads

  @Test func readsReflectTheNavigators() {
    let facade = makeFacade()
    #expect(facade.stackTop == nil)
    #expect(facade.stackDepth == 0)
    facade.push(1)
    facade.push(2)
    facade.present("s")
    #expect(facade.stackTop == 2)
    #expect(facade.stackDepth == 2)
    #expect(facade.sheetTop == "s")
    #expect(facade.state == NavigationState(path: [1, 2], sheet: "s"))
  }

  // MARK: - Stack operations

  @Test func stackOperationsForwardToTheRouteNavigator() {
    let facade = makeFacade()
    #expect(facade.pushIfNeeded(1))
    #expect(!facade.pushIfNeeded(1))
    facade.ensureTop(2)
    facade.replaceTop(with: 3)
    #expect(facade.route.path == [1, 3])
    facade.popToRoot()
    #expect(facade.stackDepth == 0)
    facade.push(5)
    facade.resetStack()
    #expect(facade.stackDepth == 0)
  }

  // MARK: - Sheet operations

  @Test func sheetOperationsForwardToTheSheetNavigator() async {
    let facade = makeFacade()
    #expect(facade.presentIfNeeded("a"))
    #expect(!facade.presentIfNeeded("a"))
    await facade.transition(to: "b")
    #expect(facade.sheetTop == "b")
    facade.dismissSheet()
    #expect(facade.sheetTop == nil)
  }

  // MARK: - restore

  @Test func restorePutsBackASavedStateExactly() {
    let facade = makeFacade()
    facade.push(9)
    let saved = NavigationState<Int, String>(path: [1, 1, 2], sheet: "x")
    facade.restore(saved)
    #expect(facade.state == saved)
  }
}
