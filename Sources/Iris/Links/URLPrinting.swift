import Foundation

/// Converts intents back into link URLs: the printing half of a codec.
///
/// Printing is partial: an intent with no link form (a fallback such as
/// `.unknown(URL)`, an empty identifier, a state-resolved intent that only
/// exists inside the app) prints as `nil`. Every URL that *is* printed must
/// parse back to the intent it came from; ``URLCodec`` states that law.
public protocol URLPrinting: Sendable {
  /// The app's intent type: what a link asks for.
  associatedtype Intent: Sendable & Equatable

  /// Prints the link URL for an intent.
  /// - Parameter intent: the intent to print.
  /// - Returns: the URL, or `nil` when the intent has no link form.
  func url(for intent: Intent) -> URL?
}
