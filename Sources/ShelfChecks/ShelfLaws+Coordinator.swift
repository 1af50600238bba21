import IrisCheckCore
import IrisCheckLaws
import Shelf

extension ShelfLaws {
  /// The coordinator plugged into the coordinator laws: made on the
  /// harness's clock with a ``SlowCatalog`` on the same clock; links
  /// through ``/Shelf/ShelfCoordinator/open(_:)-(ShelfIntent)``, taps
  /// through ``/Shelf/ShelfCoordinator/tap(_:)``, restores of a snapshot's
  /// ``/Shelf/ShelfSnapshot/session`` through
  /// ``/Shelf/ShelfCoordinator/restore(_:)``, state read as
  /// ``/Shelf/ShelfCoordinator/snapshot``, and
  /// `ShelfSnapshot.routing(_:books:)` as the model (the state
  /// after the flow's load, and its redirect, completed); the selected tab
  /// is the place.
  ///
  /// A restore of snapshot `s` leaves `ShelfSnapshot.restored(_:)`
  /// of `s.session`: the book's content and the banner are not saved.
  /// - Parameters:
  ///   - tapWiring: where taps run; ``/Shelf/ShelfCoordinator/TapWiring/linkSwitcher`` by default.
  ///   - bugs: bugs to plant; none by default.
  ///   - latency: the catalog's latency; ``SlowCatalog/defaultLatency`` by default.
  /// - Returns: the harness.
  public static func harness(
    tapWiring: ShelfCoordinator.TapWiring = .linkSwitcher, bugs: ShelfCoordinator.Bugs = [],
    latency: Duration = SlowCatalog.defaultLatency
  ) -> CoordinatorHarness<ShelfCoordinator, ShelfSnapshot> {
    let books = SlowCatalog(latency: latency, clock: ContinuousClock()).books
    var harness = CoordinatorHarness<ShelfCoordinator, ShelfSnapshot>.plumbed(
      { clock in
        ShelfCoordinator(
          catalog: SlowCatalog(latency: latency, clock: clock), tapWiring: tapWiring, bugs: bugs,
          clock: clock)
      },
      snapshot: { $0.snapshot }, link: { $0.open($1) }, tap: { $0.tap($1) },
      restore: { $0.restore($1.session) }, route: { $0.routing($1, books: books) })
    harness.place = { "\($0.selectedTab)" }
    return harness
  }

  /// The coordinator laws (see ``/IrisCheckLaws/CoordinatorLaws``) over
  /// ``ShelfGenerators/intent`` bursts.
  /// - Parameters:
  ///   - harness: the coordinator under test; ``harness(tapWiring:bugs:latency:)`` by default.
  ///   - label: appended to the laws' names; `nil` by default.
  /// - Returns: the suite.
  public static func coordinator(
    _ harness: CoordinatorHarness<ShelfCoordinator, ShelfSnapshot> = harness(),
    label: String? = nil
  ) -> LawSuite {
    CoordinatorLaws(harness, intents: ShelfGenerators.intent, label: label).suite
  }
}
