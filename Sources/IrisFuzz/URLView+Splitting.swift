extension URLView {
  /// Reads a URL string by splitting it by hand along RFC 3986's grammar,
  /// independently of Foundation: the codec-side reading the differential
  /// oracle compares with ``init(foundation:)``.
  ///
  /// The scheme runs to the first `:` when it is a valid scheme (a letter,
  /// then letters, digits, `+`, `-`, `.`); the fragment starts at the first
  /// `#`; the query at the first `?` before it; an authority follows `//`
  /// and runs to the next `/`; its host follows the last `@` and ends at a
  /// `:` port (an IPv6 literal keeps its brackets).
  /// - Parameter text: a URL string, typically `url.absoluteString`.
  package init(splitting text: String) {
    var rest = text[...]
    if let hash = rest.firstIndex(of: "#") { rest = rest[..<hash] }
    var query: Substring?
    if let mark = rest.firstIndex(of: "?") {
      query = rest[rest.index(after: mark)...]
      rest = rest[..<mark]
    }
    var scheme: String?
    if let colon = rest.firstIndex(of: ":"), Self.isScheme(rest[..<colon]) {
      scheme = rest[..<colon].lowercased()
      rest = rest[rest.index(after: colon)...]
    }
    var host: String?
    if rest.hasPrefix("//") {
      rest = rest.dropFirst(2)
      let authorityEnd = rest.firstIndex(of: "/") ?? rest.endIndex
      host = Self.host(ofAuthority: rest[..<authorityEnd])
      rest = rest[authorityEnd...]
    }
    self.init(
      scheme: scheme,
      host: host,
      pathSegments: Self.segments(ofEncodedPath: rest),
      queryItems: query.map(Self.items(ofEncodedQuery:))
    )
  }

  private static func isScheme(_ text: Substring) -> Bool {
    guard let first = text.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic
    else { return false }
    return text.unicodeScalars.allSatisfy { scalar in
      scalar.isASCII
        && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
          || "+-.".unicodeScalars.contains(scalar))
    }
  }

  private static func host(ofAuthority authority: Substring) -> String {
    var host = authority
    if let at = host.lastIndex(of: "@") { host = host[host.index(after: at)...] }
    if host.hasPrefix("["), let close = host.firstIndex(of: "]") {
      host = host[...close]
    } else if let colon = host.lastIndex(of: ":") {
      host = host[..<colon]
    }
    return decoded(host).lowercased()
  }

  private static func items(ofEncodedQuery query: Substring) -> [QueryItem] {
    guard !query.isEmpty else { return [] }
    return query.split(separator: "&", omittingEmptySubsequences: false).map { piece in
      guard let equals = piece.firstIndex(of: "=") else {
        return QueryItem(name: decoded(piece), value: nil)
      }
      return QueryItem(
        name: decoded(piece[..<equals]), value: decoded(piece[piece.index(after: equals)...]))
    }
  }
}
