/// The app's own steps, applied by ``ShelfCoordinator``.
public enum ShelfEffect: Hashable, Sendable {
  /// Make a tab the selected one, keeping every tab's stack.
  case selectTab(ShelfTab)
  /// Load a book from the catalog into the book screen; redirect to
  /// ``ShelfIntent/notFound(_:)`` when the catalog has no such book.
  case loadBook(BookID)
  /// Show a banner above the library.
  case showBanner(ShelfBanner)
}
