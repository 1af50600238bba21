/// A rewrite of a link's origin into one that looks like it: what a
/// phishing link or a sloppy host check confuses with the real one.
///
/// Every case but ``uppercase`` names another origin, which a router must
/// not open; ``uppercase`` is the same origin spelt differently, which it
/// must (RFC 3986 §3.2.2), so the two kinds of mistake are screened together.
enum OriginLookAlike: CaseIterable, Sendable {
  /// `https://APP.EXAMPLE/…`: the same origin.
  case uppercase
  /// `https://app.example./…`: a trailing dot, another host to a browser.
  case trailingDot
  /// `https://app.example@evil.example/…`: the real host as user info.
  case userInfo
  /// `https://app.example.evil.example/…`: the real host as a prefix.
  case suffixHost
  /// `https://app.example:8443/…`: another port.
  case port
  /// `https://аpp.example/…`: one letter swapped for a Cyrillic twin.
  case idn
  /// `https://xn--pp-6kc.example/…`: the same look-alike as Punycode.
  case punycode

  /// The foreign host the look-alikes point to.
  static let evilHost = "evil.example"

  /// Latin letters and their Cyrillic twins.
  private static let twins: [Character: Character] = [
    "a": "а", "c": "с", "e": "е", "i": "і", "o": "о", "p": "р", "s": "ѕ", "x": "х", "y": "у",
  ]

  /// `link` with its host rewritten; a text with no `://` is returned as is.
  /// - Parameter link: a link text.
  /// - Returns: the look-alike.
  func apply(to link: String) -> String {
    guard let separator = link.range(of: "://") else { return link }
    let rest = link[separator.upperBound...]
    let end = rest.firstIndex { "/?#".contains($0) } ?? rest.endIndex
    let authority = String(rest[..<end])
    return link[..<separator.upperBound] + rewritten(authority) + rest[end...]
  }

  private func rewritten(_ authority: String) -> String {
    switch self {
    case .uppercase: authority.uppercased()
    case .trailingDot: authority + "."
    case .userInfo: authority + "@" + Self.evilHost
    case .suffixHost: authority + "." + Self.evilHost
    case .port: authority + ":8443"
    case .idn: Self.lookAlike(authority)
    case .punycode:
      Self.lookAlike(authority).split(separator: ".", omittingEmptySubsequences: false).map {
        $0.allSatisfy(\.isASCII) ? String($0) : "xn--" + Punycode.encode(String($0))
      }.joined(separator: ".")
    }
  }

  /// The host with its first letter that has a Cyrillic twin swapped for
  /// it, or with a Cyrillic `а` in front when none has.
  private static func lookAlike(_ host: String) -> String {
    guard let index = host.firstIndex(where: { twins[$0] != nil }), let twin = twins[host[index]]
    else { return "а" + host }
    var result = host
    result.replaceSubrange(index...index, with: String(twin))
    return result
  }
}
