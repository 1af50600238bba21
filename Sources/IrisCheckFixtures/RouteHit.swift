/// The intent of the routers the router oracle builds from fuzzed patterns:
/// which route matched and what it captured.
public struct RouteHit: Hashable, Sendable, CustomStringConvertible {
  /// The index of the route in the router's table.
  public var route: Int
  /// The captured values by capture name (path captures always present,
  /// query captures when the link carried them).
  public var captures: [String: String]

  /// Creates a hit.
  /// - Parameters:
  ///   - route: the index of the route in the table.
  ///   - captures: the captured values by name.
  public init(route: Int, captures: [String: String]) {
    self.route = route
    self.captures = captures
  }

  /// `route <n> <captures sorted by name>`.
  public var description: String {
    let pairs = captures.sorted { $0.key < $1.key }.map {
      "\($0.key)=\(String(reflecting: $0.value))"
    }
    return "route \(route) [\(pairs.joined(separator: ", "))]"
  }
}
