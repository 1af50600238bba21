import Foundation
import IrisCheckCore

/// ParseNormalisationStable: a link the router understands means the same
/// once a URL normaliser or a browser has rewritten it; the parse-side twin
/// of `NormalisationStable` for a router with no printer.
///
/// **Contract.** For every URL string `s` that parses to a known intent
/// `i`, and `n` either normal form of `s` (RFC 3986 and WHATWG, as
/// `NormalisationStable` defines them: dot segments, default ports,
/// an empty query, the case of escapes) that differs from `s` and that
/// `URL(string:)` accepts: `parse(n) == i`. A router that opens a `..`
/// slug opens a link no browser ever delivers as written.
///
/// **Generated.** URL strings; the suite's links fill placeholders with
/// `.`, `..` and their escaped spellings. Links that parse to unknown are
/// outside the domain. The normal forms are those of the link as
/// `URL(string:)` read it (`absoluteString`): Foundation escapes every `%`
/// of a text with a space or a stray `%` in it, and its `%2E` is then text.
///
/// **Violation.**
///
/// ```
/// ❌ ParseNormalisationStable violated (normalise → parse):
///    parse("https://app.example/projects/a/..") = .project(slug: ".."), but its
///    normal form (RFC 3986) "https://app.example/projects/" parses to .unknown
/// ```
package struct ParseNormalisationLaw<Intent: Equatable>: Law {
  /// The codec under test.
  package let codec: LinkCodec<Intent>

  /// The law for a codec.
  package init(_ codec: LinkCodec<Intent>) {
    self.codec = codec
  }

  /// `ParseNormalisationStable`.
  package var name: String { "ParseNormalisationStable" }

  /// `links that parse to a known intent`.
  package var domainName: String? { "links that parse to a known intent" }

  /// Links that parse to a known intent.
  package func isInDomain(_ string: String) -> Bool {
    guard let url = URL(string: string) else { return false }
    return !codec.isUnknown(codec.parse(url))
  }

  /// Normalises `string` both ways and compares what each form parses to.
  /// - Parameter string: a URL string.
  /// - Returns: `nil` when the law holds or `string` is outside its domain;
  ///   otherwise a violation in direction `normalise → parse` for the
  ///   first form that breaks, RFC 3986's before WHATWG's.
  package func check(_ string: String) -> LawViolation? {
    guard let url = URL(string: string) else { return nil }
    let intent = codec.parse(url)
    guard !codec.isUnknown(intent) else { return nil }
    // NB: the link as Foundation read it: a text with a space or a stray `%`
    // is read with every `%` escaped, and its `%2E` is then no dot.
    let link = url.absoluteString
    for rule in URLNormalisation.DotSegments.allCases {
      let normalised = URLNormalisation.normalise(link, dotSegments: rule)
      guard normalised != link, let normalisedURL = URL(string: normalised) else { continue }
      let parsed = codec.parse(normalisedURL)
      guard parsed != intent else { continue }
      return LawViolation(
        law: name, direction: "normalise → parse",
        message: "parse(\(SwiftLiteral.describe(string))) = \(SwiftLiteral.describe(intent)), "
          + "but its normal form (\(rule.name)) \(SwiftLiteral.describe(normalised)) parses to "
          + SwiftLiteral.describe(parsed))
    }
    return nil
  }
}
