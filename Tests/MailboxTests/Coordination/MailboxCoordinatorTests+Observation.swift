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

  @Test @MainActor func snapshotReadersAreToldOfEveryChangeWhileTheSnapshotIsCached() {
    let coordinator = MailboxCoordinator()
    var seen: [MailboxState] = []
    let changes = Locked(0)
    func read() {
      // NB: read twice, so the tracked read is one served from the cache.
      _ = coordinator.snapshot
      withObservationTracking {
        seen.append(coordinator.snapshot)
      } onChange: {
        changes.withLock { $0 += 1 }
      }
    }
    read()
    coordinator.routeNav.push(.thread(id: "t"))
    read()
    coordinator.sheetNav.present(.settings(pane: nil))
    read()
    coordinator.restore(.initial)
    read()
    #expect(changes.withLock { $0 } == 3)
    #expect(
      seen == [
        .initial, MailboxState(stacks: [.inbox: [.thread(id: "t")]]),
        MailboxState(stacks: [.inbox: [.thread(id: "t")]], sheet: .settings(pane: nil)),
        .initial,
      ])
  }
}
