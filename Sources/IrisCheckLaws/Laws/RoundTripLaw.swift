import Foundation
import IrisCheckCore

/// RoundTrip: every intent the printer accepts parses back to itself.
///
/// **Contract.** For every intent `i` for which `print(i)` is not `nil`,
/// `parse(print(i)) == i`.
///
/// **Generated.** Intents, from the consumer's intent generator (or, under
/// libFuzzer, from the fuzzer's bytes decoded as choices). Intents that
/// `print` rejects are outside the law's domain and pass.
///
/// **Violation.** A printer that forgets to escape `/` inside a path segment:
///
/// ```
/// ❌ RoundTrip violated (print → parse): print(Note.thread(id: "a/b")) =
///    "note://thread/a/b", but parse("note://thread/a/b") = Note.unknown;
///    expected Note.thread(id: "a/b")
/// ```
package struct RoundTripLaw<Intent: Equatable>: Law {
  /// The codec under test.
  package let codec: LinkCodec<Intent>

  /// Creates the law for a codec.
  /// - Parameter codec: the codec under test.
  package init(_ codec: LinkCodec<Intent>) {
    self.codec = codec
  }

  /// `RoundTrip`.
  package var name: String { "RoundTrip" }

  /// Intents the codec prints.
  /// - Parameter intent: the example.
  /// - Returns: whether `print` gives a URL.
  package func isInDomain(_ intent: Intent) -> Bool { codec.print(intent) != nil }

  /// `intents that print`.
  package var domainName: String? { "intents that print" }

  /// Prints `intent`, parses the URL back and compares.
  /// - Parameter intent: the intent to round-trip.
  /// - Returns: `nil` when `parse(print(intent)) == intent` or `print`
  ///   returns `nil`; otherwise a violation in direction `print → parse`.
  package func check(_ intent: Intent) -> LawViolation? {
    guard let url = codec.print(intent) else { return nil }
    let parsed = codec.parse(url)
    guard parsed != intent else { return nil }
    let link = SwiftLiteral.describe(url.absoluteString)
    return LawViolation(
      law: name,
      direction: "print → parse",
      message: "print(\(SwiftLiteral.describe(intent))) = \(link), but parse(\(link)) = "
        + "\(SwiftLiteral.describe(parsed)); expected \(SwiftLiteral.describe(intent))"
    )
  }
}
