import Foundation
import Mailbox
import Testing

struct MailboxFlowTests {
  private func steps(_ intent: MailboxIntent) -> [MailboxFlow.FlowStep] {
    MailboxFlow.operations(intent: intent)
  }

  // MARK: - Tab resets

  @Test func inboxSelectsInboxAndPopsToRoot() {
    #expect(steps(.inbox) == [.effect(.selectTab(.inbox)), .nav(.dismissSheet), .nav(.popToRoot)])
  }

  @Test func threadPushesThreadOnInboxAndMarksRead() {
    #expect(
      steps(.thread(id: "t")) == [
        .effect(.selectTab(.inbox)), .nav(.dismissSheet), .nav(.popToRoot),
        .nav(.push(.thread(id: "t"))), .effect(.markRead("t")),
      ])
  }

  @Test func messagePushesThreadThenMessage() {
    #expect(
      steps(.message(threadID: "t", messageID: 4)) == [
        .effect(.selectTab(.inbox)), .nav(.dismissSheet), .nav(.popToRoot),
        .nav(.push(.thread(id: "t"))), .nav(.push(.message(threadID: "t", messageID: 4))),
        .effect(.markRead("t")),
      ])
  }

  @Test func searchPushesResultsAndRecordsQuery() {
    #expect(
      steps(.search(query: "q")) == [
        .effect(.selectTab(.search)), .nav(.dismissSheet), .nav(.popToRoot),
        .nav(.push(.searchResults(query: "q"))), .effect(.recordSearch("q")),
      ])
  }

  @Test func emptySearchOnlyShowsSearchRoot() {
    #expect(
      steps(.search(query: "")) == [
        .effect(.selectTab(.search)), .nav(.dismissSheet), .nav(.popToRoot),
      ])
  }

  // MARK: - Current tab

  @Test func composePresentsDraftWithoutChangingTab() {
    #expect(
      steps(.compose(to: "a", subject: nil)) == [
        .nav(.dismissSheet), .nav(.present(.compose(draft: ComposeDraft(to: "a", subject: nil)))),
      ])
  }

  @Test func contactPushesOntoCurrentTab() {
    #expect(
      steps(.contact(address: "a@b")) == [
        .nav(.dismissSheet), .nav(.push(.contact(address: "a@b"))),
      ])
  }

  // MARK: - Settings

  @Test func settingsSheetPresentsSettings() {
    #expect(
      steps(.settingsSheet(pane: .signature)) == [
        .nav(.dismissSheet), .nav(.present(.settings(pane: .signature))),
      ])
  }

  @Test func unresolvedSettingsLandsAsSheet() {
    #expect(steps(.settings(pane: nil)) == steps(.settingsSheet(pane: nil)))
  }

  @Test func settingsPushPushesSettingsOntoCurrentTab() {
    #expect(
      steps(.settingsPush(pane: nil)) == [.nav(.dismissSheet), .nav(.push(.settings(pane: nil)))])
  }

  // MARK: - Unknown

  @Test func unknownHasNoSteps() throws {
    #expect(steps(.unknown(try testURL("mailbox://nowhere"))).isEmpty)
  }
}
