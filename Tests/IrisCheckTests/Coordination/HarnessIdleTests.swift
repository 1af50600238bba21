import Iris
import IrisCheck
import IrisCheckFixtures
import Testing

/// The default `isIdle` finds every executor in a coordinator's stored
/// properties, also once it has learned where a class keeps them: in a
/// later coordinator of the class, in a property the first one held an
/// executor in, and in an optional one the first left `nil`.
@MainActor struct HarnessIdleTests {
  /// A coordinator with executors of its own besides the base's.
  final class SpareExecutorsCoordinator: PlumbedCoordinatorBase<LibraryFlow> {
    let reserve = LatestWinsExecutor(policy: .ui, name: "reserve")
    var spare: LatestWinsExecutor?
  }

  private static let harness = CoordinatorHarness<SpareExecutorsCoordinator, Int>(
    make: { _ in SpareExecutorsCoordinator() }, observe: { _, _ in }, snapshot: { _ in 0 },
    onScreen: { _ in [] })

  @Test func everyExecutorOfALaterCoordinatorOfTheClassCounts() {
    let first = SpareExecutorsCoordinator()
    #expect(Self.harness.isIdle(first))

    let withSpare = SpareExecutorsCoordinator()
    withSpare.spare = LatestWinsExecutor(policy: .ui, name: "spare")
    #expect(Self.harness.isIdle(withSpare))
    withSpare.spare?.run {}
    #expect(!Self.harness.isIdle(withSpare))
    withSpare.spare?.cancelCurrent()
    #expect(Self.harness.isIdle(withSpare))

    let reserveBusy = SpareExecutorsCoordinator()
    reserveBusy.reserve.run {}
    #expect(!Self.harness.isIdle(reserveBusy))
    reserveBusy.reserve.cancelCurrent()

    let uiBusy = SpareExecutorsCoordinator()
    uiBusy.uiSwitcher.run {}
    #expect(!Self.harness.isIdle(uiBusy))
    uiBusy.uiSwitcher.cancelCurrent()
    #expect(Self.harness.isIdle(uiBusy))
  }
}
