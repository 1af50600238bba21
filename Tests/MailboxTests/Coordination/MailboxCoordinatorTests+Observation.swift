import Iris
import IrisCheckFixtures
import Mailbox
import Observation
import Testing

extension MailboxCoordinatorTests {
  // MARK: - Observation

  @Test func readersOfTheSelectedTabAreToldOfATabSwitch() async throws {
    let changes = try #require(
      await driveMailbox { coordinator -> Int in
        let count = Locked(0)
        withObservationTracking {
          _ = coordinator.selectedTab
        } onChange: {
          count.withLock { $0 += 1 }
        }
        coordinator.tapTab(.search)
        return count.withLock { $0 }
      })
    #expect(changes == 1)
  }

  // What a view that shows `snapshot` relies on: every change it shows is
  // announced to it, and nothing else is.

  @Test func aSnapshotReaderIsToldOfATabSwitch() async throws {
    let seen = try #require(
      await driveMailbox { coordinator in
        await coordinator.readSnapshot { coordinator.tapTab(.search) }
      })
    #expect(seen.told)
    #expect(seen.after == MailboxState(selectedTab: .search))
  }

  @Test func aSnapshotReaderIsToldOfAPushByALink() async throws {
    let seen = try #require(
      await driveMailbox { coordinator in
        await coordinator.readSnapshot { await coordinator.openAndSettle(link("thread/t1")) }
      })
    #expect(seen.told)
    #expect(seen.after == MailboxState(stacks: [.inbox: [.thread(id: "t1")]]))
  }

  @Test func aSnapshotReaderIsToldOfADismiss() async throws {
    let seen = try #require(
      await driveMailbox { coordinator in
        await coordinator.openAndSettle(link("settings"))
        return await coordinator.readSnapshot { coordinator.nav.dismissSheet() }
      })
    #expect(seen.told)
    #expect(seen.after == .initial)
  }

  @Test func aSnapshotReaderIsToldOfARestoreThatChangesOnlyAHiddenTab() async throws {
    let restored = MailboxState(stacks: [.search: [.searchResults(query: "q")]])
    let seen = try #require(
      await driveMailbox { coordinator in
        await coordinator.readSnapshot { coordinator.restore(restored) }
      })
    #expect(seen.told)
    #expect(seen.after == restored)
  }

  @Test func aSnapshotReaderIsNotToldOfALinkThatChangesNothing() async throws {
    let seen = try #require(
      await driveMailbox { coordinator in
        await coordinator.readSnapshot { await coordinator.openAndSettle(link("nowhere")) }
      })
    #expect(!seen.told)
    #expect(seen.after == .initial)
  }
}

extension MailboxCoordinator {
  /// Reads ``snapshot`` as a view does, inside `withObservationTracking`
  /// (after a read of its own, as the app's code may have read it before
  /// the view), then runs `change`.
  /// - Parameter change: what happens to the coordinator after the read.
  /// - Returns: whether the read's observers were told of a change, and the
  ///   snapshot afterwards.
  fileprivate func readSnapshot(
    then change: () async -> Void
  ) async -> (told: Bool, after: MailboxState) {
    let told = Locked(false)
    _ = snapshot
    withObservationTracking {
      _ = snapshot
    } onChange: {
      told.withLock { $0 = true }
    }
    await change()
    return (told.withLock { $0 }, snapshot)
  }
}
