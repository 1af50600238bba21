import Foundation
import Iris
import IrisCheck
import IrisCheckFixtures
import Mailbox
import MailboxChecks

/// The sample app's audit with one piece swapped for a broken one: each
/// planted variant below breaks exactly one audit check.
enum PlantedMailbox {
  typealias FlowStep = MailboxFlow.FlowStep

  static func audit(
    codec: LinkCodec<MailboxIntent> = MailboxAudit.codec,
    operations: @escaping @Sendable (MailboxIntent) -> [FlowStep] = MailboxFlow.operations,
    handles: @escaping @Sendable (MailboxEffect) -> Bool = MailboxAudit.handles,
    links: [String] = []
  ) -> MailboxAudit.Audit {
    MailboxAudit.Audit(
      subject: "planted", examples: MailboxIntent.examples, codec: codec, operations: operations,
      routes: MailboxAudit.routes, sheets: MailboxAudit.sheets, handles: handles,
      linkless: MailboxAudit.linkless, links: links)
  }

  /// A codec from the real one with its two directions replaced.
  static func codec(
    parse: @escaping @Sendable (URL) -> MailboxIntent = MailboxCodec().parse,
    print: @escaping @Sendable (MailboxIntent) -> URL? = MailboxCodec().url(for:)
  ) -> LinkCodec<MailboxIntent> {
    LinkCodec(parse: parse, print: print, isUnknown: MailboxAudit.codec.isUnknown)
  }

  // MARK: - Planted flaws

  /// The flow never pushes the contact card (it still dismisses the sheet).
  static let contactNeverPushed: @Sendable (MailboxIntent) -> [FlowStep] = { intent in
    MailboxFlow.operations(intent: intent).filter { step in
      if case .nav(.push(.contact)) = step { return false }
      return true
    }
  }

  /// The flow forgets resolved settings sheets: no steps at all.
  static let settingsSheetIgnored: @Sendable (MailboxIntent) -> [FlowStep] = { intent in
    if case .settingsSheet = intent { return [] }
    return MailboxFlow.operations(intent: intent)
  }

  /// The coordinator has no arm for recording searches.
  static let recordSearchUnhandled: @Sendable (MailboxEffect) -> Bool = { effect in
    if case .recordSearch = effect { return false }
    return true
  }

  /// The printer has no route for contacts.
  static let contactUnprintable = codec(print: { intent in
    if case .contact = intent { return nil }
    return MailboxCodec().url(for: intent)
  })

  /// The printer has no route for settings, though the parser keeps one.
  static let settingsParseOnly = codec(print: { intent in
    if case .settings = intent { return nil }
    return MailboxCodec().url(for: intent)
  })

  /// The parser reads contact links as searches for the address.
  static let contactParsedAsSearch = codec(parse: { url in
    let intent = MailboxCodec().parse(url)
    if case .contact(let address) = intent { return .search(query: address) }
    return intent
  })

  /// The parser compares scheme and host with `==`.
  static let caseSensitiveHost = codec(parse: { url in
    guard url.scheme == "mailbox", url.host == url.host?.lowercased() else {
      return .unknown(url)
    }
    return MailboxCodec().parse(url)
  })

  /// The printer swaps compose's query items on every second compose call.
  static func alternatingComposeOrder() -> LinkCodec<MailboxIntent> {
    let calls = Locked(0)
    return codec(print: { intent in
      guard let url = MailboxCodec().url(for: intent), case .compose = intent else {
        return MailboxCodec().url(for: intent)
      }
      let call = calls.withLock { count in
        count += 1
        return count
      }
      guard call.isMultiple(of: 2), let mark = url.absoluteString.firstIndex(of: "?") else {
        return url
      }
      let text = url.absoluteString
      let items = text[text.index(after: mark)...].split(separator: "&").reversed()
      return URL(string: text[..<mark] + "?" + items.joined(separator: "&"))
    })
  }

  /// The printer leaves `/` unescaped in thread ids, so it splits the
  /// segment.
  static let slashUnescaped = codec(print: { intent in
    guard let url = MailboxCodec().url(for: intent), case .thread = intent else {
      return MailboxCodec().url(for: intent)
    }
    return URL(string: url.absoluteString.replacingOccurrences(of: "%2F", with: "/"))
  })
}
