import Foundation
import IrisCheckCore

extension LinkCodec {
  /// A parse-only codec: a router with no printer.
  ///
  /// ``CodecLaws`` runs on it the laws that need no printer: `Totality`,
  /// `CaseInsensitiveSchemeAndHost`, `EscapedDelimiterIsData` and
  /// `ParseNormalisationStable` (see <doc:BringYourOwnRouter>).
  /// - Parameters:
  ///   - parse: maps a URL to an intent; must return for every URL.
  ///   - isUnknown: recognises the intent `parse` returns for links it does
  ///     not understand.
  public init(
    parse: @escaping @Sendable (URL) -> Intent,
    isUnknown: @escaping @Sendable (Intent) -> Bool
  ) {
    self.init(parse: parse, print: { _ in nil }, isUnknown: isUnknown, prints: false, routes: nil)
  }

  /// A parse-only codec made from its router's route table, so the laws
  /// can build links from the templates and try them in other orders.
  ///
  /// A template is a link whose variable parts are `:name` placeholders,
  /// in the path or as a query value:
  /// `https://app.example/projects/:creator/:slug?ref=:ref`. `parse` tries
  /// the templates in the order it is given them, as the router tries its
  /// own table; the laws call it with `templates` itself and with other
  /// orders, and `StableAcrossLaunches` fails when the order changes the
  /// answer (a table kept in a `Dictionary` is tried in a different order
  /// in each launch).
  /// - Parameters:
  ///   - templates: the router's templates, each a link with `:name`
  ///     placeholders; a text that is not a `scheme://host…` link traps.
  ///   - parse: parses a URL trying the templates in the given order; every
  ///     order it is given is a permutation of `templates`.
  ///   - isUnknown: recognises the intent `parse` returns for links it does
  ///     not understand.
  public init(
    templates: [String],
    parse: @escaping @Sendable (_ templates: [String], URL) -> Intent,
    isUnknown: @escaping @Sendable (Intent) -> Bool
  ) {
    let table = templates.map { text in
      guard let template = LinkTemplate(text) else {
        preconditionFailure("not a link template: \(SwiftLiteral.describe(text))")
      }
      return template
    }
    self.init(
      parse: { parse(templates, $0) }, print: { _ in nil }, isUnknown: isUnknown, prints: false,
      routes: Routes(templates: table, parse: parse))
  }
}
