import Foundation
import IrisCheckCore

/// NormalisationStable: a printed link means the same after a URL
/// normaliser has rewritten it.
///
/// **Contract.** For every intent `i` for which `s = print(i)` is not `nil`
/// and `parse(s)` is a known intent: with `n` the standard normalisation of
/// `s` (dot segments removed, empty and default ports dropped, an empty
/// query dropped, percent-escapes uppercased; see `URLNormalisation`),
/// `parse(n) == parse(s)`.
///
/// **Generated.** Intents, as for ``RoundTripLaw``. Intents `print` rejects,
/// printed links that parse to the unknown intent, and links whose
/// normalised form `URL(string:)` rejects are outside the domain and pass.
///
/// **Violation.** A printer that writes a `.` path segment as is, which a
/// normaliser (or `URL.standardized`) removes:
///
/// ```
/// ❌ NormalisationStable violated (print → normalise → parse):
///    print(.thread(id: ".")) = "note://thread/.", normalised "note://thread/",
///    but parse("note://thread/") = .unknown; expected .thread(id: ".")
/// ```
public struct NormalisationStableLaw<Intent: Equatable>: Law {
  /// The codec under test.
  public let codec: LinkCodec<Intent>

  /// Creates the law for a codec.
  /// - Parameter codec: the codec under test.
  public init(_ codec: LinkCodec<Intent>) {
    self.codec = codec
  }

  /// `NormalisationStable`.
  public var name: String { "NormalisationStable" }

  /// Prints `intent`, normalises the link and compares what both parse to.
  /// - Parameter intent: the intent to print.
  /// - Returns: `nil` when the normalised link parses to the same intent (or
  ///   `intent` is outside the domain); otherwise a violation in direction
  ///   `print → normalise → parse`.
  public func check(_ intent: Intent) -> LawViolation? {
    guard let url = codec.print(intent) else { return nil }
    let printed = url.absoluteString
    let normalised = URLNormalisation.normalise(printed)
    guard normalised != printed, let normalisedURL = URL(string: normalised) else { return nil }
    let expected = codec.parse(url)
    guard !codec.isUnknown(expected) else { return nil }
    let parsed = codec.parse(normalisedURL)
    guard parsed != expected else { return nil }
    return LawViolation(
      law: name,
      direction: "print → normalise → parse",
      message: "print(\(SwiftLiteral.describe(intent))) = \(SwiftLiteral.describe(printed)), "
        + "normalised \(SwiftLiteral.describe(normalised)), "
        + "but parse(\(SwiftLiteral.describe(normalised))) = \(SwiftLiteral.describe(parsed)); "
        + "expected \(SwiftLiteral.describe(expected))"
    )
  }
}
