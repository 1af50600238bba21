import Foundation

/// A URL broken into the decoded parts a ``URLPattern`` matches against:
/// lowercased host, decoded path segments, decoded query items.
///
/// Construction fails (returns `nil`) for a URL no pattern can match: another
/// scheme, no or empty host, user info, a port, a path segment with malformed
/// percent-encoding, or an empty segment other than one trailing slash.
/// Nothing here traps.
struct MatchableURL {
  let host: String
  let segments: [String]
  /// Decoded query items in URL order; a name without `=` has value `""`.
  let query: [(name: String, value: String)]

  init?(_ url: URL, scheme: String) {
    guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false),
      components.scheme?.lowercased() == scheme.lowercased(),
      components.percentEncodedUser == nil, components.percentEncodedPassword == nil,
      components.port == nil,
      let host = components.percentEncodedHost.flatMap(PercentEncoding.decode), !host.isEmpty
    else { return nil }
    guard let segments = Self.segments(of: components.percentEncodedPath) else { return nil }
    self.host = host.lowercased()
    self.segments = segments
    self.query = Self.items(of: components.percentEncodedQuery ?? "")
  }

  /// The captures `pattern` takes from this URL, or `nil` when it does not match.
  func captures(for pattern: URLPattern) -> URLCaptures? {
    guard host == pattern.host.lowercased(), segments.count == pattern.path.count else {
      return nil
    }
    var values: [String: String] = [:]
    for (segment, text) in zip(pattern.path, segments) {
      switch segment {
      case .literal(let literal):
        guard literal == text else { return nil }
      case .capture(let name):
        values[name] = text
      }
    }
    for name in pattern.captureQueryNames {
      if let item = query.first(where: { $0.name == name }) {
        values[name] = item.value
      }
    }
    return URLCaptures(values)
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
