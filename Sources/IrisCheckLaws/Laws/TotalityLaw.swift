import Foundation
import IrisCheckCore

/// Totality: parsing never traps, never hangs, and answers the same way
/// twice.
///
/// **Contract.** For every string `s` that Foundation's `URL(string:)`
/// accepts, `parse(URL(string: s)!)` returns, and two calls return equal
/// intents. Strings `URL(string:)` rejects never reach a codec, so they are
/// outside the domain and pass; a driver that wants to count them uses
/// ``LinkCodec/parse(string:)``, which returns `nil` for them.
///
/// A trap or a hang cannot be returned as a value: under `swift test` it
/// stops the process, under libFuzzer it is the crash or timeout the fuzzer
/// reports. The law's own verdict covers determinism.
///
/// **Generated.** Any text: unicode, control characters, bad percent escapes,
/// IPv6 brackets, very long links; under libFuzzer, any bytes.
///
/// **Violation.** A parser that consults mutable state:
///
/// ```
/// ❌ Totality violated (parse twice): parse("note://inbox") = Note.inbox the
///    first time, but Note.unknown the second time
/// ```
package struct TotalityLaw<Intent: Equatable>: Law {
  /// The codec under test.
  package let codec: LinkCodec<Intent>

  /// Creates the law for a codec.
  /// - Parameter codec: the codec under test.
  package init(_ codec: LinkCodec<Intent>) {
    self.codec = codec
  }

  /// `Totality`.
  package var name: String { "Totality" }

  /// Strings Foundation's `URL(string:)` accepts.
  /// - Parameter string: the example.
  /// - Returns: whether it is a URL.
  package func isInDomain(_ string: String) -> Bool { URL(string: string) != nil }

  /// `URL strings Foundation accepts`.
  package var domainName: String? { "URL strings Foundation accepts" }

  /// Parses `string` twice and compares the answers.
  /// - Parameter string: any text.
  /// - Returns: `nil` when both parses agree or `URL(string:)` rejects the
  ///   text; otherwise a violation in direction `parse twice`.
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
    let first = codec.parse(url)
    let second = codec.parse(url)
    guard first != second else { return nil }
    return LawViolation(
      law: name,
      direction: "parse twice",
      message:
        "parse(\(SwiftLiteral.describe(string))) = \(SwiftLiteral.describe(first)) the first time, "
        + "but \(SwiftLiteral.describe(second)) the second time"
    )
  }
}
