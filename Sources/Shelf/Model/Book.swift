/// A book as the catalog serves it.
public struct Book: Codable, Hashable, Sendable {
  /// Its identity.
  public var id: BookID
  /// Its title.
  public var title: String
  /// Who wrote it.
  public var author: AuthorID

  /// Creates a book.
  /// - Parameters:
  ///   - id: its identity.
  ///   - title: its title.
  ///   - author: who wrote it.
  public init(id: BookID, title: String, author: AuthorID) {
    self.id = id
    self.title = title
    self.author = author
  }
}
