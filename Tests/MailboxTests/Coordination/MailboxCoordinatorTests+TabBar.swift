import Iris
import IrisCheck
import Mailbox
import Testing

extension MailboxCoordinatorTests {
  // MARK: - Tab bar

  private static let deep = MailboxState(
    stacks: [.inbox: [.thread(id: "t1")], .search: [.searchResults(query: "q")]],
    sheet: .settings(pane: nil))

  @Test func tappingTheSelectedTabPopsItToItsRoot() async throws {
    let start = Self.deep
    let snapshot = try #require(
      await driveMailbox { coordinator in
        coordinator.restore(start)
        coordinator.tapTab(.inbox)
        return coordinator.snapshot
      })
    #expect(
      snapshot
        == MailboxState(
          stacks: [.search: [.searchResults(query: "q")]], sheet: .settings(pane: nil)))
  }

  @Test func tappingAnotherTabKeepsEveryStack() async throws {
    let start = Self.deep
    let snapshots = try #require(
      await driveMailbox { coordinator in
        coordinator.restore(start)
        coordinator.tapTab(.search)
        let there = coordinator.snapshot
        coordinator.tapTab(.inbox)
        return [there, coordinator.snapshot]
      })
    var there = start
    there.selectedTab = .search
    #expect(snapshots == [there, start])
  }

  @Test func aTabTapCancelsTheRunningLinkFlow() async throws {
    let snapshot = try #require(
      await driveMailbox { coordinator in
        coordinator.open(.search(query: "q"))  // its steps run after this script yields
        coordinator.tapTab(.inbox)
        await coordinator.settled()
        return coordinator.snapshot
      })
    #expect(snapshot == .initial)
  }
}
