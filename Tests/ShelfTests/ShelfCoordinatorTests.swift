import Foundation
import Iris
import IrisCheck
import Shelf
import ShelfChecks
import Testing

struct ShelfCoordinatorTests {
  // MARK: - Loading

  @Test func aLinkPushesTheBookAtOnceAndShowsItWhenTheCatalogAnswers() async throws {
    let seen = try #require(
      await driveShelf { coordinator -> [ShelfSnapshot] in
        coordinator.open(link("book/a"))
        await coordinator.wait(1)
        let pushed = coordinator.snapshot
        await coordinator.wait(398)  // t = 399 ms: the catalog has not answered
        let stillLoading = coordinator.snapshot
        await coordinator.wait(2)  // t = 401 ms
        return [pushed, stillLoading, coordinator.snapshot]
      })
    let onBook = ShelfSession(libraryPath: [.book("a")])
    #expect(
      seen == [
        ShelfSnapshot(session: onBook, book: .loading("a")),
        ShelfSnapshot(session: onBook, book: .loading("a")),
        ShelfSnapshot(session: onBook, book: .loaded(bookA)),
      ])
  }

  @Test func observersOfTheBookSeeLoadingThenLoaded() async throws {
    let rendered = try #require(
      await driveShelf { coordinator -> [BookLoad] in
        let renders = RenderLog { coordinator.book }
        coordinator.open(.book("a"))
        await coordinator.wait(1_000)
        return renders.rendered
      })
    #expect(rendered == [.loading("a"), .loaded(bookA)])
  }

  @Test func aBookLinkFromAnotherTabSwitchesTabAndPopsToTheRootFirst() async throws {
    let session = try #require(
      await driveShelf { coordinator -> ShelfSession in
        coordinator.open(.book("a"))
        await coordinator.wait(1_000)
        coordinator.open(.author("tolstoy"))
        await coordinator.wait(1)
        coordinator.open(.share("a"))
        await coordinator.wait(1)
        coordinator.open(.book("b"))
        await coordinator.wait(1_000)
        return coordinator.session
      })
    #expect(
      session
        == ShelfSession(
          selectedTab: .library, libraryPath: [.book("b")], authorsPath: [.author("tolstoy")]))
  }

  @Test func eachTabKeepsItsOwnStack() async throws {
    let seen = try #require(
      await driveShelf { coordinator -> [[ShelfRoute]] in
        coordinator.open(.book("a"))
        await coordinator.wait(1_000)
        coordinator.open(.author("tolstoy"))
        await coordinator.wait(1)
        let authors = coordinator.state.path
        coordinator.selectTab(.library)
        let library = coordinator.state.path
        coordinator.selectTab(.authors)
        return [authors, library, coordinator.state.path]
      })
    #expect(seen == [[.author("tolstoy")], [.book("a")], [.author("tolstoy")]])
  }

  // MARK: - Redirect

  @Test func aMissingBookRedirectsToTheLibraryWithABanner() async throws {
    let (seen, sources) = try #require(
      await driveShelf { coordinator -> ([ShelfSnapshot], [String]) in
        let trace = TraceLog(coordinator)
        coordinator.open(link("book/nope"))
        await coordinator.wait(1)
        let loading = coordinator.snapshot
        await coordinator.wait(1_000)
        return ([loading, coordinator.snapshot], trace.startedSources)
      })
    #expect(
      seen == [
        ShelfSnapshot(session: ShelfSession(libraryPath: [.book("nope")]), book: .loading("nope")),
        ShelfSnapshot(book: .missing("nope"), banner: .bookMissing("nope")),
      ])
    #expect(sources == ["link", "redirect"])
  }

  @Test func theRedirectSupersedesTheFlowThatRoutedIt() async throws {
    let ends = try #require(
      await driveShelf { coordinator -> [String] in
        let trace = TraceLog(coordinator)
        let baton = coordinator.open(.book("nope"))
        await coordinator.wait(1_000)
        let redirect = trace.events.first { $0.flow.source == "redirect" }?.flow
        let redirectEnd = trace.events.last { $0.flow == redirect }.map { "\($0.kind)" } ?? "none"
        return [trace.end(of: baton), redirectEnd]
      })
    #expect(ends == ["cancelled", "flowFinished"])
  }

  @Test func theBannerStaysUntilTheUserDismissesIt() async throws {
    let banners = try #require(
      await driveShelf { coordinator -> [ShelfBanner?] in
        coordinator.open(.book("nope"))
        await coordinator.wait(1_000)
        coordinator.open(.book("a"))
        await coordinator.wait(1_000)
        let kept = coordinator.banner
        coordinator.dismissBanner()
        return [kept, coordinator.banner]
      })
    #expect(banners == [.bookMissing("nope"), nil])
  }

  // MARK: - Links

  @Test func anUnknownLinkChangesNothing() async throws {
    let snapshot = try #require(
      await driveShelf { coordinator -> ShelfSnapshot in
        coordinator.open(.book("a"))
        await coordinator.wait(1_000)
        coordinator.open(link("nowhere/at/all"))
        await coordinator.wait(1_000)
        return coordinator.snapshot
      })
    #expect(
      snapshot
        == ShelfSnapshot(session: ShelfSession(libraryPath: [.book("a")]), book: .loaded(bookA)))
  }
}
