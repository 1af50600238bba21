import Foundation
import IrisCheckCore

/// CaseInsensitiveSchemeAndHost: uppercasing a link's scheme and host does
/// not change what it means (RFC 3986 §3.1 and §3.2.2 make both
/// case-insensitive).
///
/// **Contract.** For every URL string `s` whose uppercased twin `S` (ASCII
/// letters of the scheme and of the host, port included, uppercased; user
/// info, path, query and fragment untouched) differs from `s`: either both
/// `parse(s)` and `parse(S)` are unknown, or `parse(s) == parse(S)`.
///
/// **Generated.** URL strings, as for `CanonicalIdempotence`. Strings
/// `URL(string:)` rejects are outside the domain and pass.
///
/// **Violation.** A router that compares hosts with `==`:
///
/// ```
/// ❌ CaseInsensitiveSchemeAndHost violated (uppercased scheme and host):
///    parse("note://inbox") = Note.inbox, but parse("NOTE://INBOX") = Note.unknown
/// ```
package struct CaseInsensitiveSchemeAndHostLaw<Intent: Equatable>: Law {
  /// The codec under test.
  package let codec: LinkCodec<Intent>

  /// Creates the law for a codec.
  /// - Parameter codec: the codec under test.
  package init(_ codec: LinkCodec<Intent>) {
    self.codec = codec
  }

  /// `CaseInsensitiveSchemeAndHost`.
  package var name: String { "CaseInsensitiveSchemeAndHost" }

  /// Strings Foundation's `URL(string:)` accepts.
  /// - Parameter string: the example.
  /// - Returns: whether it is a URL.
  package func isInDomain(_ string: String) -> Bool { URL(string: string) != nil }

  /// `URL strings Foundation accepts`.
  package var domainName: String? { "URL strings Foundation accepts" }

  /// Parses `string` and its uppercased twin and compares the intents.
  /// - Parameter string: a URL string.
  /// - Returns: `nil` when the intents agree (or both are unknown, or the
  ///   string is outside the domain); otherwise a violation in direction
  ///   `uppercased scheme and host`.
  package func check(_ string: String) -> LawViolation? {
    URL(string: string).flatMap { check(string, url: $0) }
  }

  /// ``check(_:)`` on a string already read as `url`, for a driver that runs
  /// several laws on one link and reads it once.
  /// - Parameters:
  ///   - string: the URL string.
  ///   - url: `URL(string: string)`.
  /// - Returns: as ``check(_:)``.
  package func check(_ string: String, url: URL) -> LawViolation? {
    let upper = SchemeAndHostCase.uppercased(string)
    guard upper != string, let upperURL = URL(string: upper) else { return nil }
    let intent = codec.parse(url)
    let upperIntent = codec.parse(upperURL)
    if intent == upperIntent || (codec.isUnknown(intent) && codec.isUnknown(upperIntent)) {
      return nil
    }
    return LawViolation(
      law: name,
      direction: "uppercased scheme and host",
      message: "parse(\(SwiftLiteral.describe(string))) = \(SwiftLiteral.describe(intent)), "
        + "but parse(\(SwiftLiteral.describe(upper))) = \(SwiftLiteral.describe(upperIntent))"
    )
  }
}
