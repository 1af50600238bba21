/// A message shown above the library until the user dismisses it.
public enum ShelfBanner: Codable, Hashable, Sendable {
  /// A link or tap named a book the catalog does not have.
  case bookMissing(BookID)
}
