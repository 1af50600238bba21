/// The decoded values a matched URL supplied for a pattern's captures.
///
/// Keys are capture names from the ``URLPattern``. A path capture is always
/// present and non-empty after a match; a query capture is present only when
/// the URL carried that query name (its value may be empty: `?q=` and `?q`
/// both capture `""`). Values are fully percent-decoded; `+` stays `+`.
/// Consumers convert values to their own identifier types at the parse site.
public struct URLCaptures: Sendable, Equatable {
  private let values: [String: String]

  /// Creates captures from decoded values keyed by capture name.
  /// - Parameter values: the captured values; useful for testing a route's `parse` directly.
  public init(_ values: [String: String]) {
    self.values = values
  }

  /// The captured value for `name`, or `nil` when the URL did not supply it.
  public subscript(name: String) -> String? { values[name] }
}
