import Shelf

extension ShelfSnapshot {
  /// What the app shows once a flow for `intent`, started from this
  /// snapshot, has run to its end with nothing interrupting it: its load
  /// answered, and its redirect, if any, run too.
  ///
  /// A `.book(id)` flow ends with ``Shelf/BookLoad/loaded(_:)`` when
  /// `books` has the book; otherwise with ``Shelf/BookLoad/missing(_:)``
  /// and the `.notFound(id)` redirect applied (the library at its root,
  /// the ``Shelf/ShelfBanner/bookMissing(_:)`` banner).
  /// - Parameters:
  ///   - intent: the intent routed.
  ///   - books: the catalog's books, by identity.
  /// - Returns: the snapshot after the flow (and its redirect).
  public func routing(_ intent: ShelfIntent, books: [BookID: Book]) -> ShelfSnapshot {
    var next = self
    for step in ShelfFlow.operations(intent: intent) {
      switch step {
      case .effect(.loadBook(let id)):
        guard let book = books[id] else {
          next.book = .missing(id)
          return next.routing(.notFound(id), books: books)
        }
        next.book = .loaded(book)
      case .effect(.showBanner(let banner)):
        next.banner = banner
      default:
        next.session = next.session.applying(step)
      }
    }
    return next
  }

  /// What the app shows right after ``Shelf/ShelfCoordinator/restore(_:)``
  /// puts `session` back: that navigation, no book content, no banner.
  /// - Parameter session: the session restored.
  /// - Returns: the snapshot.
  public static func restored(_ session: ShelfSession) -> ShelfSnapshot {
    ShelfSnapshot(session: session)
  }
}
