import IrisCheckCore
import IrisCheckLaws
import Shelf

extension ShelfLaws {
  /// AtomicArrival on the coordinator, comparing what navigation shows.
  ///
  /// Every link and tap changes what the tab bar, the stacks and the sheet
  /// show (``/Shelf/ShelfCoordinator/session``) at most once per flow,
  /// straight to the destination. The book's content loads after its page
  /// is pushed, and is not navigation: it is not compared.
  /// - Parameter harness: the coordinator; ``harness(tapWiring:bugs:latency:)`` by default.
  /// - Returns: the suite, `AtomicArrival (ShelfCoordinator)`.
  public static func coordinatorArrival(
    _ harness: CoordinatorHarness<ShelfCoordinator, ShelfSnapshot> = harness()
  ) -> LawSuite {
    LawSuite([
      .coordinatorArrival(
        CoordinatorArrivalLaw(
          harness, showing: { $0.session }, observing: { _ = $0.session },
          name: "AtomicArrival (ShelfCoordinator)"),
        over: .arrivalJourney(intents: ShelfGenerators.intent, taps: true))
    ])
  }
}
