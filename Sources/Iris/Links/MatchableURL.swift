import Foundation

/// A URL broken into the decoded parts a ``URLPattern`` matches against:
/// lowercased host, decoded path segments, decoded query items.
///
/// Construction fails (returns `nil`) for a URL no pattern can match: another
/// scheme, no or empty host, user info, a port, a path segment with malformed
/// percent-encoding, or an empty segment other than one trailing slash.
/// Nothing here traps.
///
/// NB: a plain link (`scheme://host/path?query#fragment`, every byte legal
/// ASCII, a host of unreserved characters, well-formed escapes) is split
/// straight from its UTF-8 bytes, which is where URLComponents would split
/// it; anything else (user info, ports, IP literals, a base URL, odd bytes)
/// goes through `URLComponents`, so both paths agree.
struct MatchableURL {
  let host: String
  let segments: [String]
  /// Decoded query items in URL order; a name without `=` has value `""`.
  let query: [(name: String, value: String)]

  init?(_ url: URL, scheme: String) {
    if url.baseURL == nil {
      var text = url.relativeString
      switch text.withUTF8({ PlainLink.split($0, scheme: scheme) }) {
      case .notMatchable: return nil
      case .plain(let host, let segments, let query):
        self.init(host: host, segments: segments, query: query)
        return
      case .unusual: break
      }
    }
    self.init(foundation: url, scheme: scheme)
  }

  /// The reading through `URLComponents` alone, for links that are not plain.
  init?(foundation url: URL, scheme: String) {
    guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false),
      components.scheme?.lowercased() == scheme.lowercased(),
      components.percentEncodedUser == nil, components.percentEncodedPassword == nil,
      components.port == nil,
      let host = components.percentEncodedHost.flatMap(PercentEncoding.decode), !host.isEmpty
    else { return nil }
    guard let segments = Self.segments(of: components.percentEncodedPath) else { return nil }
    self.init(
      host: host.lowercased(), segments: segments,
      query: Self.items(of: components.percentEncodedQuery ?? ""))
  }

  private init(host: String, segments: [String], query: [(name: String, value: String)]) {
    self.host = host
    self.segments = segments
    self.query = query
  }

  /// The captures `pattern` takes from this URL, or `nil` when it does not match.
  func captures(for pattern: URLPattern) -> URLCaptures? {
    guard segments.count == pattern.path.count, hostMatches(pattern.host) else { return nil }
    for (segment, text) in zip(pattern.path, segments) {
      if case .literal(let literal) = segment, literal != text { return nil }
    }
    var values: [String: String] = [:]
    for (segment, text) in zip(pattern.path, segments) {
      if case .capture(let name) = segment { values[name] = text }
    }
    for name in pattern.captureQueryNames {
      if let item = query.first(where: { $0.name == name }) {
        values[name] = item.value
      }
    }
    return URLCaptures(values)
  }

  /// Whether the (lowercased) host equals `patternHost` lowercased.
  private func hostMatches(_ patternHost: String) -> Bool {
    // NB: pattern hosts are ASCII (URLPattern checks), so for an ASCII host
    // a byte comparison is the same as comparing the lowercased strings.
    guard host.utf8.allSatisfy({ $0 < 0x80 }) else { return host == patternHost.lowercased() }
    return host.utf8.elementsEqual(patternHost.utf8.lazy.map(PlainLink.lowercasedASCII))
  }

  /// Splits a percent-encoded path into decoded, non-empty segments; one trailing `/` is dropped.
  private static func segments(of path: String) -> [String]? {
    guard !path.isEmpty else { return [] }
    // NB: split the *encoded* path so `%2F` stays inside its segment.
    var raw = path.split(separator: "/", omittingEmptySubsequences: false)
    guard raw.first?.isEmpty == true else { return nil }
    raw.removeFirst()
    if raw.last?.isEmpty == true { raw.removeLast() }
    var decoded: [String] = []
    for piece in raw {
      guard !piece.isEmpty, let text = PercentEncoding.decode(piece) else { return nil }
      decoded.append(text)
    }
    return decoded
  }

  /// Decodes `name=value` items; empty and malformed items are dropped.
  private static func items(of query: String) -> [(name: String, value: String)] {
    query.split(separator: "&").compactMap { item in
      let parts = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      guard let name = PercentEncoding.decode(parts[0]) else { return nil }
      guard parts.count == 2 else { return (name, "") }
      guard let value = PercentEncoding.decode(parts[1]) else { return nil }
      return (name, value)
    }
  }
}
