/// A screen pushed onto a tab's stack.
///
/// Routes carry identities, never loaded models: a route is built from a
/// link and saved in a session, and its screen gets its content from the
/// coordinator.
public enum ShelfRoute: Codable, Hashable, Sendable {
  /// A book's page.
  case book(BookID)
  /// An author's page.
  case author(AuthorID)
}
