/// A screen presented as the app's single sheet.
public enum ShelfSheet: Codable, Hashable, Sendable {
  /// The share sheet for a book.
  case share(BookID)
  /// Signing in to the reading account.
  case signIn
}
