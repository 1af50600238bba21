/// The decoded values a matched URL supplied for a pattern's captures.
///
/// Keys are capture names from the ``URLPattern``. A path capture is always
/// present and non-empty after a match; a query capture is present only when
/// the URL carried that query name (its value may be empty: `?q=` and `?q`
/// both capture `""`). Values are fully percent-decoded; `+` stays `+`.
/// Consumers convert values to their own identifier types at the parse site.
public struct URLCaptures: Sendable, Equatable {
  // NB: a pattern has a handful of captures, so a list searched in order
  // beats hashing every name into a dictionary on every parse.
  private let values: [(name: String, value: String)]

  /// Creates captures from decoded values keyed by capture name.
  /// - Parameter values: the captured values; useful for testing a route's `parse` directly.
  public init(_ values: [String: String]) {
    self.values = values.map { (name: $0.key, value: $0.value) }
  }

  /// Creates captures from name–value pairs whose names are unique.
  init(pairs: [(name: String, value: String)]) {
    self.values = pairs
  }

  /// The captured value for `name`, or `nil` when the URL did not supply it.
  public subscript(name: String) -> String? {
    values.first { $0.name == name }?.value
  }

  /// Whether both captured the same value under every name.
  public static func == (lhs: URLCaptures, rhs: URLCaptures) -> Bool {
    lhs.values.count == rhs.values.count && lhs.values.allSatisfy { rhs[$0.name] == $0.value }
  }
}
