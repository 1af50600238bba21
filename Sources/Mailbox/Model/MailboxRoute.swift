/// A screen pushed onto a tab's navigation stack.
///
/// Routes carry identities, never loaded models: a screen looks its content
/// up when it renders, so a route can be built from a URL, stored in a
/// snapshot, and stay honest when the content changes underneath it.
public enum MailboxRoute: Codable, Hashable, Sendable {
  /// A thread's conversation view.
  case thread(id: ThreadID)
  /// One message inside a thread, pushed above that thread.
  case message(threadID: ThreadID, messageID: Int)
  /// The results for a search query.
  case searchResults(query: String)
  /// A contact's card, by email address.
  case contact(address: String)
  /// Settings pushed inside a stack; `nil` is the settings overview.
  case settings(pane: SettingsPane?)
}
