/// What the book screen shows: nothing yet, a spinner, the book, or why not.
///
/// ``ShelfCoordinator/book`` holds one; a `.book(id)` flow sets it to
/// ``loading(_:)`` when it pushes the screen, then to ``loaded(_:)`` or
/// ``missing(_:)`` when the catalog answers.
public enum BookLoad: Codable, Hashable, Sendable {
  /// No book asked for since launch or the last restore.
  case idle
  /// The catalog was asked for this book and has not answered.
  case loading(BookID)
  /// The catalog's answer.
  case loaded(Book)
  /// The catalog has no such book; the app redirects to the library.
  case missing(BookID)
  /// The catalog could not answer (offline, server error).
  case failed(BookID)
}
