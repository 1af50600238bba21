/// The standard normalisations of a URL string that keep its meaning
/// (RFC 3986 §6.2.2–6.2.3), as a URL normaliser, a proxy or
/// `URL.standardized` applies them.
///
/// ``normalise(_:)`` applies, in order:
/// - **Dot segments.** `.` and `..` path segments are removed as RFC 3986
///   §5.2.4 says: `x://h/a/./b/../c` becomes `x://h/a/c`. Only literal dots
///   are dot segments; `%2E` is not.
/// - **Default and empty ports.** `:` with no port is dropped, and so is the
///   scheme's default port (`http` and `ws` 80, `https` and `wss` 443, `ftp` 21).
/// - **Empty query.** A `?` with nothing after it (before any `#`) is dropped.
/// - **Case of percent-escapes.** Hex digits of every `%XX` are uppercased.
///
/// Scheme and host case are left alone (see ``CaseInsensitiveSchemeAndHostLaw``),
/// and so are escapes of unreserved characters: decoding `%2E` to `.` before
/// removing dot segments would leave no spelling of a `..` segment that
/// survives, while `URL.standardized` and the normalisers above keep `%2E%2E`.
package enum URLNormalisation {
  /// Returns `string` with the normalisations above applied.
  /// - Parameter string: a URL string; text without a scheme is only
  ///   escape-normalised.
  /// - Returns: the normalised string (`string` itself when nothing changes).
  package static func normalise(_ string: String) -> String {
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
    let path = removingDotSegments(String(hierarchy))
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
