import Observation
import Testing

@testable import Iris

@MainActor
struct GenericRouteNavigatorTests {
  // MARK: - Path

  @Test func settingPathCollapsesConsecutiveDuplicates() {
    let navigator = GenericRouteNavigator<Int>()
    navigator.path = [1, 1, 2, 2, 2, 1]
    #expect(navigator.path == [1, 2, 1])
  }

  @Test func resetToKeepsDuplicates() {
    let navigator = GenericRouteNavigator<Int>()
    navigator.reset(to: [1, 1])
    #expect(navigator.routeStack.routes == [1, 1])
  }

  // MARK: - pushIfNeeded

  @Test func pushIfNeededPushesANewTopAndReportsIt() {
    let navigator = GenericRouteNavigator<Int>()
    #expect(navigator.pushIfNeeded(1))
    #expect(!navigator.pushIfNeeded(1))
    #expect(navigator.path == [1])
  }

  @Test func pushIfNeededRefusesInACancelledTask() async {
    let navigator = GenericRouteNavigator<Int>()
    let task = Task { @MainActor in
      withUnsafeCurrentTask { $0?.cancel() }
      return navigator.pushIfNeeded(1)
    }
    #expect(await task.value == false)
    #expect(navigator.path.isEmpty)
  }

  // MARK: - Other operations

  @Test func ensureTopReplaceTopPopToRootAndReset() {
    let navigator = GenericRouteNavigator<Int>()
    navigator.push(1)
    navigator.ensureTop(1)
    #expect(navigator.path == [1])
    navigator.ensureTop(2)
    navigator.replaceTop(3)
    #expect(navigator.path == [1, 3])
    navigator.popToRoot()
    #expect(navigator.path.isEmpty)
    navigator.push(4)
    navigator.reset()
    #expect(navigator.path.isEmpty)
  }

  // MARK: - Observation

  @Test func pushNotifiesObserversOfTheStack() {
    let navigator = GenericRouteNavigator<Int>()
    let fired = Flag()
    withObservationTracking {
      _ = navigator.routeStack
    } onChange: {
      fired.set()
    }
    navigator.push(1)
    #expect(fired.isSet)
  }

  @Test func assigningANewStackNotifiesObservers() {
    let navigator = GenericRouteNavigator<Int>()
    #expect(
      notifies(
        reading: { _ = navigator.routeStack },
        when: { navigator.routeStack = RouteStack([1, 2]) }))
    #expect(navigator.path == [1, 2])
  }

  @Test func assigningAnEqualStackNotifiesNoOne() {
    let navigator = GenericRouteNavigator<Int>()
    navigator.push(1)
    #expect(
      !notifies(
        reading: { _ = navigator.routeStack }, when: { navigator.routeStack = RouteStack([1]) }))
  }

  @Test func poppingAnEmptyStackToItsRootNotifiesNoOne() {
    let navigator = GenericRouteNavigator<Int>()
    #expect(!notifies(reading: { _ = navigator.routeStack }, when: { navigator.popToRoot() }))
  }

  @Test func theChangeHookFollowsEveryChangeAndNoEqualWrite() {
    let navigator = GenericRouteNavigator<Int>()
    var changes = 0
    navigator.onChange = { changes += 1 }
    navigator.push(1)
    navigator.routeStack = RouteStack([1])
    navigator.popToRoot()
    navigator.popToRoot()
    navigator.path = [2, 3]
    #expect(changes == 3)
  }
}
