import Foundation
import IrisCheckAudit
import IrisCheckCore
import IrisCheckLaws
import Mailbox

/// The mail app plugged into ``/IrisCheckAudit/NavigationAudit``: its codec, flow, every
/// route and sheet case, and the intents that have no link by design.
///
/// `make check` and the audit tests both start here, so the audit they run
/// is the same one.
public enum MailboxAudit {
  /// The type of the audit.
  public typealias Audit = NavigationAudit<MailboxIntent, MailboxRoute, MailboxSheet, MailboxEffect>

  /// ``/Mailbox/MailboxCodec`` as a ``/IrisCheckLaws/LinkCodec``; `.unknown(_:)` is its fallback.
  public static let codec = LinkCodec(MailboxCodec()) { intent in
    if case .unknown = intent { return true }
    return false
  }

  /// One value per ``/Mailbox/MailboxRoute`` case, in declaration order.
  public static let routes: [MailboxRoute] = [
    .thread(id: "t"), .message(threadID: "t", messageID: 0), .searchResults(query: "q"),
    .contact(address: "a@example.com"), .settings(pane: nil),
  ]

  /// One value per ``/Mailbox/MailboxSheet`` case, in declaration order.
  public static let sheets: [MailboxSheet] = [
    .compose(draft: ComposeDraft()), .settings(pane: nil),
  ]

  /// The resolved settings intents: ``/Mailbox/MailboxResolver`` makes them from a
  /// `.settings(pane:)` link, so they have no link of their own.
  public static let linkless: Set<String> = ["settingsSheet", "settingsPush"]

  /// Whether the app handles an effect: applying it to fresh state does
  /// what the effect says (``/Mailbox/MailboxState``, the app's navigation state,
  /// for a tab switch; ``/Mailbox/MailboxAppData``, which the coordinator applies
  /// effects through, for read marks and recent searches).
  /// - Parameter effect: an effect the flow emitted.
  /// - Returns: whether the effect took effect.
  @Sendable public static func handles(_ effect: MailboxEffect) -> Bool {
    var data = MailboxAppData()
    data.apply(effect)
    switch effect {
    case .selectTab(let tab):
      let start: MailboxTab = tab == .inbox ? .search : .inbox
      var state = MailboxState.initial
      state.apply(.effect(.selectTab(start)))
      return state.applying(.effect(effect)).selectedTab == tab
    case .markRead(let id):
      return data.readThreads.contains(id)
    case .recordSearch(let query):
      return data.recentSearches.first == query
    }
  }

  /// The audit of ``/Mailbox/MailboxFlow`` over ``/Mailbox/MailboxIntent/examples``.
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
