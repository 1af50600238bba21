import Foundation

/// A total ``URLCodec`` built from a ``URLPathRouter`` and a fallback.
///
/// `parse` returns the router's intent, or `unknown(url)` when no route
/// parses the URL; `url(for:)` is the router's printer. Make one with
/// ``URLPathRouter/codec(unknown:)``:
///
/// ```swift
/// let codec = router.codec(unknown: { .unknown($0) })
/// codec.parse(URL(string: "mailbox://nowhere")!)  // .unknown(mailbox://nowhere)
/// ```
///
/// The round-trip law holds as long as no route emits the fallback intent
/// (so `url(for: .unknown(u))` is `nil`) and each route's `parse` inverts its
/// `emit` on the captures it prints.
public struct URLPathCodec<Intent: Sendable & Equatable>: URLCodec {
  /// The routing table used in both directions.
  public let router: URLPathRouter<Intent>
  /// The intent for a URL no route parses.
  public let unknown: @Sendable (URL) -> Intent

  /// Creates a total codec.
  /// - Parameters:
  ///   - router: the routing table.
  ///   - unknown: the fallback intent for a URL no route parses.
  public init(router: URLPathRouter<Intent>, unknown: @escaping @Sendable (URL) -> Intent) {
    self.router = router
    self.unknown = unknown
  }

  /// Parses a URL, falling back to `unknown(url)`; never traps.
  /// - Parameter url: any URL.
  /// - Returns: the router's intent, or `unknown(url)`.
  public func parse(_ url: URL) -> Intent {
    router.parse(url) ?? unknown(url)
  }

  /// Prints an intent with the router.
  /// - Parameter intent: the intent to print.
  /// - Returns: the URL, or `nil` when no route prints the intent.
  public func url(for intent: Intent) -> URL? {
    router.url(for: intent)
  }
}
