/// The standard normalisations of a URL string that keep its meaning
/// (RFC 3986 §6.2.2–6.2.3), as a URL normaliser, a proxy, a browser or
/// `URL.standardized` applies them.
///
/// ``normalise(_:dotSegments:)`` applies, in order:
/// - **Dot segments**, by one of two rules (``DotSegments``):
///   - ``DotSegments/rfc3986``: `.` and `..` path segments are removed as
///     RFC 3986 §5.2.4 says: `x://h/a/./b/../c` becomes `x://h/a/c`. Only
///     literal dots are dot segments; `%2E` is not.
///   - ``DotSegments/whatwg``: the WHATWG URL Standard's path state, which
///     browsers, web views and Node run on every link: a segment that is `.`
///     or `%2e`, or `..`, `.%2e`, `%2e.` or `%2e%2e`, in any case, is a dot
///     segment. `x://h/a/%2E%2e/b` becomes `x://h/b`, and a dot segment at
///     the end leaves a trailing `/` (`x://h/a/b/%2e%2e` is `x://h/a/`).
/// - **Default and empty ports.** `:` with no port is dropped, and so is the
///   scheme's default port (`http` and `ws` 80, `https` and `wss` 443, `ftp` 21).
/// - **Empty query.** A `?` with nothing after it (before any `#`) is dropped.
/// - **Case of percent-escapes.** Hex digits of every `%XX` are uppercased.
///
/// Scheme and host case are left alone (see `CaseInsensitiveSchemeAndHost`),
/// and so are other escapes of unreserved characters (`%41` stays).
package enum URLNormalisation {
  /// Which path segments are dot segments, and how they are resolved.
  package enum DotSegments: Sendable, CaseIterable {
    /// RFC 3986 §5.2.4 `remove_dot_segments`: literal `.` and `..` only.
    case rfc3986
    /// The WHATWG URL Standard's path state: `.`, `..` and their `%2e`
    /// spellings in any case (``removingWHATWGDotSegments(_:)``).
    case whatwg
  }

  /// Returns `string` with the normalisations above applied.
  /// - Parameters:
  ///   - string: a URL string; text without a scheme is only
  ///     escape-normalised.
  ///   - dotSegments: the dot-segment rule.
  /// - Returns: the normalised string (`string` itself when nothing changes).
  package static func normalise(_ string: String, dotSegments: DotSegments) -> String {
    var rest = Substring(string)
    var fragment: Substring = ""
    if let hash = rest.firstIndex(of: "#") {
      fragment = rest[hash...]
      rest = rest[..<hash]
    }
    var query: Substring = ""
    if let question = rest.firstIndex(of: "?") {
      query = rest[question...]
      rest = rest[..<question]
    }
    if query == "?" { query = "" }
    guard let colon = rest.firstIndex(of: ":"), isScheme(rest[..<colon]) else {
      return uppercasingEscapes(string)
    }
    let scheme = rest[..<colon]
    var hierarchy = rest[rest.index(after: colon)...]
    var authority: Substring = ""
    if hierarchy.hasPrefix("//") {
      let start = hierarchy.index(hierarchy.startIndex, offsetBy: 2)
      let end = hierarchy[start...].firstIndex(of: "/") ?? hierarchy.endIndex
      authority = "//" + withoutDefaultPort(hierarchy[start..<end], scheme: scheme)
      hierarchy = hierarchy[end...]
    }
    let path: String
    switch dotSegments {
    case .rfc3986: path = removingDotSegments(String(hierarchy))
    case .whatwg: path = removingWHATWGDotSegments(hierarchy, hasAuthority: !authority.isEmpty)
    }
    return uppercasingEscapes(scheme + ":" + authority + path + query + fragment)
  }

  /// RFC 3986 §5.2.4 `remove_dot_segments`.
  static func removingDotSegments(_ path: String) -> String {
    var input = Substring(path)
    var output = ""
    while !input.isEmpty {
      if input.hasPrefix("../") {
        input = input.dropFirst(3)
      } else if input.hasPrefix("./") {
        input = input.dropFirst(2)
      } else if input.hasPrefix("/./") || input == "/." {
        input = "/" + input.dropFirst(input == "/." ? 2 : 3)
      } else if input.hasPrefix("/../") || input == "/.." {
        input = "/" + input.dropFirst(input == "/.." ? 3 : 4)
        output = String(output[..<(output.lastIndex(of: "/") ?? output.startIndex)])
      } else if input == "." || input == ".." {
        input = ""
      } else {
        let from = input.hasPrefix("/") ? input.index(after: input.startIndex) : input.startIndex
        let end = input[from...].firstIndex(of: "/") ?? input.endIndex
        output += input[..<end]
        input = input[end...]
      }
    }
    return output
  }

  private static let defaultPorts = [
    "http": "80", "https": "443", "ws": "80", "wss": "443", "ftp": "21",
  ]

  /// `authority` without an empty port or the scheme's default port.
  private static func withoutDefaultPort(_ authority: Substring, scheme: Substring) -> Substring {
    // NB: a `:` inside an IP literal (`[::1]`) is not a port separator.
    guard let colon = authority.lastIndex(of: ":"),
      !authority[colon...].contains("]")
    else { return authority }
    let port = authority[authority.index(after: colon)...]
    guard port.isEmpty || defaultPorts[scheme.lowercased()] == String(port) else {
      return authority
    }
    return authority[..<colon]
  }

  private static func isScheme(_ text: Substring) -> Bool {
    guard let first = text.first, first.isASCII, first.isLetter else { return false }
    return text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }
  }

  /// Uppercases the two hex digits after every `%` that starts a well-formed escape.
  private static func uppercasingEscapes(_ text: String) -> String {
    var bytes = Array(text.utf8)
    var index = 0
    while index + 2 < bytes.count {
      if bytes[index] == UInt8(ascii: "%"), isHexDigit(bytes[index + 1]),
        isHexDigit(bytes[index + 2])
      {
        bytes[index + 1] = uppercased(bytes[index + 1])
        bytes[index + 2] = uppercased(bytes[index + 2])
        index += 3
      } else {
        index += 1
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  private static func isHexDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
      || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte | 0x20)
  }

  private static func uppercased(_ byte: UInt8) -> UInt8 {
    (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte) ? byte & ~0x20 : byte
  }
}
