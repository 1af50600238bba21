/// The fast reading of a link for ``MatchableURL``: a plain
/// `scheme://host/path?query#fragment` split and decoded straight from its
/// UTF-8 bytes, with no Foundation call and no intermediate arrays.
///
/// ``split(_:scheme:)`` answers `.unusual` for anything it does not read
/// exactly as `URLComponents` would (user info, a port, an IP literal, a
/// host byte outside the unreserved set, a byte not legal in its component,
/// a malformed escape), so the caller can fall back to `URLComponents`. A
/// punycode host (`xn--n3h`) is plain: it is read as written, in ASCII.
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
    while index < bytes.count {
      let byte = bytes[index]
      guard URLByteClass.of(byte).contains(.unreserved) else {
        if isAuthorityEnd(byte) { break }
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
      index += 1
      if URLByteClass.of(byte).contains(.pathByte) { continue }
      switch byte {
      case question:
        // NB: a `?` after the query began is a literal.
        if pathEnd < 0 { pathEnd = index - 1 }
      case hash where queryEnd < 0:
        if pathEnd < 0 { pathEnd = index - 1 }
        queryEnd = index - 1
      case percent:
        guard index + 1 < bytes.count, URLByteClass.of(bytes[index]).contains(.hexDigit),
          URLByteClass.of(bytes[index + 1]).contains(.hexDigit)
        else { return nil }
        index += 2
      default:
        return nil
      }
    }
    if pathEnd < 0 { pathEnd = bytes.count }
    if queryEnd < 0 { queryEnd = bytes.count }
    return (pathEnd, queryEnd)
  }

  /// The decoded, non-empty segments of the percent-encoded path in
  /// `bytes[path]`; one trailing `/` is dropped.
  ///
  /// A segment whose decoded text is dot-like is decoded once more
  /// (``DotLikeSegment``).
  ///
  /// - Returns: `[]` for an empty path or `/`, and `nil` when the path does
  ///   not start with `/`, has an empty segment, or a segment does not decode.
  static func segments(
    _ bytes: UnsafeBufferPointer<UInt8>, _ path: Range<Int>
  )
    -> [String]?
  {
    // NB: split the *encoded* path so `%2F` stays inside its segment.
    guard !path.isEmpty else { return [] }
    guard bytes[path.lowerBound] == slash else { return nil }
    guard path.count > 1 else { return [] }
    var end = path.upperBound
    if bytes[end - 1] == slash { end -= 1 }
    var decoded: [String] = []
    var start = path.lowerBound + 1
    while true {
      let stop = bytes.firstOffset(of: slash, in: start..<end)
      guard stop > start,
        let text = PercentEncoding.decodeSegment(
          UnsafeBufferPointer(rebasing: bytes[start..<stop]))
      else { return nil }
      decoded.append(text)
      if stop == end { return decoded }
      start = stop + 1
    }
  }

  /// Decodes the `name=value` items of the percent-encoded query in
  /// `bytes[query]`; empty and malformed items are dropped, and a name
  /// without `=` has value `""`.
  static func items(
    _ bytes: UnsafeBufferPointer<UInt8>, _ query: Range<Int>
  )
    -> [(name: String, value: String)]
  {
    var items: [(name: String, value: String)] = []
    var start = query.lowerBound
    while start < query.upperBound {
      let stop = bytes.firstOffset(of: ampersand, in: start..<query.upperBound)
      if stop > start {
        let equals = bytes.firstOffset(of: equalsSign, in: start..<stop)
        if let name = PercentEncoding.decode(UnsafeBufferPointer(rebasing: bytes[start..<equals])) {
          if equals == stop {
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

  private static func lowercasedASCII(_ byte: UInt8) -> UInt8 {
    (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
  }

  private static func isAuthorityEnd(_ byte: UInt8) -> Bool {
    byte == slash || byte == question || byte == hash
  }

  private static let colon = UInt8(ascii: ":")
  private static let slash = UInt8(ascii: "/")
  private static let question = UInt8(ascii: "?")
  private static let hash = UInt8(ascii: "#")
  private static let percent = UInt8(ascii: "%")
  private static let ampersand = UInt8(ascii: "&")
  private static let equalsSign = UInt8(ascii: "=")
}
