import Foundation
import IrisCheckAudit
import IrisCheckCore
import IrisCheckLaws
import Mailbox

/// The mail app plugged into ``NavigationAudit``: its codec, flow, every
/// route and sheet case, and the intents that have no link by design.
///
/// `make check` and the audit tests both start here, so the audit they run
/// is the same one.
public enum MailboxAudit {
  /// The type of the audit.
  public typealias Audit = NavigationAudit<MailboxIntent, MailboxRoute, MailboxSheet, MailboxEffect>

  /// ``MailboxCodec`` as a ``LinkCodec``; `.unknown(_:)` is its fallback.
  public static let codec = LinkCodec(MailboxCodec()) { intent in
    if case .unknown = intent { return true }
    return false
  }

  /// One value per ``MailboxRoute`` case, in declaration order.
  public static let routes: [MailboxRoute] = [
    .thread(id: "t"), .message(threadID: "t", messageID: 0), .searchResults(query: "q"),
    .contact(address: "a@example.com"), .settings(pane: nil),
  ]

  /// One value per ``MailboxSheet`` case, in declaration order.
  public static let sheets: [MailboxSheet] = [
    .compose(draft: ComposeDraft()), .settings(pane: nil),
  ]

  /// The resolved settings intents: ``MailboxResolver`` makes them from a
  /// `.settings(pane:)` link, so they have no link of their own.
  public static let linkless: Set<String> = ["settingsSheet", "settingsPush"]

  /// Whether the app handles an effect: always, because
  /// ``MailboxState/apply(_:)`` switches over every ``MailboxEffect`` case
  /// without a `default` (the compiler enforces it).
  /// - Parameter effect: an effect the flow emitted.
  /// - Returns: `true`.
  @Sendable public static func handles(_ effect: MailboxEffect) -> Bool {
    switch effect {
    case .selectTab, .markRead, .recordSearch: true
    }
  }

  /// The audit of ``MailboxFlow`` over ``MailboxIntent/examples``.
  /// - Parameters:
  ///   - generated: extra intents that join the checks; defaults to none.
  ///   - links: extra URL strings to parse; defaults to none.
  /// - Returns: the configured audit; call `run()`, `catalog()`, `graph()`.
  public static func audit(generated: [MailboxIntent] = [], links: [String] = []) -> Audit {
    Audit(
      flow: MailboxFlow.self, examples: MailboxIntent.examples, generated: generated, codec: codec,
      routes: routes, sheets: sheets, handles: handles, linkless: linkless, links: links)
  }
}
