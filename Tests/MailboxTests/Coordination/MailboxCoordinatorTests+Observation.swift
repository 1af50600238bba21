import Iris
import Mailbox
import Observation
import Synchronization
import Testing

extension MailboxCoordinatorTests {
  // MARK: - Observation

  @Test func readersOfTheSelectedTabAreToldOfATabSwitch() async throws {
    let changes = try #require(
      await driveMailbox { coordinator -> Int in
        let count = Mutex(0)
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
}
