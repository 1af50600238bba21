import Foundation
import IrisCheckCore

/// NormalisationStable: a printed link means the same after a URL
/// normaliser or a browser has rewritten it.
///
/// **Contract.** For every intent `i` for which `s = print(i)` is not `nil`
/// and `parse(s)` is a known intent: with `n` either normal form of `s`,
/// `parse(n) == parse(s)`. Both normal forms drop empty and default ports
/// and an empty query and uppercase percent-escapes (see
/// `URLNormalisation`); they differ in which path segments are dot segments:
/// - **RFC 3986**: literal `.` and `..`, removed as §5.2.4 says (what a URL
///   normaliser, a proxy or `URL.standardized` does);
/// - **WHATWG**: also `%2e` in any case in place of either dot (`%2E`,
///   `.%2e`, `%2e.`, `%2E%2e`), resolved as the WHATWG URL Standard's parser
///   does (what a browser, a web view, Node or a web page rewriting the link
///   does): `x://h/a/b/%2e%2e` becomes `x://h/a/`.
///
/// The law always checks both, so its rule is the stricter of the two; it
/// takes no parameter. A printer passes by escaping dot-like segments one
/// level deeper, as Iris's `URLPathRouter` does (`.` as `%252E`).
///
/// **Generated.** Intents, as for `RoundTrip`. Intents `print` rejects,
/// printed links that parse to the unknown intent, and links whose
/// normalised form `URL(string:)` rejects are outside the domain and pass.
///
/// **Violation.** A printer that writes a `.` path segment as `%2E`, which
/// RFC 3986 keeps but a browser removes:
///
/// ```
/// ❌ NormalisationStable violated (print → normalise → parse):
///    print(.thread(id: ".")) = "note://thread/%2E", normalised (WHATWG)
///    "note://thread/", but parse("note://thread/") = .unknown; expected
///    .thread(id: ".")
/// ```
package struct NormalisationStableLaw<Intent: Equatable>: Law {
  /// The codec under test.
  package let codec: LinkCodec<Intent>

  /// Creates the law for a codec.
  /// - Parameter codec: the codec under test.
  package init(_ codec: LinkCodec<Intent>) {
    self.codec = codec
  }

  /// `NormalisationStable`.
  package var name: String { "NormalisationStable" }

  /// Whether the law judges an intent: one that prints a link that parses
  /// to a known intent.
  ///
  /// A codec that prints nothing, or prints only links it
  /// does not understand, leaves the law unchecked, and a run fails as
  /// vacuous.
  /// - Parameter intent: the example.
  /// - Returns: whether ``check(_:)`` judges it.
  package func isInDomain(_ intent: Intent) -> Bool {
    guard let url = codec.print(intent) else { return false }
    return !codec.isUnknown(codec.parse(url))
  }

  /// `intents that print a link that parses to a known intent`.
  package var domainName: String? { "intents that print a link that parses to a known intent" }

  /// Prints `intent`, normalises the link both ways and compares what each
  /// parses to with what the printed link parses to.
  /// - Parameter intent: the intent to print.
  /// - Returns: `nil` when every normalised link parses to the same intent
  ///   (or `intent` is outside the domain); otherwise a violation in
  ///   direction `print → normalise → parse` for the first normal form that
  ///   breaks, RFC 3986's before WHATWG's.
  package func check(_ intent: Intent) -> LawViolation? {
    guard let url = codec.print(intent) else { return nil }
    let printed = url.absoluteString
    var expected: Intent?
    var previous = printed
    for rule in URLNormalisation.DotSegments.allCases {
      let normalised = URLNormalisation.normalise(printed, dotSegments: rule)
      guard normalised != previous, let normalisedURL = URL(string: normalised) else { continue }
      previous = normalised
      let known = expected ?? codec.parse(url)
      guard !codec.isUnknown(known) else { return nil }
      expected = known
      let parsed = codec.parse(normalisedURL)
      guard parsed != known else { continue }
      return LawViolation(
        law: name,
        direction: "print → normalise → parse",
        message: "print(\(SwiftLiteral.describe(intent))) = \(SwiftLiteral.describe(printed)), "
          + "normalised (\(rule.name)) \(SwiftLiteral.describe(normalised)), "
          + "but parse(\(SwiftLiteral.describe(normalised))) = \(SwiftLiteral.describe(parsed)); "
          + "expected \(SwiftLiteral.describe(known))"
      )
    }
    return nil
  }
}

extension URLNormalisation.DotSegments {
  /// How a violation names the rule: `RFC 3986` or `WHATWG`.
  var name: String {
    switch self {
    case .rfc3986: "RFC 3986"
    case .whatwg: "WHATWG"
    }
  }
}
