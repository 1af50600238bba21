import Foundation
import Mailbox
import Testing

struct ExistenceGateTests {
  private let gate = ExistenceGate(threadExists: { $0 == "live" })

  // MARK: - Parse

  @Test func linkToExistingThreadParses() throws {
    #expect(gate.parse(try testURL("mailbox://thread/live")) == .thread(id: "live"))
    #expect(
      gate.parse(try testURL("mailbox://thread/live/message/2"))
        == .message(threadID: "live", messageID: 2))
  }

  @Test func linkToDeletedThreadIsUnknown() throws {
    for text in ["mailbox://thread/gone", "mailbox://thread/gone/message/2"] {
      let url = try testURL(text)
      #expect(gate.parse(url) == .unknown(url))
    }
  }

  @Test func linksWithoutThreadsPassThrough() throws {
    #expect(gate.parse(try testURL("mailbox://inbox")) == .inbox)
    #expect(gate.parse(try testURL("mailbox://search?q=gone")) == .search(query: "gone"))
    let garbage = try testURL("mailbox://nowhere")
    #expect(gate.parse(garbage) == .unknown(garbage))
  }

  // MARK: - Print

  @Test func deletedThreadDoesNotPrint() {
    #expect(gate.url(for: .thread(id: "gone")) == nil)
    #expect(gate.url(for: .message(threadID: "gone", messageID: 1)) == nil)
  }

  @Test func liveIntentsPrintAsTheCodecDoes() {
    let codec = MailboxCodec()
    for intent in [MailboxIntent.thread(id: "live"), .inbox, .settings(pane: nil)] {
      #expect(gate.url(for: intent) == codec.url(for: intent))
      #expect(gate.url(for: intent) != nil)
    }
  }

  @Test func printedIntentsRoundTripThroughGate() throws {
    let intents = MailboxIntent.examples + [.thread(id: "live"), .thread(id: "gone")]
    for intent in intents {
      guard let url = gate.url(for: intent) else { continue }
      #expect(gate.parse(url) == intent)
    }
  }
}
