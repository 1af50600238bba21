import Testing

@testable import Iris

@MainActor
struct GenericSheetNavigatorTests {
  // MARK: - present / dismiss

  @Test func presentReplacesAndDismissClears() {
    let navigator = GenericSheetNavigator<String>()
    navigator.present("a")
    navigator.present("b")
    #expect(navigator.routeSheet == "b")
    #expect(navigator.currentRoute == "b")
    navigator.dismissSheet()
    #expect(navigator.routeSheet == nil)
  }

  @Test func presentIfNeededReportsWhetherItPresented() {
    let navigator = GenericSheetNavigator<String>()
    #expect(navigator.presentIfNeeded("a"))
    #expect(!navigator.presentIfNeeded("a"))
    #expect(navigator.presentIfNeeded("b"))
    #expect(navigator.sheet == "b")
  }

  // MARK: - transition

  @Test func transitionSwapsPresentsAndDismisses() async {
    let navigator = GenericSheetNavigator<String>()
    await navigator.transition(to: "a")
    #expect(navigator.sheet == "a")
    await navigator.transition(to: "b")
    #expect(navigator.sheet == "b")
    await navigator.transition(to: nil)
    #expect(navigator.sheet == nil)
  }

  @Test func transitionInACancelledTaskChangesNothing() async {
    let navigator = GenericSheetNavigator<String>()
    navigator.present("a")
    let task = Task { @MainActor in
      withUnsafeCurrentTask { $0?.cancel() }
      await navigator.transition(to: "b")
    }
    await task.value
    #expect(navigator.sheet == "a")
  }

  // MARK: - Observation

  @Test func presentNotifiesObserversOfTheSheet() {
    let navigator = GenericSheetNavigator<String>()
    #expect(notifies(reading: { _ = navigator.routeSheet }, when: { navigator.present("a") }))
    #expect(navigator.routeSheet == "a")
  }

  @Test func presentingThePresentedSheetNotifiesNoOne() {
    let navigator = GenericSheetNavigator<String>()
    navigator.present("a")
    #expect(!notifies(reading: { _ = navigator.routeSheet }, when: { navigator.present("a") }))
  }

  @Test func theChangeHookFollowsEveryChangeAndNoEqualWrite() {
    let navigator = GenericSheetNavigator<String>()
    var changes = 0
    navigator.onChange = { changes += 1 }
    navigator.present("a")
    navigator.present("a")
    navigator.routeSheet? += "b"
    navigator.dismissSheet()
    navigator.dismissSheet()
    #expect(changes == 3)
    #expect(navigator.routeSheet == nil)
  }
}
