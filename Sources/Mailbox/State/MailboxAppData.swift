/// The app data the mail app's effects write, apart from navigation: the
/// threads marked read and the recent searches.
///
/// ``MailboxCoordinator`` keeps one and applies its effects through
/// ``apply(_:)``; being a plain value, it lets a check run an effect and
/// see what it did.
public struct MailboxAppData: Equatable, Sendable {
  /// How many queries ``recentSearches`` keeps.
  public static let recentSearchLimit = 10

  /// The threads marked read, in no particular order.
  public var readThreads: Set<ThreadID> = []
  /// Recorded queries, most recent first, without duplicates, at most
  /// ``recentSearchLimit`` of them.
  public var recentSearches: [String] = []

  /// Creates empty app data.
  public init() {}

  /// Applies an effect's app-data part: marks a thread read or records a
  /// search; a tab switch leaves app data alone.
  /// - Parameter effect: the effect.
  public mutating func apply(_ effect: MailboxEffect) {
    switch effect {
    case .selectTab:
      break
    case .markRead(let id):
      readThreads.insert(id)
    case .recordSearch(let query):
      recentSearches.removeAll { $0 == query }
      recentSearches.insert(query, at: 0)
      recentSearches = Array(recentSearches.prefix(Self.recentSearchLimit))
    }
  }
}
