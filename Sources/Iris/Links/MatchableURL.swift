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
/// it; anything else (user info, ports, IP literals, odd bytes) goes through
/// `URLComponents`, so both paths agree. Both read a URL with a base URL by
/// its absolute string, and both read a host as written: a punycode host
/// (`xn--n3h`) is compared in that ASCII form, never decoded to Unicode.
struct MatchableURL {
  let host: String
  let segments: [String]
  /// Decoded query items in URL order; a name without `=` has value `""`.
  let query: [(name: String, value: String)]

  init?(_ url: URL, scheme: String) {
    // NB: a URL relative to a base is read by its absolute string, the link
    // it stands for.
    var text = url.baseURL == nil ? url.relativeString : url.absoluteString
    switch text.withUTF8({ PlainLink.split($0, scheme: scheme) }) {
    case .notMatchable: return nil
    case .plain(let host, let segments, let query):
      self.init(host: host, segments: segments, query: query)
    case .unusual:
      self.init(foundation: url, scheme: scheme)
    }
  }

  /// The reading through `URLComponents` alone, for links that are not plain.
  init?(foundation url: URL, scheme: String) {
    // NB: `encodedHost` is the host as written (punycode stays `xn--…`);
    // `host` and `percentEncodedHost` would decode punycode to Unicode.
    guard let components = URLComponents(url: url, resolvingAgainstBaseURL: true),
      components.scheme?.lowercased() == scheme.lowercased(),
      components.percentEncodedUser == nil, components.percentEncodedPassword == nil,
      components.port == nil,
      let host = components.encodedHost.flatMap(PercentEncoding.decode), !host.isEmpty
    else { return nil }
    var path = components.percentEncodedPath
    var query = components.percentEncodedQuery ?? ""
    guard let segments = path.withUTF8({ PlainLink.segments($0, 0..<$0.count) }) else {
      return nil
    }
    self.init(
      host: host.lowercased(), segments: segments,
      query: query.withUTF8 { PlainLink.items($0, 0..<$0.count) })
  }

  private init(host: String, segments: [String], query: [(name: String, value: String)]) {
    self.host = host
    self.segments = segments
    self.query = query
  }

  /// The captures `pattern` takes from this URL, or `nil` when it does not match.
  func captures(for pattern: URLPattern) -> URLCaptures? {
    // NB: `String ==` compares ASCII strings byte for byte, and a non-ASCII
    // host (decoded by the URLComponents reading) by canonical equivalence.
    guard segments.count == pattern.path.count, host == pattern.lowercasedHost else {
      return nil
    }
    for (segment, text) in zip(pattern.path, segments) {
      if case .literal(let literal) = segment, literal != text { return nil }
    }
    var values: [(name: String, value: String)] = []
    values.reserveCapacity(pattern.path.count + pattern.captureQueryNames.count)
    for (segment, text) in zip(pattern.path, segments) {
      if case .capture(let name) = segment { values.append((name, text)) }
    }
    for name in pattern.captureQueryNames {
      if let item = query.first(where: { $0.name == name }) {
        values.append((name, item.value))
      }
    }
    return URLCaptures(pairs: values)
  }
}
