import Foundation
import Iris
import IrisCheck
import Shelf
import ShelfChecks
import Testing

struct ShelfRestoreTests {
  private static let saved = ShelfSession(
    selectedTab: .authors, libraryPath: [.book("b")], authorsPath: [.author("tolstoy")],
    sheet: .signIn)

  @Test(arguments: Road.allCases, ShelfCoordinator.TapWiring.allCases)
  func restoreCancelsAFlowWhoseBookIsLoading(
    _ road: Road, _ wiring: ShelfCoordinator.TapWiring
  ) async throws {
    let (snapshot, end) = try #require(
      await driveShelf(tapWiring: wiring) { coordinator -> (ShelfSnapshot, String) in
        let trace = TraceLog(coordinator)
        let baton = road.route(.book("a"), on: coordinator)
        await coordinator.wait(100)
        coordinator.restore(Self.saved)
        await coordinator.wait(2_000)
        return (coordinator.snapshot, trace.end(of: baton))
      })
    #expect(snapshot == ShelfSnapshot(session: Self.saved))
    #expect(end == "cancelled")
  }

  @Test func restoreCancelsALinkThatHasNotStarted() async throws {
    let (snapshot, sources) = try #require(
      await driveShelf { coordinator -> (ShelfSnapshot, [String]) in
        let trace = TraceLog(coordinator)
        coordinator.open(.book("a"))
        coordinator.restore(Self.saved)
        await coordinator.wait(2_000)
        return (coordinator.snapshot, trace.startedSources)
      })
    #expect(snapshot == ShelfSnapshot(session: Self.saved))
    #expect(sources == [])
  }

  @Test func restoreCancelsAMissingBooksRedirect() async throws {
    let snapshot = try #require(
      await driveShelf { coordinator -> ShelfSnapshot in
        coordinator.open(.book("nope"))
        await coordinator.wait(100)
        coordinator.restore(Self.saved)
        await coordinator.wait(2_000)
        return coordinator.snapshot
      })
    #expect(snapshot == ShelfSnapshot(session: Self.saved))
  }

  @Test func aSavedSessionSurvivesJSONAndComesBackExactly() async throws {
    let (saved, restored) = try #require(
      await driveShelf { coordinator -> (ShelfSession, ShelfSession) in
        coordinator.open(.book("a"))
        await coordinator.wait(1_000)
        coordinator.open(.author("tolstoy"))
        await coordinator.wait(1)
        coordinator.open(.share("b"))
        await coordinator.wait(1)
        let saved = coordinator.session
        coordinator.restore(ShelfSession())
        guard
          let data = try? JSONEncoder().encode(saved),
          let decoded = try? JSONDecoder().decode(ShelfSession.self, from: data)
        else { return (saved, ShelfSession()) }
        coordinator.restore(decoded)
        return (saved, coordinator.session)
      })
    #expect(
      saved
        == ShelfSession(
          selectedTab: .authors, libraryPath: [.book("a")], authorsPath: [.author("tolstoy")],
          sheet: .share("b")))
    #expect(restored == saved)
  }

  @Test func restoreDropsTheHandoffsOfScreensItHides() async throws {
    let routes = try #require(
      await driveShelf { coordinator -> [ShelfRoute] in
        coordinator.open(.book("a"))
        await coordinator.wait(1_000)
        coordinator.restore(Self.saved)
        return coordinator.stackHandoffs.registeredRoutes
      })
    #expect(routes == [])
  }
}
