/// How a fuzzer's raw bytes become the text a URL codec is fed.
///
/// **Decoding.** Bytes are decoded as UTF-8 with repair: every ill-formed
/// sequence becomes U+FFFD (`String(decoding:as:)`), so every input reaches
/// the codec as *some* string and invalid UTF-8 exercises the replacement
/// path rather than being thrown away. Inputs longer than ``maxBytes`` are
/// cut to that many bytes first, keeping each execution fast and bounded.
package enum FuzzText {
  /// The most bytes of one input that are decoded; 4,096.
  package static let maxBytes = 4_096

  /// Decodes fuzzer bytes to a string as described above.
  /// - Parameter bytes: the fuzzer's input.
  /// - Returns: the repaired UTF-8 text of at most ``maxBytes`` bytes.
  package static func string(_ bytes: [UInt8]) -> String {
    String(decoding: bytes.prefix(maxBytes), as: UTF8.self)
  }
}
