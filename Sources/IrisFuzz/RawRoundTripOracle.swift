import Foundation
import IrisCheckCore
import IrisCheckLaws

extension FuzzOracles {
  /// The lean raw oracle: raw bytes as a link, checked for totality and for
  /// the round trip of what parses, with as few `URL` reads as possible.
  ///
  /// The bytes become text by `FuzzText/string(_:)` and are read once
  /// with `URL(string:)` (text it rejects is skipped). The link is parsed
  /// once: a trap or hang there is the crash or timeout libFuzzer reports
  /// (totality). When the intent is known and prints, the printed URL is
  /// parsed once more and must give the same intent, else
  /// `CanonicalIdempotence` is violated in direction
  /// `parse → print → parse`. The other string laws (parse twice, byte
  /// equality of the reprint, case-insensitive scheme and host) are
  /// ``rawCodec(_:codec:caseInsensitiveSchemeAndHost:)``'s, for a separate
  /// full-law target.
  /// - Parameters:
  ///   - bytes: the fuzzer's input.
  ///   - codec: the codec under test.
  /// - Returns: the outcome; a trap inside the codec traps here too.
  public static func rawRoundTrip<Intent: Equatable>(
    _ bytes: [UInt8], codec: LinkCodec<Intent>
  ) -> OracleOutcome {
    let text = FuzzText.string(bytes)
    guard let url = URL(string: text) else { return .skipped("URL(string:) rejected the text") }
    let intent = codec.parse(url)
    guard !codec.isUnknown(intent), let printed = codec.print(intent) else { return .passed }
    let reparsed = codec.parse(printed)
    guard reparsed != intent else { return .passed }
    return .violated(
      LawViolation(
        law: "CanonicalIdempotence", direction: "parse → print → parse",
        message: "parse(\(SwiftLiteral.describe(text))) = \(SwiftLiteral.describe(intent)), "
          + "print(...) = \(SwiftLiteral.describe(printed.absoluteString)), but "
          + "parse(\(SwiftLiteral.describe(printed.absoluteString))) = "
          + SwiftLiteral.describe(reparsed)))
  }
}
