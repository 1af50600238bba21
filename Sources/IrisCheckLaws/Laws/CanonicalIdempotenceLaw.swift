import Foundation
import IrisCheckCore

/// CanonicalIdempotence: a link the codec understands has one canonical
/// spelling, and that spelling is a fixed point.
///
/// **Contract.** For every URL string `s` such that `parse(s) = i` is not
/// unknown and `print(i) = s'`: `parse(s') == i`, and
/// `print(parse(s')) == s'` byte for byte (compared as UTF-8, not with
/// `String ==`, which treats canonically equivalent Unicode as equal).
///
/// **Generated.** URL strings: arbitrary text, mutated catalog links and,
/// under libFuzzer, the fuzzer's bytes. Strings Foundation's `URL(string:)`
/// rejects, links that parse to the unknown intent, and intents `print`
/// rejects are outside the domain and pass.
///
/// **Violation.** A parser that decodes `+` as a space in a query value while
/// the printer keeps `+` literal:
///
/// ```
/// ❌ CanonicalIdempotence violated (parse → print → parse):
///    parse("note://search?q=a%2Bb") = Note.search(query: "a+b"),
///    print(...) = "note://search?q=a+b", but parse("note://search?q=a+b") =
///    Note.search(query: "a b")
/// ```
package struct CanonicalIdempotenceLaw<Intent: Equatable>: Law {
  /// The codec under test.
  package let codec: LinkCodec<Intent>

  /// Creates the law for a codec.
  /// - Parameter codec: the codec under test.
  package init(_ codec: LinkCodec<Intent>) {
    self.codec = codec
  }

  /// `CanonicalIdempotence`.
  package var name: String { "CanonicalIdempotence" }

  /// Whether the law judges a link: one that parses to a known intent that
  /// prints.
  ///
  /// A codec whose printer accepts none
  /// of them leaves the law unchecked, and a run fails as vacuous.
  /// - Parameter string: the example.
  /// - Returns: whether ``check(_:)`` judges it.
  package func isInDomain(_ string: String) -> Bool {
    guard let url = URL(string: string) else { return false }
    let intent = codec.parse(url)
    return !codec.isUnknown(intent) && codec.print(intent) != nil
  }

  /// `links that parse to a known intent that prints`.
  package var domainName: String? { "links that parse to a known intent that prints" }

  /// Parses `string`, prints the intent, and checks the printed link is a
  /// fixed point.
  /// - Parameter string: a URL string.
  /// - Returns: `nil` when the law holds or `string` is outside its domain;
  ///   otherwise a violation in direction `print → URL(string:)`,
  ///   `parse → print → parse` or `print → parse → print`.
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
    let intent = codec.parse(url)
    guard !codec.isUnknown(intent), let printed = codec.print(intent) else { return nil }
    let canonical = printed.absoluteString
    // NB: a closure, so the message is only rendered for a violation.
    let prefix = {
      "parse(\(SwiftLiteral.describe(string))) = \(SwiftLiteral.describe(intent)), "
        + "print(...) = \(SwiftLiteral.describe(canonical))"
    }
    guard let canonicalURL = URL(string: canonical) else {
      return violation("print → URL(string:)", prefix() + ", which URL(string:) rejects")
    }
    let reparsed = codec.parse(canonicalURL)
    guard reparsed == intent else {
      return violation(
        "parse → print → parse",
        prefix()
          + ", but parse(\(SwiftLiteral.describe(canonical))) = \(SwiftLiteral.describe(reparsed))"
      )
    }
    let reprinted = codec.print(reparsed)?.absoluteString
    guard let reprinted, reprinted.utf8.elementsEqual(canonical.utf8) else {
      return violation(
        "print → parse → print",
        prefix()
          + ", but print(parse(\(SwiftLiteral.describe(canonical)))) = "
          + SwiftLiteral.describe(reprinted as Any)
      )
    }
    return nil
  }

  private func violation(_ direction: String, _ message: String) -> LawViolation {
    LawViolation(law: name, direction: direction, message: message)
  }
}
