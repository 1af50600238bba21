import Foundation
import Iris
import IrisCheck
import IrisCheckFixtures
import Mailbox
import MailboxChecks

/// Deliberately broken variants of the sample app, each a bug one law
/// exists to catch.
enum PlantedBugs {
  typealias Flow = FlowUnderTest<MailboxIntent, MailboxRoute, MailboxSheet, MailboxEffect>

  private static let real = MailboxCodec()

  // MARK: - Codecs

  /// The printer leaves `/` unescaped inside thread ids.
  static let slashUnescaped = codec(print: { intent in
    guard let url = real.url(for: intent) else { return nil }
    guard intent.threadID != nil else { return url }
    return URL(string: url.absoluteString.replacingOccurrences(of: "%2F", with: "/"))
  })

  /// The printer writes a thread id `.` or `..` as is, a dot segment URL
  /// normalisation removes (the router prints `%252E`).
  static let dotSegmentsUnescaped = dotsPrinted(as: ".")

  /// The printer escapes the dots of a thread id `.` or `..` only once
  /// (`%2E`), which RFC 3986 keeps but a browser still reads as dots.
  static let dotSegmentsEscapedOnce = dotsPrinted(as: "%2E")

  /// The printer escapes only the thread ids `.` and `..` one level
  /// deeper, not the other dot-like ids: `%2E` prints as `.` does
  /// (`%252E`), and reads back as `.`.
  static let dotEscapeCollides = codec(print: { intent in
    guard let url = real.url(for: intent) else { return nil }
    guard let id = intent.threadID?.rawValue, id != ".", id != "..", DotLikeText.isDotLike(id)
    else { return url }
    return URL(string: url.absoluteString.replacingOccurrences(of: "%2525", with: "%25"))
  })

  /// The real printer with the dots of a thread id `.` or `..` (`%252E`)
  /// written as `dot`.
  private static func dotsPrinted(as dot: String) -> LinkCodec<MailboxIntent> {
    codec(print: { intent in
      guard let url = real.url(for: intent) else { return nil }
      guard let id = intent.threadID, id == "." || id == ".." else { return url }
      return URL(string: url.absoluteString.replacingOccurrences(of: "%252E", with: dot))
    })
  }

  /// The search route decodes its query like an HTML form: `+` becomes a
  /// space after percent-decoding.
  static let plusAsSpace = codec(parse: { url in
    guard case .search(let query) = real.parse(url) else { return real.parse(url) }
    return .search(query: query.replacingOccurrences(of: "+", with: " "))
  })

  /// The printer accepts an empty thread id, which the parser rejects.
  static let emptyIDPrinted = codec(print: { intent in
    intent == .thread(id: "") ? URL(string: "mailbox://thread/") : real.url(for: intent)
  })

  /// The parser compares the host case-sensitively.
  static let caseSensitiveHost = codec(parse: { url in
    guard let host = url.host(), host == host.lowercased() else { return .unknown(url) }
    return real.parse(url)
  })

  private static func codec(
    parse: @escaping @Sendable (URL) -> MailboxIntent = { real.parse($0) },
    print: @escaping @Sendable (MailboxIntent) -> URL? = { real.url(for: $0) }
  ) -> LinkCodec<MailboxIntent> {
    LinkCodec(
      parse: parse, print: print, isUnknown: { if case .unknown = $0 { true } else { false } })
  }

  // MARK: - Flows

  /// Numbers untitled compose drafts from a global counter.
  static func globalCounterFlow() -> Flow {
    let drafts = Locked(0)
    return Flow { intent in
      guard case .compose(let to, nil) = intent else {
        return MailboxFlow.operations(intent: intent)
      }
      let number = drafts.withLock { count in
        count += 1
        return count
      }
      return MailboxFlow.operations(intent: .compose(to: to, subject: "Draft \(number)"))
    }
  }

  /// Remembers the last intent and skips the reset for a thread opened right
  /// after the inbox ("we are already there").
  static func callOrderFlow() -> Flow {
    let last = Locked<MailboxIntent?>(nil)
    return Flow { intent in
      let previous = last.withLock { last in
        defer { last = intent }
        return last
      }
      let steps = MailboxFlow.operations(intent: intent)
      guard case .thread = intent, previous == .inbox else { return steps }
      return Array(steps.dropFirst(3))
    }
  }

  /// Contacts open nothing any more: the contact route is never pushed.
  static let contactUnreachable = Flow { intent in
    if case .contact = intent { return [] }
    return MailboxFlow.operations(intent: intent)
  }

  // MARK: - Snapshots

  /// A snapshot whose `Codable` conformance drops the selected tab: it
  /// restores every stack and the sheet, on the inbox tab.
  struct TablessSnapshot: Codable, Equatable, Sendable {
    var state: MailboxState

    private enum CodingKeys: String, CodingKey { case stacks, sheet }

    init(_ state: MailboxState) {
      self.state = state
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      state = MailboxState(
        stacks: try container.decode([MailboxTab: [MailboxRoute]].self, forKey: .stacks),
        sheet: try container.decodeIfPresent(MailboxSheet.self, forKey: .sheet))
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(state.stacks, forKey: .stacks)
      try container.encodeIfPresent(state.sheet, forKey: .sheet)
    }
  }
}
