import Iris
import IrisCheck
import Shelf
import ShelfChecks
import Testing

/// Each planted bug, shown misbehaving in one deterministic scenario, next
/// to the same scenario on the correct coordinator.
struct ShelfPlantedBugTests {
  /// The same script on the correct coordinator and with `bug` planted.
  private func both<T: Sendable>(
    _ bug: ShelfCoordinator.Bugs, tapWiring: ShelfCoordinator.TapWiring = .linkSwitcher,
    _ script: @escaping @MainActor @Sendable (ShelfCoordinator) async -> T
  ) async throws -> (correct: T, buggy: T) {
    let correct = try #require(await driveShelf(tapWiring: tapWiring, script))
    let buggy = try #require(await driveShelf(tapWiring: tapWiring, bugs: bug, script))
    return (correct, buggy)
  }

  // MARK: - 1. A write after an await, unchecked

  @Test func writesAfterAwaitUncheckedShowsASupersededBookOnTheNewerBooksPage() async throws {
    // Tap book "a", then book "b" 100 ms later; look at 450 ms, when "a"
    // has answered and "b" has not.
    let seen = try await both(.writesAfterAwaitUnchecked, tapWiring: .uiSwitcher) {
      coordinator -> ShelfSnapshot in
      coordinator.tap(.book("a"))
      await coordinator.wait(100)
      coordinator.tap(.book("b"))
      await coordinator.wait(350)
      return coordinator.snapshot
    }
    let onB = ShelfSession(libraryPath: [.book("b")])
    #expect(seen.correct == ShelfSnapshot(session: onB, book: .loading("b")))
    #expect(seen.buggy == ShelfSnapshot(session: onB, book: .loaded(bookA)))
  }

  @Test func writesAfterAwaitUncheckedWritesAfterARestore() async throws {
    let seen = try await both(.writesAfterAwaitUnchecked) { coordinator -> BookLoad in
      coordinator.open(.book("a"))
      await coordinator.wait(100)
      coordinator.restore(ShelfSession(libraryPath: [.book("b")]))
      await coordinator.wait(2_000)
      return coordinator.book
    }
    #expect(seen.correct == .idle)
    #expect(seen.buggy == .loaded(bookA))
  }

  // MARK: - 2. Work handed to an unstructured task

  @Test func loadsInUnstructuredTaskFinishesTheFlowBeforeTheBookLands() async throws {
    let seen = try await both(.loadsInUnstructuredTask) { coordinator -> [String] in
      let trace = TraceLog(coordinator)
      let baton = coordinator.open(.book("a"))
      await coordinator.wait(1)
      let early = "\(trace.end(of: baton)) \(coordinator.book)"
      await coordinator.wait(1_000)
      return [early, "\(trace.end(of: baton)) \(coordinator.book)"]
    }
    let loaded = "finished \(BookLoad.loaded(bookA))"
    #expect(seen.correct == [#"running loading(Shelf.BookID(rawValue: "a"))"#, loaded])
    #expect(seen.buggy == [#"finished loading(Shelf.BookID(rawValue: "a"))"#, loaded])
  }

  @Test func loadsInUnstructuredTaskLandsABookOnTheNextBooksPage() async throws {
    // Book "b" is opened at 200 ms; at 500 ms "a"'s task has written.
    let seen = try await both(.loadsInUnstructuredTask) { coordinator -> ShelfSnapshot in
      coordinator.open(.book("a"))
      await coordinator.wait(200)
      coordinator.open(.book("b"))
      await coordinator.wait(300)
      return coordinator.snapshot
    }
    let onB = ShelfSession(libraryPath: [.book("b")])
    #expect(seen.correct == ShelfSnapshot(session: onB, book: .loading("b")))
    #expect(seen.buggy == ShelfSnapshot(session: onB, book: .loaded(bookA)))
  }

  // MARK: - 3. Taps on the wrong executor

  @Test(arguments: ShelfCoordinator.TapWiring.allCases)
  func tapsOnFreshExecutorsNeverSupersedeEachOther(
    _ wiring: ShelfCoordinator.TapWiring
  ) async throws {
    let seen = try await both(.tapsOnFreshExecutors, tapWiring: wiring) {
      coordinator -> [String] in
      let trace = TraceLog(coordinator)
      let first = coordinator.tap(.book("a"))
      await coordinator.wait(100)
      let second = coordinator.tap(.library)
      await coordinator.wait(2_000)
      return [trace.end(of: first), trace.end(of: second), "\(coordinator.book)"]
    }
    #expect(seen.correct == ["cancelled", "finished", "\(BookLoad.loading("a"))"])
    #expect(seen.buggy == ["finished", "finished", "\(BookLoad.loaded(bookA))"])
  }

