/// Everything the app shows, as one value: the navigation (``session``),
/// the book screen's content and the banner.
///
/// Read it with ``ShelfCoordinator/snapshot``; only ``session`` is saved
/// and restored.
public struct ShelfSnapshot: Hashable, Sendable {
  /// The navigation.
  public var session: ShelfSession
  /// What the book screen shows.
  public var book: BookLoad
  /// The banner above the library, if any.
  public var banner: ShelfBanner?

  /// Creates a snapshot; by default the launch state.
  /// - Parameters:
  ///   - session: the navigation; the launch session by default.
  ///   - book: the book screen's content; `.idle` by default.
  ///   - banner: the banner; none by default.
  public init(
    session: ShelfSession = ShelfSession(), book: BookLoad = .idle, banner: ShelfBanner? = nil
  ) {
    self.session = session
    self.book = book
    self.banner = banner
  }
}
