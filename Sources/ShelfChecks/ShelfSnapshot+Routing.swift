import Shelf

extension ShelfSnapshot {
  /// What the app shows once a flow for `intent`, started from this
  /// snapshot, has applied its own steps with nothing interrupting it: its
  /// load answered.
  ///
  /// A `.book(id)` flow ends with ``Shelf/BookLoad/loaded(_:)`` when
  /// `books` has the book; otherwise with ``Shelf/BookLoad/missing(_:)``.
  /// The `.notFound(id)` redirect it then routes is a flow of its own,
  /// judged from the state it begins in (see <doc:/IrisCheckLaws/CoordinatorContract>).
  /// - Parameters:
  ///   - intent: the intent routed.
  ///   - books: the catalog's books, by identity.
  /// - Returns: the snapshot after the flow's steps.
  public func routing(_ intent: ShelfIntent, books: [BookID: Book]) -> ShelfSnapshot {
    var next = self
    for step in ShelfFlow.operations(intent: intent) {
      switch step {
      case .effect(.loadBook(let id)):
        next.book = books[id].map { .loaded($0) } ?? .missing(id)
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
