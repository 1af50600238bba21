import Foundation

/// What a caller asks the app to show: parsed from a `shelf://` link,
/// named by a tap, or routed by the app itself.
public enum ShelfIntent: Hashable, Sendable {
  /// The library tab at its root. Link: `shelf://library`.
  case library
  /// A book's page on the library tab, loaded from the catalog.
  /// Link: `shelf://book/<id>`.
  case book(BookID)
  /// An author's page on the authors tab. Link: `shelf://author/<id>`.
  case author(AuthorID)
  /// The share sheet for a book. Link: `shelf://book/<id>/share`.
  case share(BookID)
  /// The sign-in sheet. Link: `shelf://signin`.
  case signIn
  /// The library at its root with a banner saying the book is missing: the
  /// redirect a `.book` flow routes when the catalog has no such book. No link.
  case notFound(BookID)
  /// A link the app does not understand. No link of its own.
  case unknown(URL)
}
