import Shelf

/// A ``/Shelf/Catalog`` for tests: a fixed set of books, each answer given
/// after `latency` of an injected clock (the coordinator's, so virtual time
/// in tests; never `Task.sleep`).
///
/// Like a request already sent to a server, a fetch runs to its end even
/// when the caller is cancelled: only the caller's own checks keep a stale
/// answer off the screen.
public struct SlowCatalog: Catalog {
  /// The books it has, by identity.
  public let books: [BookID: Book]
  /// How long every answer takes.
  public let latency: Duration
  /// The clock the latency elapses on.
  public let clock: any Clock<Duration>

  /// Creates a catalog.
  /// - Parameters:
  ///   - books: the books it has; ``sampleBooks`` by default.
  ///   - latency: how long every answer takes; ``defaultLatency`` by default.
  ///   - clock: the clock the latency elapses on, the coordinator's.
  public init(
    books: [Book] = SlowCatalog.sampleBooks, latency: Duration = SlowCatalog.defaultLatency,
    clock: any Clock<Duration>
  ) {
    self.books = Dictionary(books.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    self.latency = latency
    self.clock = clock
  }

  /// The book with this identity, after ``latency``.
  /// - Parameter id: the book to fetch.
  /// - Returns: the book, or `nil` when the catalog does not have it.
  public func book(_ id: BookID) async -> Book? {
    let clock = clock
    let latency = latency
    // NB: the wait runs in a task of its own, awaited, so cancelling the
    // caller does not cut it short.
    await Task { try? await clock.sleep(for: latency) }.value
    return books[id]
  }

  /// The books the checks' catalog has: `"a"` and `"b"`.
  public static let sampleBooks = [
    Book(id: "a", title: "Anna Karenina", author: "tolstoy"),
    Book(id: "b", title: "Beloved", author: "morrison"),
  ]

  /// The checks' latency: 400 ms, longer than the linkSwitcher's 250 ms
  /// drain timeout, so a link that arrives mid-load outwaits the drain.
  public static let defaultLatency = Duration.milliseconds(400)
}
