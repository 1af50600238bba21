import Foundation
import IrisCheckCore
import IrisCheckLaws

extension FuzzOracles {
  /// Oracle 1: raw bytes as a URL string, through every string law.
  ///
  /// The bytes become text by `FuzzText/string(_:)` (UTF-8 with repair).
  /// Text Foundation's `URL(string:)` rejects is skipped; everything else
  /// must satisfy `Totality` (parse returns, twice the same),
  /// `CanonicalIdempotence` (if known: print, reparse, same intent and
  /// same bytes) and, unless turned off, `CaseInsensitiveSchemeAndHost`.
  /// - Parameters:
  ///   - bytes: the fuzzer's input.
  ///   - codec: the codec under test.
  ///   - caseInsensitiveSchemeAndHost: whether to check
  ///     `CaseInsensitiveSchemeAndHost`; defaults to `true`.
  /// - Returns: the outcome; a trap inside the codec traps here too.
  public static func rawCodec<Intent: Equatable>(
    _ bytes: [UInt8],
    codec: LinkCodec<Intent>,
    caseInsensitiveSchemeAndHost: Bool = true
  ) -> OracleOutcome {
    let text = FuzzText.string(bytes)
    guard let url = URL(string: text) else { return .skipped("URL(string:) rejected the text") }
    return checkString(
      text, url: url, codec: codec, caseInsensitiveSchemeAndHost: caseInsensitiveSchemeAndHost)
  }

  /// Every string law on one link, in ``CodecLaws`` order, reading it with
  /// `URL(string:)` once: totality on the codec itself, the other laws on a
  /// parse-memoising copy.
  /// - Returns: `.skipped` when `URL(string:)` rejects `text`.
  static func checkString<Intent: Equatable>(
    _ text: String, codec: LinkCodec<Intent>, caseInsensitiveSchemeAndHost: Bool
  ) -> OracleOutcome {
    guard let url = URL(string: text) else { return .skipped("URL(string:) rejected the text") }
    return checkString(
      text, url: url, codec: codec, caseInsensitiveSchemeAndHost: caseInsensitiveSchemeAndHost)
  }

  private static func checkString<Intent: Equatable>(
    _ text: String, url: URL, codec: LinkCodec<Intent>, caseInsensitiveSchemeAndHost: Bool
  ) -> OracleOutcome {
    if let violation = TotalityLaw(codec).check(text, url: url) { return .violated(violation) }
    let memo = codec.memoizingParse()
    if let violation = CanonicalIdempotenceLaw(memo).check(text, url: url) {
      return .violated(violation)
    }
    if caseInsensitiveSchemeAndHost,
      let violation = CaseInsensitiveSchemeAndHostLaw(memo).check(text, url: url)
    {
      return .violated(violation)
    }
    return .passed
  }
}
