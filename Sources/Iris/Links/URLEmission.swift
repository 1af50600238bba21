import Foundation

/// What a ``URLRoute``'s `emit` produces for an intent: the unencoded path
/// segments after the host, and the query items.
///
/// Segments are the *decoded* text, one per pattern segment, literals
/// included: for the pattern `"thread/:id/message/:n"` emit
/// `URLEmission(id, "message", "7")`. The router percent-encodes each segment
/// and each query name and value on its own, so `/`, `?`, `#`, `%`, `+`,
/// spaces and any unicode survive. Query items with a `nil` value are left
/// out of the printed URL.
public struct URLEmission: Sendable, Equatable {
  /// The decoded path segments after the host, in order.
  public let pathComponents: [String]
  /// The query items, in order; `nil` values are not printed.
  public let queryItems: [URLQueryItem]

  /// Creates an emission.
  /// - Parameters:
  ///   - pathComponents: the decoded path segments after the host.
  ///   - queryItems: the query items; defaults to none.
  public init(_ pathComponents: String..., queryItems: [URLQueryItem] = []) {
    self.pathComponents = pathComponents
    self.queryItems = queryItems
  }

  /// Creates an emission from an array of path segments, for code that
  /// builds the path at run time (any number of segments).
  ///
  /// Equivalent to the variadic initializer with the same segments in the
  /// same order: `URLEmission(["a", "b"])` equals `URLEmission("a", "b")`.
  /// - Parameters:
  ///   - pathComponents: the decoded path segments after the host, in order.
  ///   - queryItems: the query items; defaults to none.
  public init(_ pathComponents: [String], queryItems: [URLQueryItem] = []) {
    self.pathComponents = pathComponents
    self.queryItems = queryItems
  }
}
