/// Strict RFC 3986 percent-encoding for single path segments and query
/// components, independent of Foundation's character sets.
///
/// NB: `+` is never a space here (that is HTML form encoding, not RFC 3986),
/// so it is encoded on print and kept as `+` on parse.
enum PercentEncoding {
  /// Which bytes a component may carry unencoded.
  enum Component {
    /// One path segment: unreserved characters and `!$&'()*,;=:@`.
    /// `/`, `?`, `#`, `%` and `+` are always encoded.
    case pathSegment
    /// One query name or value: unreserved characters and `!$'()*,;:@/?`.
    /// `&`, `=`, `+`, `#` and `%` are always encoded.
    case queryComponent

    func allows(_ byte: UInt8) -> Bool {
      if PercentEncoding.isUnreserved(byte) { return true }
      switch self {
      case .pathSegment: return Self.pathExtras.contains(byte)
      case .queryComponent: return Self.queryExtras.contains(byte)
      }
    }

    private static let pathExtras = Set("!$&'()*,;=:@".utf8)
    private static let queryExtras = Set("!$'()*,;:@/?".utf8)
  }

  /// Whether `byte` is an RFC 3986 unreserved character: `A-Z a-z 0-9 - . _ ~`.
  static func isUnreserved(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
      UInt8(ascii: "_"), UInt8(ascii: "~"):
      return true
    default:
      return false
    }
  }

  /// Encodes every UTF-8 byte the component does not allow as `%XX` (uppercase hex).
  static func encode(_ string: String, as component: Component) -> String {
    var out: [UInt8] = []
    out.reserveCapacity(string.utf8.count)
    for byte in string.utf8 {
      if component.allows(byte) {
        out.append(byte)
      } else {
        out.append(UInt8(ascii: "%"))
        out.append(hexDigits[Int(byte >> 4)])
        out.append(hexDigits[Int(byte & 0x0F)])
      }
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// Decodes `%XX` escapes, or returns `nil` for malformed input.
  ///
  /// Malformed means a stray `%`, a non-hex escape, or bytes that are not
  /// valid UTF-8. Other characters pass through unchanged.
  static func decode<S: StringProtocol>(_ text: S) -> String? {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count)
    var iterator = text.utf8.makeIterator()
    while let byte = iterator.next() {
      guard byte == UInt8(ascii: "%") else {
        bytes.append(byte)
        continue
      }
      guard let high = iterator.next().flatMap(hexValue),
        let low = iterator.next().flatMap(hexValue)
      else { return nil }
      bytes.append(high << 4 | low)
    }
    return String(validating: bytes, as: UTF8.self)
  }

  private static let hexDigits = Array("0123456789ABCDEF".utf8)

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
    default: return nil
    }
  }
}
