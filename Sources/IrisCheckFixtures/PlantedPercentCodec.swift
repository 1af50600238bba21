import Foundation
import IrisCheckCore
import IrisCheckLaws
import IrisFuzz

/// A deliberately broken codec that proves the fuzz pipeline finds crashes.
///
/// Test-only: it exists so `make fuzz-planted` has a crash to find and the
/// regression tests have one to replay; never use it as an example.
///
/// Links look like `planted://<any host>/<segment>/<segment>...`; the intent
/// is the list of decoded path segments. **The planted bug:** parse rejects
/// segments that still look percent-escaped by scanning for `%` and reading
/// the two bytes after it without a bounds check, so a decoded segment that
/// ends in `%` (the link `planted://p/a%25`, or `planted://p/a%`, which
/// `URL(string:)` escapes to the same) traps with an index out of range.
/// Apart from that trap the codec satisfies every codec law.
public enum PlantedPercentCodec {
  /// The planted codec's intents.
  public enum Intent: Equatable, Sendable {
    /// A link with these decoded path segments.
    case path([String])
    /// Any other link.
    case unknown
  }

  /// The codec: scheme `planted`, any host, path segments as the intent.
  public static let codec = LinkCodec<Intent>(
    parse: parse,
    print: { intent in
      guard case .path(let segments) = intent else { return nil }
      let encoded = segments.map {
        $0.addingPercentEncoding(withAllowedCharacters: unreserved) ?? ""
      }
      return URL(string: (["planted://p"] + encoded).joined(separator: "/"))
    },
    isUnknown: { $0 == .unknown }
  )

  private static let unreserved = CharacterSet(
    charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_~")

  private static func parse(_ url: URL) -> Intent {
    guard url.scheme?.lowercased() == "planted", url.host != nil else { return .unknown }
    let segments = url.path.split(separator: "/").map(String.init)
    guard !segments.contains(where: looksEscaped) else { return .unknown }
    return .path(segments)
  }

  private static func looksEscaped(_ segment: String) -> Bool {
    let bytes = Array(segment.utf8)
    var index = 0
    while index < bytes.count {
      guard bytes[index] == UInt8(ascii: "%") else {
        index += 1
        continue
      }
      // NB: the planted bug: no check that two bytes follow the `%`.
      if isHex(bytes[index + 1]) && isHex(bytes[index + 2]) { return true }
      index += 3
    }
    return false
  }

  private static func isHex(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
      || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte | 0x20)
  }
}
