/// Strict RFC 3986 percent-encoding for single path segments and query
/// components, independent of Foundation's character sets.
///
/// NB: `+` is never a space here (that is HTML form encoding, not RFC 3986),
/// so it is encoded on print and kept as `+` on parse. A path segment that a
/// URL parser could take for a dot segment gets one extra level of escaping;
/// see ``DotLikeSegment``.
enum PercentEncoding {
  /// Which bytes a component may carry unencoded.
  enum Component {
    /// One path segment: unreserved characters and `!$&'()*,;=:@`.
    /// `/`, `?`, `#`, `%` and `+` are always encoded. A dot-like segment
    /// (`.`, `..`, or text that percent-decodes to one, such as `%2E`) is
    /// escaped one level deeper (`.` as `%252E`, `..` as `%252E%252E`), so
    /// neither RFC 3986 dot-segment removal (§5.2.4, `URL.standardized`),
    /// nor RFC 3986 percent-encoding normalisation, nor the WHATWG URL
    /// parser's path rules (which also take `%2e` for a dot) remove or
    /// rewrite it; see ``DotLikeSegment``.
    case pathSegment
    /// One query name or value: unreserved characters and `!$'()*,;:@/?`.
    /// `&`, `=`, `+`, `#` and `%` are always encoded.
    case queryComponent

    func allows(_ byte: UInt8) -> Bool {
      switch self {
      case .pathSegment: URLByteClass.of(byte).contains(.pathSegmentLiteral)
      case .queryComponent: URLByteClass.of(byte).contains(.queryComponentLiteral)
      }
    }
  }

  /// Whether `byte` is an RFC 3986 unreserved character: `A-Z a-z 0-9 - . _ ~`.
  static func isUnreserved(_ byte: UInt8) -> Bool {
    URLByteClass.of(byte).contains(.unreserved)
  }

  /// Encodes every UTF-8 byte the component does not allow as `%XX` (uppercase
  /// hex); a dot-like path segment is first escaped by
  /// ``DotLikeSegment/escaped(_:)``, so it prints as `%252E` for `.`.
  static func encode(_ string: String, as component: Component) -> String {
    if component == .pathSegment, DotLikeSegment.isDotLike(string) {
      return encodingEveryByte(DotLikeSegment.escaped(string), as: component)
    }
    return encodingEveryByte(string, as: component)
  }

  /// Decodes one path segment: `%XX` escapes, then the extra level of a
  /// dot-like segment (``DotLikeSegment/unescaped(_:)``), so `%252E` is `.`.
  /// - Returns: `nil` for malformed input, as ``decode(_:)-(UnsafeBufferPointer<UInt8>)``.
  static func decodeSegment(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
    decode(bytes).map(DotLikeSegment.unescaped)
  }

  /// Encodes every UTF-8 byte the component does not allow as `%XX`.
  private static func encodingEveryByte(_ string: String, as component: Component) -> String {
    let utf8 = string.utf8
    guard !utf8.allSatisfy(component.allows) else { return string }
    return String(unsafeUninitializedCapacity: utf8.count * 3) { out in
      var count = 0
      for byte in utf8 {
        if component.allows(byte) {
          out[count] = byte
          count += 1
        } else {
          out[count] = UInt8(ascii: "%")
          out[count + 1] = hexDigits[Int(byte >> 4)]
          out[count + 2] = hexDigits[Int(byte & 0x0F)]
          count += 3
        }
      }
      return count
    }
  }

  /// Decodes `%XX` escapes, or returns `nil` for malformed input.
  ///
  /// Malformed means a stray `%`, a non-hex escape, or bytes that are not
  /// valid UTF-8. Other characters pass through unchanged.
  static func decode<S: StringProtocol>(_ text: S) -> String? {
    if let decoded = text.utf8.withContiguousStorageIfAvailable(decode) { return decoded }
    return decode(Array(text.utf8))
  }

  /// Decodes `%XX` escapes in UTF-8 bytes, or returns `nil` for malformed input
  /// (the rules of ``decode(_:)-(StringProtocol)``).
  static func decode(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
    let percent = UInt8(ascii: "%")
    var escape = bytes.firstOffset(of: percent, in: 0..<bytes.count)
    guard escape < bytes.count else { return String(validUTF8: bytes) }
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bytes.count) { out in
      var count = 0
      var index = 0
      while true {
        // Copy the plain run before the escape, then decode the escape.
        // NB: both buffers hold at least one byte here (`%` was found).
        (out.baseAddress! + count).update(from: bytes.baseAddress! + index, count: escape - index)
        count += escape - index
        guard escape < bytes.count else { break }
        guard escape + 2 < bytes.count, let high = hexValue(bytes[escape + 1]),
          let low = hexValue(bytes[escape + 2])
        else { return nil }
        out[count] = high << 4 | low
        count += 1
        index = escape + 3
        escape = bytes.firstOffset(of: percent, in: index..<bytes.count)
      }
      return String(validUTF8: UnsafeBufferPointer(rebasing: out[..<count]))
    }
  }

  private static func decode(_ bytes: [UInt8]) -> String? {
    bytes.withUnsafeBufferPointer { decode($0) }
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
