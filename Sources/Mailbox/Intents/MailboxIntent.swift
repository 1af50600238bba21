import Foundation

/// What a caller asks the mail app to show: parsed from a `mailbox://` link
/// or named directly by a tap.
///
/// Most cases are *link intents*: ``MailboxCodec`` prints and parses them.
/// Settings has two more, *resolved* forms, ``settingsSheet(pane:)`` and
/// ``settingsPush(pane:)``: ``MailboxResolver`` turns a link's
/// ``settings(pane:)`` into one of them, once, from the current
/// ``MailboxState``, so ``MailboxFlow`` stays a pure function of the intent.
/// Resolved forms and ``unknown(_:)`` have no URL (they print `nil`).
public enum MailboxIntent: Hashable, Sendable {
  /// The inbox tab at its root. Link: `mailbox://inbox`.
  case inbox
  /// A thread in the inbox. Link: `mailbox://thread/<id>`.
  case thread(id: ThreadID)
  /// One message of a thread; `messageID` is non-negative.
  /// Link: `mailbox://thread/<id>/message/<n>`.
  case message(threadID: ThreadID, messageID: Int)
  /// The search tab, showing results when `query` is not empty.
  /// Link: `mailbox://search?q=<query>` (or `mailbox://search` for `""`).
  case search(query: String)
  /// The compose sheet with optional fields.
  /// Link: `mailbox://compose?to=<to>&subject=<subject>`, absent items for `nil`.
  case compose(to: String?, subject: String?)
  /// A contact's card on the current tab. Link: `mailbox://contact/<address>`.
  case contact(address: String)
  /// Settings, sheet or push not yet decided; `nil` is the overview.
  /// Link: `mailbox://settings` or `mailbox://settings/<pane>`.
  case settings(pane: SettingsPane?)
  /// Settings decided as a sheet (from the root of a stack). No link.
  case settingsSheet(pane: SettingsPane?)
  /// Settings decided as a push (from inside a thread). No link.
  case settingsPush(pane: SettingsPane?)
  /// A link the app does not understand, or one naming a thread that no
  /// longer exists. No link of its own: it never prints.
  case unknown(URL)

  /// The thread this intent names, if any: used to gate stale links.
  public var threadID: ThreadID? {
    switch self {
    case .thread(let id), .message(let id, _): id
    default: nil
    }
  }
}
