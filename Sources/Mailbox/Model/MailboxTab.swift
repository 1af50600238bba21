/// The mail app's tabs; each tab keeps its own navigation stack.
public enum MailboxTab: String, CaseIterable, Codable, CodingKeyRepresentable, Hashable, Sendable {
  /// The inbox: thread list at the root, threads and messages pushed on top.
  case inbox
  /// Search: the search field at the root, results pushed on top.
  case search
  /// Settings: the settings overview at the root.
  case settings
}
