import Iris
import IrisCheck
import Shelf
import ShelfChecks
import Testing

/// Taps in both wirings: through the linkSwitcher, and on the uiSwitcher
/// with the app cancelling the other executor's flow.
struct ShelfTapTests {
  private static let wirings = ShelfCoordinator.TapWiring.allCases

  /// On the authors tab with `author`, the library keeping book "a" still loading.
  private static func onAuthor(_ author: AuthorID) -> ShelfSnapshot {
    ShelfSnapshot(
      session: ShelfSession(
        selectedTab: .authors, libraryPath: [.book("a")], authorsPath: [.author(author)]),
      book: .loading("a"))
  }

  // MARK: - Superseding

  @Test(arguments: Road.allCases, Road.allCases)
  func theLatestLinkOrTapSupersedesOneWhoseBookIsLoading(
    _ older: Road, _ newer: Road
  ) async throws {
    for wiring in Self.wirings {
      let (snapshot, ends) = try #require(
        await driveShelf(tapWiring: wiring) { coordinator -> (ShelfSnapshot, [String]) in
          let trace = TraceLog(coordinator)
          let first = older.route(.book("a"), on: coordinator)
          await coordinator.wait(100)
          let second = newer.route(.author("morrison"), on: coordinator)
          await coordinator.wait(2_000)
          return (coordinator.snapshot, [trace.end(of: first), trace.end(of: second)])
        })
      #expect(snapshot == Self.onAuthor("morrison"), "\(wiring)")
      #expect(ends == ["cancelled", "finished"], "\(wiring)")
    }
  }

  // MARK: - Where taps run

  @Test func onTheLinkExecutorATapWaitsForTheLoadingStepToEnd() async throws {
    // NB: the drain gives up at 250 ms, then still waits for the step in
    // flight: the load, which answers at 400 ms.
    let tabs = try #require(
      await driveShelf(tapWiring: .linkSwitcher) { coordinator -> [ShelfTab] in
        coordinator.open(.book("a"))
        await coordinator.wait(1)
        coordinator.tap(.author("morrison"))
        await coordinator.wait(398)  // t = 399 ms
        let before = coordinator.selectedTab
        await coordinator.wait(2)  // t = 401 ms
        return [before, coordinator.selectedTab]
      })
    #expect(tabs == [.library, .authors])
  }

  @Test func onTheUIExecutorATapStartsAtOnce() async throws {
    let tab = try #require(
      await driveShelf(tapWiring: .uiSwitcher) { coordinator -> ShelfTab in
        coordinator.open(.book("a"))
        await coordinator.wait(1)
        coordinator.tap(.author("morrison"))
        await coordinator.wait(1)
        return coordinator.selectedTab
      })
    #expect(tab == .authors)
  }

  @Test(arguments: wirings)
  func aTappedMissingBookRedirectsToo(_ wiring: ShelfCoordinator.TapWiring) async throws {
    let snapshot = try #require(
      await driveShelf(tapWiring: wiring) { coordinator -> ShelfSnapshot in
        coordinator.tap(.book("nope"))
        await coordinator.wait(2_000)
        return coordinator.snapshot
      })
    #expect(snapshot == ShelfSnapshot(book: .missing("nope"), banner: .bookMissing("nope")))
  }
}
