import Foundation
import IrisCheckCore

/// A URL codec described by closures, so any routing library plugs into the
/// codec laws and the fuzz oracles.
///
/// `parse` must be total (every URL maps to some intent, garbage to an
/// "unknown" intent that `isUnknown` recognises); `print` returns `nil` for
/// intents that have no URL. The laws (`RoundTrip`, `NormalisationStable`,
/// `CanonicalIdempotence`, `Totality`,
/// `CaseInsensitiveSchemeAndHost`; see <doc:Laws>) check that the two
/// directions agree. A router with no printer is a parse-only codec
/// (``init(parse:isUnknown:)``, ``init(templates:parse:isUnknown:)``),
/// judged by the laws that need none; see <doc:BringYourOwnRouter>.
public struct LinkCodec<Intent: Equatable>: Sendable {
  /// Maps a URL to an intent; total.
  public let parse: @Sendable (URL) -> Intent
  /// Maps an intent to its canonical URL, or `nil` when it has none.
  public let print: @Sendable (Intent) -> URL?
  /// Whether an intent is the codec's "unknown link" answer.
  public let isUnknown: @Sendable (Intent) -> Bool

  /// Creates a codec from its two directions.
  /// - Parameters:
  ///   - parse: maps a URL to an intent; must return for every URL.
  ///   - print: maps an intent to its canonical URL, or `nil`.
  ///   - isUnknown: recognises the intent `parse` returns for links it does
  ///     not understand.
  public init(
    parse: @escaping @Sendable (URL) -> Intent,
    print: @escaping @Sendable (Intent) -> URL?,
    isUnknown: @escaping @Sendable (Intent) -> Bool
  ) {
    self.init(parse: parse, print: print, isUnknown: isUnknown, routes: nil)
  }

  /// The router's templates and its parser over them in a given order, for
  /// a parse-only codec made with ``init(templates:parse:isUnknown:)``.
  package struct Routes: Sendable {
    /// The templates, in the router's own order.
    package let templates: [LinkTemplate]
    /// Parses with the templates tried in the given order.
    package let parse: @Sendable ([String], URL) -> Intent
  }

  /// Whether the codec has a printer; `false` for a parse-only codec.
  package let prints: Bool
  /// The route table of a codec made from templates; `nil` otherwise.
  package let routes: Routes?

  package init(
    parse: @escaping @Sendable (URL) -> Intent,
    print: @escaping @Sendable (Intent) -> URL?,
    isUnknown: @escaping @Sendable (Intent) -> Bool,
    prints: Bool = true,
    routes: Routes?
  ) {
    self.parse = parse
    self.print = print
    self.isUnknown = isUnknown
    self.prints = prints
    self.routes = routes
  }

  /// Parses a URL string.
  /// - Parameter string: the link as text.
  /// - Returns: the intent, or `nil` when Foundation's `URL(string:)` rejects
  ///   the text (then the codec never sees it).
  public func parse(string: String) -> Intent? {
    URL(string: string).map(parse)
  }
}
