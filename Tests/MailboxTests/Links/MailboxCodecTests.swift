import Foundation
import Mailbox
import Testing

struct MailboxCodecTests {
  private let codec = MailboxCodec()

  private func parse(_ string: String) throws -> MailboxIntent {
    codec.parse(try testURL(string))
  }

  private func print(_ intent: MailboxIntent) -> String? {
    codec.url(for: intent)?.absoluteString
  }

  /// Every link intent with its canonical link, worked out from the route table.
  private static let links: [(MailboxIntent, String)] = [
    (.inbox, "mailbox://inbox"),
    (.thread(id: "t-42"), "mailbox://thread/t-42"),
    (.message(threadID: "t-42", messageID: 3), "mailbox://thread/t-42/message/3"),
    (.message(threadID: "t-42", messageID: 0), "mailbox://thread/t-42/message/0"),
    (.search(query: "invoice 2026"), "mailbox://search?q=invoice%202026"),
    (.search(query: ""), "mailbox://search"),
    (
      .compose(to: "ana@example.com", subject: "Lunch?"),
      "mailbox://compose?to=ana@example.com&subject=Lunch?"
    ),
    (.compose(to: nil, subject: nil), "mailbox://compose"),
    (.compose(to: "", subject: nil), "mailbox://compose?to="),
    (.compose(to: nil, subject: "Hi"), "mailbox://compose?subject=Hi"),
    (.contact(address: "ana@example.com"), "mailbox://contact/ana@example.com"),
    (.settings(pane: nil), "mailbox://settings"),
    (.settings(pane: .signature), "mailbox://settings/signature"),
  ]

  // MARK: - Print

  @Test func printsEveryLinkIntentCanonically() {
    for (intent, link) in Self.links {
      #expect(print(intent) == link, "\(intent)")
    }
  }

  @Test func printsEverySettingsPane() {
    for pane in SettingsPane.allCases {
      #expect(print(.settings(pane: pane)) == "mailbox://settings/\(pane.rawValue)")
    }
  }

  @Test func intentsWithoutLinkPrintNil() throws {
    let noLink: [MailboxIntent] = [
      .unknown(try testURL("mailbox://nowhere")),
      .settingsSheet(pane: nil), .settingsPush(pane: .accounts),
      .thread(id: ""), .message(threadID: "", messageID: 1), .message(threadID: "t", messageID: -1),
      .contact(address: ""),
    ]
    for intent in noLink {
      #expect(print(intent) == nil, "\(intent)")
    }
  }

  @Test func reservedCharactersArePercentEncoded() {
    #expect(print(.thread(id: "a/b?c#d%e f+g")) == "mailbox://thread/a%2Fb%3Fc%23d%25e%20f%2Bg")
    #expect(print(.thread(id: "🚀")) == "mailbox://thread/%F0%9F%9A%80")
    #expect(print(.search(query: "a&b=c+d")) == "mailbox://search?q=a%26b%3Dc%2Bd")
  }

  @Test func dotSegmentIDsPrintEscapedTwiceSoABrowserKeepsThem() {
    #expect(print(.thread(id: ".")) == "mailbox://thread/%252E")
    #expect(print(.thread(id: "..")) == "mailbox://thread/%252E%252E")
    #expect(print(.thread(id: "%2e")) == "mailbox://thread/%25252e")
    #expect(
      print(.message(threadID: "..", messageID: 1)) == "mailbox://thread/%252E%252E/message/1")
    #expect(print(.contact(address: ".")) == "mailbox://contact/%252E")
    #expect(print(.thread(id: "...")) == "mailbox://thread/...")
  }

  // MARK: - Parse

  @Test func parsesEveryCanonicalLink() throws {
    for (intent, link) in Self.links {
      #expect(try parse(link) == intent, "\(link)")
    }
  }

  @Test func schemeAndHostAreCaseInsensitive() throws {
    #expect(try parse("MAILBOX://Thread/AbC") == .thread(id: "AbC"))
    #expect(try parse("Mailbox://INBOX") == .inbox)
  }

  @Test func trailingSlashAndExtraQueryItemsAreTolerated() throws {
    #expect(try parse("mailbox://thread/abc/") == .thread(id: "abc"))
    #expect(try parse("mailbox://compose?subject=Hi&cc=bob") == .compose(to: nil, subject: "Hi"))
    #expect(try parse("mailbox://inbox?utm_source=mail") == .inbox)
  }

  @Test func everySpellingOfADotSegmentIDReadsAsTheDots() throws {
    for (link, id) in [
      ("mailbox://thread/%252E", "."), ("mailbox://thread/%252e%252E", ".."),
      ("mailbox://thread/%2E", "."), ("mailbox://thread/%2e%2E", ".."),
      ("mailbox://thread/.%2e", ".."), ("mailbox://thread/.", "."),
      ("mailbox://thread/%25252E", "%2E"),
    ] {
      #expect(try parse(link) == .thread(id: ThreadID(id)), "\(link)")
    }
  }

  @Test func plusInQueryStaysPlus() throws {
    #expect(try parse("mailbox://search?q=a+b") == .search(query: "a+b"))
  }

  @Test func queryWithoutValueIsEmptyString() throws {
    #expect(try parse("mailbox://search?q=") == .search(query: ""))
    #expect(try parse("mailbox://compose?to") == .compose(to: "", subject: nil))
  }

  @Test func nonCanonicalMessageNumbersAreUnknown() throws {
    for text in ["07", "-1", "+1", "x", "1.0", "99999999999999999999999"] {
      let link = "mailbox://thread/t/message/\(text)"
      #expect(try parse(link) == .unknown(try testURL(link)), "\(text)")
    }
  }

  @Test func garbageIsUnknownCarryingTheURL() throws {
    let garbage = [
      "mailbox://thread", "mailbox://thread//", "mailbox://thread//x", "mailbox://settings/bogus",
      "mailbox://settings/Signature", "https://example.com/thread/a", "mailbox://nowhere",
      "mailbox:inbox", "mailbox://", "x:", "///", "mailbox://[::1]/inbox", "mailbox://inbox:1",
      "mailbox://thread/%C3", "mailbox://contact/a/b",
    ]
    for text in garbage {
      let url = try testURL(text)
      #expect(codec.parse(url) == .unknown(url), "\(text)")
    }
  }

  // MARK: - Round trip

  @Test func reservedAndUnicodeIdentifiersRoundTrip() throws {
    let texts = [
      "a/b", "what?", "#1", "100%", "%2F", "a+b", "two words", "🚀📬", "é", "../..", "&=;",
    ]
    for text in texts {
      let intents: [MailboxIntent] = [
        .thread(id: ThreadID(text)), .message(threadID: ThreadID(text), messageID: 12),
        .search(query: text), .compose(to: text, subject: text), .contact(address: text),
      ]
      for intent in intents {
        let url = try #require(codec.url(for: intent), "\(intent) did not print")
        #expect(codec.parse(url) == intent, "\(url.absoluteString)")
      }
    }
  }

  @Test func everyPrintableExampleRoundTrips() throws {
    let printable = MailboxIntent.examples.filter { codec.url(for: $0) != nil }
    #expect(printable.count == 7)
    for intent in printable {
      let url = try #require(codec.url(for: intent))
      #expect(codec.parse(url) == intent)
    }
  }
}
