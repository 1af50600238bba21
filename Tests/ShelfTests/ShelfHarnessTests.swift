import IrisCheck
import Shelf
import ShelfChecks
import Testing

/// The coordinator harness drives the app as a burst does, and its model
/// says where each burst ends.
struct ShelfHarnessTests {
  private typealias Event = BatonBurst<ShelfIntent>.Event

  private static let books = SlowCatalog(clock: ContinuousClock()).books

  /// The end state of `events` run through ``ShelfLaws/harness(tapWiring:bugs:latency:)``, FIFO.
  private func finalState(
    _ events: [Event], tapWiring: ShelfCoordinator.TapWiring = .linkSwitcher,
    bugs: ShelfCoordinator.Bugs = []
  ) async -> ShelfSnapshot? {
    let harness = ShelfLaws.harness(tapWiring: tapWiring, bugs: bugs)
    let record = await harness.run(CoordinatorScenario(burst: BatonBurst(events), schedule: .fifo))
    return record.finalState
  }

  @Test(arguments: ShelfCoordinator.TapWiring.allCases)
  func oneLinkOrTapEndsWhereTheModelSays(_ wiring: ShelfCoordinator.TapWiring) async {
    let intents: [ShelfIntent] = [
      .library, .book("a"), .book(""), .author(""), .share("b"), .signIn, .notFound("a"),
    ]
    for intent in intents {
      var model = ShelfSnapshot().routing(intent, books: Self.books)
      // NB: a missing book's flow ends on its page; the redirect it routes
      // is a flow of its own, modelled from there.
      if case .missing(let id) = model.book {
        model = model.routing(.notFound(id), books: Self.books)
      }
      #expect(await finalState([.link(intent)], tapWiring: wiring) == model, "link \(intent)")
      #expect(await finalState([.tap(intent)], tapWiring: wiring) == model, "tap \(intent)")
    }
  }

  @Test func aMissingBooksModelEndsOnItsPageAndTheRedirectsAtTheRoot() {
    let model = ShelfSnapshot().routing(.book("nope"), books: Self.books)
    #expect(
      model
        == ShelfSnapshot(
          session: ShelfSession(libraryPath: [.book("nope")]), book: .missing("nope")))
    #expect(
      model.routing(.notFound("nope"), books: Self.books)
        == ShelfSnapshot(book: .missing("nope"), banner: .bookMissing("nope")))
  }

  @Test func aRestoreThroughTheHarnessPutsTheSessionBack() async {
    let state = await finalState([.link(.book("a")), .wait(.seconds(2)), .restore(0)])
    #expect(state == .restored(ShelfSession()))
  }

  @Test func plantedBugsReachTheCoordinatorTheHarnessMakes() async {
    let events: [Event] = [.link(.book("a")), .restore(0)]
    #expect(await finalState(events) == .restored(ShelfSession()))
    #expect(
      await finalState(events, bugs: .restoreKeepsFlowsRunning)
        == ShelfSnapshot(session: ShelfSession(libraryPath: [.book("a")]), book: .loaded(bookA)))
  }
}
