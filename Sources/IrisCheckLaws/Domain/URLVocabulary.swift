import IrisCheckCore

/// The words a consumer's links are made of, so generated URL strings hit
/// the consumer's routes as well as the grammar around them.
///
/// Every list may be empty; the URL generators then draw random text in its
/// place. The first entry of each list is the simplest: generated links
/// shrink toward it.
///
/// ```swift
/// let mailbox = URLVocabulary(
///   schemes: ["mailbox"], hosts: ["inbox", "thread", "search"],
///   pathWords: ["message", "42"], queryNames: ["q", "to", "subject"])
/// Gen.urlString(mailbox)  // "mailbox://inbox" simplest
/// ```
public struct URLVocabulary: Hashable, Sendable {
  /// The app's schemes, for example `["mailbox"]`.
  public var schemes: [String]
  /// The app's hosts, for example `["inbox", "thread"]`.
  public var hosts: [String]
  /// Words that appear as path segments, for example `["message"]`.
  public var pathWords: [String]
  /// Query item names, for example `["q", "to"]`.
  public var queryNames: [String]

  /// Creates a vocabulary.
  /// - Parameters:
  ///   - schemes: the app's schemes; defaults to none.
  ///   - hosts: the app's hosts; defaults to none.
  ///   - pathWords: words used as path segments; defaults to none.
  ///   - queryNames: query item names; defaults to none.
  public init(
    schemes: [String] = [], hosts: [String] = [], pathWords: [String] = [],
    queryNames: [String] = []
  ) {
    self.schemes = schemes
    self.hosts = hosts
    self.pathWords = pathWords
    self.queryNames = queryNames
  }
}
