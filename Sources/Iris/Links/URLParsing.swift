import Foundation

/// Converts link URLs into strongly typed intents, totally.
///
/// Parsing never fails and never traps: a URL the app does not understand
/// (wrong scheme, unknown host, malformed path, percent garbage) maps to an
/// app-defined fallback intent, typically `.unknown(URL)`. That is what lets
/// a coordinator route every inbound link without an error path.
///
/// For the printing direction, and the laws that tie the two together, see
/// ``URLPrinting`` and ``URLCodec``.
public protocol URLParsing: Sendable {
  /// The app's intent type: what a link asks for.
  associatedtype Intent: Sendable & Equatable

  /// Parses a link URL into an intent.
  /// - Parameter url: any URL, well-formed for this app or not.
  /// - Returns: the intent the URL names, or the app's fallback intent for a URL it does not
  ///   understand. Must not trap.
  func parse(_ url: URL) -> Intent
}
