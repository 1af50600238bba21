/// The fast reading of a link for ``MatchableURL``: a plain
/// `scheme://host/path?query#fragment` split and decoded straight from its
/// UTF-8 bytes, with no Foundation call and no intermediate arrays.
///
/// ``split(_:scheme:)`` answers `.unusual` for anything it does not read
/// exactly as `URLComponents` would (user info, a port, an IP literal, a
/// host byte outside the unreserved set, a byte not legal in its component,
/// a malformed escape, a possible punycode host), so the caller can fall back to `URLComponents`.
enum PlainLink {
  /// What ``split(_:scheme:)`` made of a link.
  enum Reading {
    /// The link is plain and its parts are decoded.
    case plain(host: String, segments: [String], query: [(name: String, value: String)])
    /// No pattern can match the link (another scheme, no host, an empty or
    /// malformed path segment); `URLComponents` would say the same.
    case notMatchable
    /// The link is not plain; read it with `URLComponents`.
    case unusual
  }

  /// Reads `bytes` (a whole link) for a router with `scheme`.
  static func split(_ bytes: UnsafeBufferPointer<UInt8>, scheme: String) -> Reading {
    // Scheme: the bytes before the first `:`, compared case-insensitively.
    var index = 0
    for byte in scheme.utf8 {
      guard index < bytes.count, lowercasedASCII(bytes[index]) == lowercasedASCII(byte) else {
        return .notMatchable
      }
      index += 1
    }
    guard index + 2 < bytes.count, bytes[index] == colon, bytes[index + 1] == slash,
      bytes[index + 2] == slash
    else { return .notMatchable }
    // Authority: unreserved bytes only, up to `/`, `?`, `#` or the end.
    let hostStart = index + 3
    index = hostStart
    while index < bytes.count, !isAuthorityEnd(bytes[index]) {
      guard PercentEncoding.isUnreserved(bytes[index]) else { return .unusual }
      // NB: `--` may be punycode (`xn--`), which URLComponents decodes.
      if bytes[index] == hyphen, index > hostStart, bytes[index - 1] == hyphen {
        return .unusual
      }
      index += 1
    }
    guard index > hostStart else { return .notMatchable }
    let hostEnd = index
    guard let (pathEnd, queryEnd) = validateTail(bytes, from: hostEnd) else { return .unusual }
    let host = String(
      unsafeUninitializedCapacity: hostEnd - hostStart,
      initializingUTF8With: { out in
        for offset in 0..<(hostEnd - hostStart) {
          out[offset] = lowercasedASCII(bytes[hostStart + offset])
        }
        return hostEnd - hostStart
      })
    guard let segments = segments(bytes, hostEnd..<pathEnd) else { return .notMatchable }
    let query = pathEnd < queryEnd ? items(bytes, (pathEnd + 1)..<queryEnd) : []
    return .plain(host: host, segments: segments, query: query)
  }

  /// Checks every byte after the authority is legal where it stands and
  /// every `%` starts a well-formed escape.
  /// - Returns: where the path ends (`?`, `#` or the end) and where the
  ///   query ends (`#` or the end; equal to the path end when there is no
  ///   query), or `nil` for an unusual tail.
  private static func validateTail(
    _ bytes: UnsafeBufferPointer<UInt8>, from start: Int
  ) -> (pathEnd: Int, queryEnd: Int)? {
    var index = start
    var pathEnd = -1
    var queryEnd = -1
    while index < bytes.count {
      let byte = bytes[index]
      if byte == question, pathEnd < 0 {
        pathEnd = index
      } else if byte == hash, queryEnd < 0 {
        if pathEnd < 0 { pathEnd = index }
        queryEnd = index
      } else if byte == percent {
        guard index + 2 < bytes.count, isHexDigit(bytes[index + 1]), isHexDigit(bytes[index + 2])
        else { return nil }
        index += 2
      } else {
        let inPath = pathEnd < 0
        guard isPathByte(byte) || (!inPath && byte == question) else { return nil }
      }
      index += 1
    }
    if pathEnd < 0 { pathEnd = bytes.count }
    if queryEnd < 0 { queryEnd = bytes.count }
    return (pathEnd, queryEnd)
  }

  /// The decoded, non-empty path segments; one trailing `/` is dropped.
  private static func segments(
    _ bytes: UnsafeBufferPointer<UInt8>, _ path: Range<Int>
  )
    -> [String]?
  {
    // NB: the authority ended at `/`, `?`, `#` or the end, so a non-empty
    // path starts with `/`. Split the *encoded* path so `%2F` stays inside.
    guard path.count > 1 else { return [] }
    var end = path.upperBound
    if bytes[end - 1] == slash { end -= 1 }
    var decoded: [String] = []
    var start = path.lowerBound + 1
    while true {
      var stop = start
      while stop < end, bytes[stop] != slash { stop += 1 }
      guard stop > start,
        let text = PercentEncoding.decode(UnsafeBufferPointer(rebasing: bytes[start..<stop]))
      else { return nil }
      decoded.append(text)
      if stop == end { return decoded }
      start = stop + 1
    }
  }

  /// Decodes `name=value` items; empty and malformed items are dropped.
  private static func items(
    _ bytes: UnsafeBufferPointer<UInt8>, _ query: Range<Int>
  )
    -> [(name: String, value: String)]
  {
    var items: [(name: String, value: String)] = []
    var start = query.lowerBound
    while start < query.upperBound {
      var stop = start
      var equals = -1
      while stop < query.upperBound, bytes[stop] != ampersand {
        if equals < 0, bytes[stop] == equalsSign { equals = stop }
        stop += 1
      }
      if stop > start {
        let nameEnd = equals < 0 ? stop : equals
        if let name = PercentEncoding.decode(UnsafeBufferPointer(rebasing: bytes[start..<nameEnd]))
        {
          if equals < 0 {
            items.append((name, ""))
          } else if let value = PercentEncoding.decode(
            UnsafeBufferPointer(rebasing: bytes[(equals + 1)..<stop]))
          {
            items.append((name, value))
          }
        }
      }
      start = stop + 1
    }
    return items
  }

  static func lowercasedASCII(_ byte: UInt8) -> UInt8 {
    (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
  }

  private static func isAuthorityEnd(_ byte: UInt8) -> Bool {
    byte == slash || byte == question || byte == hash
  }

  /// `pchar / "/"` less `%` (RFC 3986): unreserved, sub-delims, `:`, `@`, `/`.
  private static func isPathByte(_ byte: UInt8) -> Bool {
    if PercentEncoding.isUnreserved(byte) { return true }
    switch byte {
    case UInt8(ascii: "!"), UInt8(ascii: "$"), UInt8(ascii: "&"), UInt8(ascii: "'"),
      UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "*"), UInt8(ascii: "+"),
      UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "="), UInt8(ascii: ":"),
      UInt8(ascii: "@"), UInt8(ascii: "/"):
      return true
    default:
      return false
    }
  }

  private static func isHexDigit(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"),
      UInt8(ascii: "A")...UInt8(ascii: "F"):
      return true
    default:
      return false
    }
  }

  private static let colon = UInt8(ascii: ":")
  private static let slash = UInt8(ascii: "/")
  private static let question = UInt8(ascii: "?")
  private static let hash = UInt8(ascii: "#")
  private static let percent = UInt8(ascii: "%")
  private static let hyphen = UInt8(ascii: "-")
  private static let ampersand = UInt8(ascii: "&")
  private static let equalsSign = UInt8(ascii: "=")
}
