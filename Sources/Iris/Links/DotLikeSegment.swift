/// Path segment text that a URL parser could take for a dot segment, and
/// the one extra level of escaping that keeps it out of that parser's reach.
///
/// Text is *dot-like* when it is `.` or `..`, or when it percent-decodes,
/// once or more, to one of them: `%2E`, `.%2e`, `%2E%2E`, `%252E`, and so on.
/// A URL parser removes or resolves a path segment that reads as a dot
/// segment: RFC 3986 (§5.2.4) and `URL.standardized` a literal `.` or `..`;
/// the WHATWG URL Standard (browsers, web views, Node) also `%2e` in any case
/// in place of either dot (`%2E`, `.%2e`, `%2e%2E`). Printing `.` as `%2E`
/// survives the first but not the second.
///
/// So a dot-like segment is printed one level deeper: its `.` and `%` are
/// escaped (``escaped(_:)``: `.` as `%2E`, `%` as `%25`), then the result is
/// percent-encoded as every segment is, which escapes each `%` again:
///
/// | text | printed segment |
/// |---|---|
/// | `.` | `%252E` |
/// | `..` | `%252E%252E` |
/// | `%2E` | `%25252E` |
///
/// A printed segment then holds no `.` and no escape of a `.` (only `%25`
/// escapes and hex digits), so neither rule takes it for a dot segment,
/// and RFC 3986 normalisation leaves it alone (`%25` is not an unreserved
/// character, so it is never decoded). What it does not survive is a tool
/// that decodes a link twice, which no standard parser does.
///
/// Reading undoes it (``unescaped(_:)``): a segment whose decoded text is
/// dot-like is decoded once more. So `%252E` reads as `.`, and `%2E` and `.`
/// read as `.` too, as they did before this escape existed.
enum DotLikeSegment {
  /// Whether `text`, a decoded segment, is dot-like.
  ///
  /// NB: dot-like text holds only `.`, `%` and hex digits, so any other
  /// byte answers `false` without decoding anything.
  static func isDotLike(_ text: String) -> Bool {
    var text = text
    while true {
      var hasEscape = false
      for byte in text.utf8 {
        if byte == percent {
          hasEscape = true
        } else if byte != dot, !URLByteClass.of(byte).contains(.hexDigit) {
          return false
        }
      }
      guard hasEscape else { return text == "." || text == ".." }
      // NB: decoding text that holds a `%` makes it shorter, so this ends.
      guard let decoded = PercentEncoding.decode(text) else { return false }
      text = decoded
    }
  }

  /// `text` with every `.` written `%2E` and every `%` written `%25`: the
  /// extra level a dot-like segment gets before it is percent-encoded.
  static func escaped(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count * 3)
    for character in text.unicodeScalars {
      switch character {
      case ".": result += "%2E"
      case "%": result += "%25"
      default: result.unicodeScalars.append(character)
      }
    }
    return result
  }

  /// The id a decoded segment stands for: the segment decoded once more
  /// when it is dot-like, else the segment itself.
  static func unescaped(_ text: String) -> String {
    guard isDotLike(text) else { return text }
    return PercentEncoding.decode(text) ?? text
  }

  private static let percent = UInt8(ascii: "%")
  private static let dot = UInt8(ascii: ".")
}
