import Foundation
import Mailbox
import Testing

struct MailboxIntentTests {
  /// The case name; exhaustive, so a new case must be added here and to the examples.
  private func caseName(_ intent: MailboxIntent) -> String {
    switch intent {
    case .inbox: "inbox"
    case .thread: "thread"
    case .message: "message"
    case .search: "search"
    case .compose: "compose"
    case .contact: "contact"
    case .settings: "settings"
    case .settingsSheet: "settingsSheet"
    case .settingsPush: "settingsPush"
    case .unknown: "unknown"
    }
  }

  // MARK: - Examples

  @Test func examplesHoldOneIntentPerCase() {
    let names = MailboxIntent.examples.map(caseName)
    #expect(names.count == 10)
    #expect(Set(names).count == names.count)
  }

  @Test func unknownExampleIsWhatTheCodecParsesItsURLTo() throws {
    let codec = MailboxCodec()
    for case .unknown(let url) in MailboxIntent.examples {
      #expect(codec.parse(url) == .unknown(url))
    }
  }

  // MARK: - threadID

  @Test func threadAndMessageNameTheirThread() {
    #expect(MailboxIntent.thread(id: "a").threadID == "a")
    #expect(MailboxIntent.message(threadID: "b", messageID: 1).threadID == "b")
  }

  @Test func otherIntentsNameNoThread() throws {
    let others: [MailboxIntent] = [
      .inbox, .search(query: "a"), .compose(to: nil, subject: nil), .contact(address: "a"),
      .settings(pane: nil), .unknown(try testURL("mailbox://thread/a")),
    ]
    for intent in others {
      #expect(intent.threadID == nil)
    }
  }
}
