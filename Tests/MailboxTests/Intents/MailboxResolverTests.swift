import Mailbox
import Testing

struct MailboxResolverTests {
  private let settings = MailboxIntent.settings(pane: .accounts)

  private func state(
    _ stack: [MailboxRoute], on tab: MailboxTab = .inbox, sheet: MailboxSheet? = nil
  ) -> MailboxState {
    MailboxState(selectedTab: tab, stacks: [tab: stack], sheet: sheet)
  }

  // MARK: - Settings

  @Test func settingsFromRootIsSheet() {
    #expect(MailboxResolver.resolve(settings, in: .initial) == .settingsSheet(pane: .accounts))
  }

  @Test func settingsInsideThreadIsPush() {
    let inThread = state([.thread(id: "t")])
    #expect(MailboxResolver.resolve(settings, in: inThread) == .settingsPush(pane: .accounts))
    let inMessage = state([.thread(id: "t"), .message(threadID: "t", messageID: 1)])
    #expect(MailboxResolver.resolve(settings, in: inMessage) == .settingsPush(pane: .accounts))
  }

  @Test func settingsOverPresentedSheetIsSheet() {
    let covered = state([.thread(id: "t")], sheet: .compose(draft: ComposeDraft()))
    #expect(MailboxResolver.resolve(settings, in: covered) == .settingsSheet(pane: .accounts))
  }

  @Test func settingsAboveNonThreadScreenIsSheet() {
    let onContact = state([.thread(id: "t"), .contact(address: "a@b")])
    #expect(MailboxResolver.resolve(settings, in: onContact) == .settingsSheet(pane: .accounts))
    let onResults = state([.searchResults(query: "q")], on: .search)
    #expect(MailboxResolver.resolve(settings, in: onResults) == .settingsSheet(pane: .accounts))
  }

  @Test func onlyTheSelectedTabCounts() {
    let threadElsewhere = MailboxState(selectedTab: .search, stacks: [.inbox: [.thread(id: "t")]])
    #expect(
      MailboxResolver.resolve(settings, in: threadElsewhere) == .settingsSheet(pane: .accounts))
  }

  @Test func overviewPaneIsKept() {
    #expect(
      MailboxResolver.resolve(.settings(pane: nil), in: state([.thread(id: "t")]))
        == .settingsPush(pane: nil))
  }

  // MARK: - Other intents

  @Test func otherIntentsAreUnchanged() {
    let states = [MailboxState.initial, state([.thread(id: "t")])]
    for state in states {
      for intent in MailboxIntent.examples {
        if case .settings = intent { continue }
        #expect(MailboxResolver.resolve(intent, in: state) == intent)
      }
    }
  }

  @Test func resolvingIsIdempotent() {
    let states = [MailboxState.initial, state([.thread(id: "t")])]
    for state in states {
      for intent in MailboxIntent.examples {
        let once = MailboxResolver.resolve(intent, in: state)
        #expect(MailboxResolver.resolve(once, in: state) == once)
      }
    }
  }
}
