/// The mail app's tabs; each tab keeps its own navigation stack.
public enum MailboxTab: String, CaseIterable, Codable, CodingKeyRepresentable, Hashable, Sendable {
  /// The inbox: thread list at the root, threads and messages pushed on top.
  case inbox
  /// Search: the search field at the root, results pushed on top.
  case search
  /// Settings: the settings overview at the root.
  case settings

  /// Whether two tabs are the same tab.
  ///
  /// NB: written out, as is ``hash(into:)``, so tabs compare and hash as
  /// cases: a `String`-backed enum otherwise compares and hashes its raw
  /// strings, and every coordinator snapshot looks tabs up (issue #9).
  /// - Parameters:
  ///   - lhs: a tab.
  ///   - rhs: another tab.
  /// - Returns: `true` exactly when they are the same case.
  public static func == (lhs: MailboxTab, rhs: MailboxTab) -> Bool {
    lhs.ordinal == rhs.ordinal
  }

  /// Hashes the case, consistent with `==`.
  /// - Parameter hasher: the hasher to feed.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ordinal)
  }

  private var ordinal: Int {
    switch self {
    case .inbox: 0
    case .search: 1
    case .settings: 2
    }
  }
}
