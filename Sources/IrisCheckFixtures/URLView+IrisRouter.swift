import Foundation
import Iris
import IrisCheckCore
import IrisCheckLaws
import IrisFuzz

extension URLView {
  /// Reads a URL the way an Iris ``URLPathRouter`` sees it, next to
  /// Foundation's reading normalised to what a router can express.
  ///
  /// A router only reveals what it captures, so this builds, for each URL,
  /// a one-route router whose pattern captures everything Foundation found:
  /// the host as a literal, one capture per path segment, one query capture
  /// per distinct query name. The router's captures are the Iris reading.
  ///
  /// Foundation's reading (``init(foundation:)``) is normalised the way the
  /// router documents its rules. A path segment whose decoded text is
  /// dot-like (`.`, `..`, or text that decodes to one, such as `%2E`) is
  /// decoded once more, the router's dot-segment escape
  /// (``DotLikeText/undone(_:)``). Query items whose name or value does not
  /// decode are dropped, and so are items with an empty name (a pattern
  /// cannot name them); only the first item of each name is kept; a name
  /// without `=` has the value `""`.
  ///
  /// Returns `nil` (the URL is outside the comparison) when Foundation
  /// rejects it, when it has no scheme or host, when the host, a query name
  /// or the scheme cannot be written in a pattern (pattern names allow only
  /// unreserved ASCII), or when the router declines the URL as it documents
  /// (user info, a port, an empty or malformed path segment).
  /// - Parameter url: the URL.
  /// - Returns: the router's reading and Foundation's, or `nil`.
  package static func irisRouterReadings(of url: URL) -> (iris: URLView, foundation: URLView)? {
    guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false),
      let scheme = components.scheme?.lowercased(), isPatternScheme(scheme),
      let host = components.encodedHost.flatMap({ strictlyDecoded($0[...]) })?.lowercased(),
      !host.isEmpty, host.utf8.allSatisfy(isUnreserved)
    else { return nil }
    let segments = segments(ofEncodedPath: components.percentEncodedPath[...])
      .map(DotLikeText.undone)
    let items = firstWellFormedItems(components.percentEncodedQueryItems ?? [])
    guard items.allSatisfy({ $0.name.utf8.allSatisfy(isUnreserved) }) else {
      return nil
    }
    let segmentNames = segments.indices.map { "~\($0)" }
    let queryNames = items.map(\.name).filter { !$0.hasPrefix("~") }
    let text =
      ([host] + segmentNames.map { ":" + $0 }).joined(separator: "/")
      + (queryNames.isEmpty ? "" : "?" + queryNames.joined(separator: "&"))
    guard let pattern = try? URLPattern(validating: text) else { return nil }
    let route = URLRoute<[String: String]>(
      pattern,
      parse: { captures in
        Dictionary(
          uniqueKeysWithValues: pattern.captureNames.compactMap { name in
            captures[name].map { (name, $0) }
          })
      },
      emit: { _ in nil })
    guard let captures = URLPathRouter(scheme: scheme, routes: [route]).parse(url) else {
      return nil
    }
    let iris = URLView(
      scheme: scheme, host: host, pathSegments: segmentNames.map { captures[$0] ?? "" },
      queryItems: queryNames.compactMap { name in
        captures[name].map { QueryItem(name: name, value: $0) }
      })
    let foundation = URLView(
      scheme: scheme, host: host, pathSegments: segments,
      queryItems: items.filter { !$0.name.hasPrefix("~") })
    return (iris, foundation)
  }

  private static func firstWellFormedItems(_ items: [URLQueryItem]) -> [QueryItem] {
    var seen: Set<String> = []
    var result: [QueryItem] = []
    for item in items {
      guard let name = strictlyDecoded(item.name[...]),
        let value = strictlyDecoded((item.value ?? "")[...]), !name.isEmpty,
        seen.insert(name).inserted
      else { continue }
      result.append(QueryItem(name: name, value: value))
    }
    return result
  }

  private static func isPatternScheme(_ scheme: String) -> Bool {
    guard let first = scheme.utf8.first, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first)
    else { return false }
    return scheme.utf8.allSatisfy { isUnreserved($0) || $0 == UInt8(ascii: "+") }
      && !scheme.contains("_") && !scheme.contains("~")
  }

  private static func isUnreserved(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
      || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || "-._~".utf8.contains(byte)
  }
}
