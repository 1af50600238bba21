import Foundation

/// What a TinyLinks link asks for.
///
/// | link | intent |
/// |---|---|
/// | `tiny://home` | `.home` |
/// | `tiny://tag/<name>` | `.tag(name)` |
/// | `tiny://search?q=<text>` | `.search(text)` |
/// | anything else | `.unknown(url)` |
public enum TinyLink: Hashable, Sendable {
  /// The start screen.
  case home
  /// The notes with a tag.
  case tag(String)
  /// A search.
  case search(String)
  /// A link the app does not understand.
  case unknown(URL)
}
