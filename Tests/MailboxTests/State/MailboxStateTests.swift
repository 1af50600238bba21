import Foundation
import Mailbox
import Testing

struct MailboxStateTests {
  private let inThread = MailboxState(
    selectedTab: .inbox,
    stacks: [.inbox: [.thread(id: "t")], .search: [.searchResults(query: "q")]]
  )

  // MARK: - Init

  @Test func everyTabHasAStack() {
    #expect(Set(MailboxState.initial.stacks.keys) == Set(MailboxTab.allCases))
    #expect(MailboxState.initial.stacks.values.allSatisfy { $0.isEmpty })
  }

  @Test func missingAndEmptyStacksAreEqual() {
    #expect(MailboxState(stacks: [.search: []]) == MailboxState())
  }

  // MARK: - Reducer

  @Test func pushAppendsToSelectedTabOnly() {
    let state = inThread.applying(.nav(.push(.message(threadID: "t", messageID: 1))))
    #expect(state.stack(for: .inbox) == [.thread(id: "t"), .message(threadID: "t", messageID: 1)])
    #expect(state.stack(for: .search) == [.searchResults(query: "q")])
  }

  @Test func pushOfTheTopRouteLeavesTheStackAlone() {
    #expect(inThread.applying(.nav(.push(.thread(id: "t")))) == inThread)
    let contact = MailboxRoute.contact(address: "a@b")
    let twice = inThread.applying([.nav(.push(contact)), .nav(.push(contact))])
    #expect(twice.stack(for: .inbox) == [.thread(id: "t"), contact])
  }

  @Test func popToRootEmptiesSelectedTabOnly() {
    let state = inThread.applying(.nav(.popToRoot))
    #expect(state.stack(for: .inbox).isEmpty)
    #expect(state.stack(for: .search) == [.searchResults(query: "q")])
  }

  @Test func presentReplacesTheSingleSheet() {
    let compose = MailboxSheet.compose(draft: ComposeDraft(to: "a"))
    let state = MailboxState(sheet: .settings(pane: nil)).applying(.nav(.present(compose)))
    #expect(state.sheet == compose)
  }

  @Test func dismissClearsSheetAndIsNoOpWithoutOne() {
    #expect(MailboxState(sheet: .settings(pane: nil)).applying(.nav(.dismissSheet)).sheet == nil)
    #expect(MailboxState.initial.applying(.nav(.dismissSheet)) == .initial)
  }

  @Test func selectTabKeepsEveryStack() {
    let state = inThread.applying(.effect(.selectTab(.search)))
    #expect(state.selectedTab == .search)
    #expect(state.stacks == inThread.stacks)
  }

  @Test func dataEffectsLeaveNavigationAlone() {
    #expect(inThread.applying(.effect(.markRead("t"))) == inThread)
    #expect(inThread.applying(.effect(.recordSearch("q"))) == inThread)
  }

  @Test func stepsApplyInOrder() {
    let steps: [MailboxFlow.FlowStep] = [.effect(.selectTab(.search)), .nav(.popToRoot)]
    let state = inThread.applying(steps)
    #expect(state.stack(for: .search).isEmpty)
    #expect(state.stack(for: .inbox) == [.thread(id: "t")])
  }

  // MARK: - Routing

  @Test func threadFromSearchLandsOnInboxKeepingSearchStack() {
    let start = MailboxState(
      selectedTab: .search, stacks: [.search: [.searchResults(query: "q")]],
      sheet: .compose(draft: ComposeDraft()))
    let state = start.routing(.thread(id: "t"))
    #expect(
      state
        == MailboxState(
          selectedTab: .inbox,
          stacks: [.inbox: [.thread(id: "t")], .search: [.searchResults(query: "q")]]))
  }

  @Test func settingsRoutesAsPushInsideThreadAndSheetAtRoot() {
    let pushed = inThread.routing(.settings(pane: .signature))
    #expect(pushed.stack(for: .inbox) == [.thread(id: "t"), .settings(pane: .signature)])
    #expect(pushed.sheet == nil)
    let presented = MailboxState.initial.routing(.settings(pane: .signature))
    #expect(presented.sheet == .settings(pane: .signature))
    #expect(presented.stack(for: .inbox).isEmpty)
  }

  @Test func unknownLeavesStateAlone() throws {
    #expect(inThread.routing(.unknown(try testURL("mailbox://nowhere"))) == inThread)
  }

  // MARK: - Codable

  @Test func snapshotRoundTripsThroughJSON() throws {
    let state = MailboxState(
      selectedTab: .search,
      stacks: [
        .inbox: [.thread(id: "a/b 🚀"), .message(threadID: "a/b 🚀", messageID: 2)],
        .search: [.searchResults(query: "q"), .contact(address: "a@b")],
        .settings: [.settings(pane: .accounts)],
      ],
      sheet: .compose(draft: ComposeDraft(to: nil, subject: "")))
    let data = try JSONEncoder().encode(state)
    #expect(try JSONDecoder().decode(MailboxState.self, from: data) == state)
  }

  @Test func decodesHandWrittenSnapshotFillingMissingTabs() throws {
    let json = """
      {"selectedTab": "search",
       "stacks": {"search": [{"searchResults": {"query": "q"}}]},
       "sheet": {"compose": {"draft": {"to": "a"}}}}
      """
    let state = try JSONDecoder().decode(MailboxState.self, from: Data(json.utf8))
    #expect(
      state
        == MailboxState(
          selectedTab: .search, stacks: [.search: [.searchResults(query: "q")]],
          sheet: .compose(draft: ComposeDraft(to: "a"))))
  }

  @Test func stacksEncodeKeyedByTabName() throws {
    let data = try JSONEncoder().encode(MailboxState.initial)
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let stacks = try #require(object["stacks"] as? [String: Any])
    #expect(Set(stacks.keys) == ["inbox", "search", "settings"])
  }
}