  @Test func tapsOnFreshExecutorsDoNotSupersedeALinkOnTheLinkWiring() async throws {
    let seen = try await both(.tapsOnFreshExecutors) { coordinator -> [String] in
      let trace = TraceLog(coordinator)
      let link = coordinator.open(.book("a"))
      await coordinator.wait(100)
      let tap = coordinator.tap(.author("morrison"))
      await coordinator.wait(2_000)
      return [trace.end(of: link), trace.end(of: tap), "\(coordinator.book)"]
    }
    #expect(seen.correct == ["cancelled", "finished", "\(BookLoad.loading("a"))"])
    #expect(seen.buggy == ["finished", "finished", "\(BookLoad.loaded(bookA))"])
  }

  // MARK: - 4. A handoff registered but never pushed

  @Test func registersBeforeLoadingLeavesAnEntryForAScreenNeverPushed() async throws {
    let seen = try await both(.registersBeforeLoading) { coordinator -> [[ShelfRoute]] in
      coordinator.open(.book("nope"))
      await coordinator.wait(2_000)
      return [coordinator.state.path, coordinator.stackHandoffs.registeredRoutes]
    }
    #expect(seen.correct == [[], []])
    #expect(seen.buggy == [[], [.book("nope")]])
  }

  @Test func registersBeforeLoadingPushesAFoundBookOnlyOnceItLoads() async throws {
    let seen = try await both(.registersBeforeLoading) { coordinator -> [[ShelfRoute]] in
      coordinator.open(.book("a"))
      await coordinator.wait(1)
      let early = coordinator.state.path
      await coordinator.wait(1_000)
      return [early, coordinator.state.path, coordinator.stackHandoffs.registeredRoutes]
    }
    #expect(seen.correct == [[.book("a")], [.book("a")], [.book("a")]])
    #expect(seen.buggy == [[], [.book("a")], [.book("a")]])
  }

  // MARK: - 5. A payload delivered twice

  @Test func deliversPayloadTwiceHandsAScreenItsBatonAgain() async throws {
    let seen = try await both(.deliversPayloadTwice) { coordinator -> [Bool] in
      let baton = coordinator.open(.book("a"))
      let screen = ShelfScreen.route(.book("a"))
      await coordinator.wait(1)
      let first = await screen.claimPayload(in: coordinator)
      await coordinator.wait(1_000)
      let second = await screen.claimPayload(in: coordinator)
      return [first == baton, second == baton]
    }
    #expect(seen.correct == [true, false])
    #expect(seen.buggy == [true, true])
  }

  // MARK: - 6. An arrival split across an await

  @Test func splitsArrivalAcrossAwaitShowsTheNewTabBeforeItsScreen() async throws {
    let seen = try await both(.splitsArrivalAcrossAwait) { coordinator -> [ShelfSession] in
      let renders = RenderLog { coordinator.session }
      coordinator.open(.author("tolstoy"))
      await coordinator.wait(1_000)
      return renders.rendered
    }
    let arrived = ShelfSession(selectedTab: .authors, authorsPath: [.author("tolstoy")])
    #expect(seen.correct == [arrived])
    #expect(seen.buggy == [ShelfSession(selectedTab: .authors), arrived])
  }

  // MARK: - 7. A restore that does not cancel

  @Test func restoreKeepsFlowsRunningLandsAnOlderLinkOnTheRestoredSession() async throws {
    let saved = ShelfSession(selectedTab: .authors, authorsPath: [.author("tolstoy")])
    let seen = try await both(.restoreKeepsFlowsRunning) { coordinator -> ShelfSnapshot in
      coordinator.open(.book("a"))
      coordinator.restore(saved)
      await coordinator.wait(2_000)
      return coordinator.snapshot
    }
    #expect(seen.correct == ShelfSnapshot(session: saved))
    #expect(
      seen.buggy
        == ShelfSnapshot(
          session: ShelfSession(libraryPath: [.book("a")], authorsPath: [.author("tolstoy")]),
          book: .loaded(bookA)))
  }

  // MARK: - 8. A redirect from a superseded flow

  @Test func redirectsWhenSupersededOverridesTheNewerLink() async throws {
    let seen = try await both(.redirectsWhenSuperseded) {
      coordinator -> (ShelfSnapshot, [String]) in
      let trace = TraceLog(coordinator)
      coordinator.open(.book("nope"))
      await coordinator.wait(100)
      coordinator.open(.author("morrison"))
      await coordinator.wait(2_000)
      return (coordinator.snapshot, trace.startedSources)
    }
    #expect(
      seen.correct.0
        == ShelfSnapshot(
          session: ShelfSession(
            selectedTab: .authors, libraryPath: [.book("nope")], authorsPath: [.author("morrison")]),
          book: .loading("nope")))
    #expect(seen.correct.1 == ["link", "link"])
    #expect(seen.buggy.0 == ShelfSnapshot(book: .loading("nope"), banner: .bookMissing("nope")))
    #expect(seen.buggy.1 == ["link", "redirect"])
  }
}
