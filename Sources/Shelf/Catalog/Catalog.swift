/// Where books come from: the app's book service, injected into
/// ``ShelfCoordinator``.
///
/// A real app talks to a server here; tests inject a double whose latency
/// is virtual time.
public protocol Catalog: Sendable {
  /// Fetches a book.
  /// - Parameter id: the book to fetch.
  /// - Returns: the book, or `nil` when the catalog has no such book.
  /// - Throws: when the catalog cannot answer (offline, server error, cancelled).
  func book(_ id: BookID) async throws -> Book?
}
