import IrisCheckCore

/// A generated URL string, kept in pieces so tests can label and count the
/// grammar features it exercises.
///
/// The pieces are raw text, assembled without any encoding:
/// `scheme://host[:port][/segment…][/][?name[=value]&…][#fragment]`. The
/// result need not be a valid URL: invalid escapes, spaces and delimiters
/// inside pieces are the point.
package struct URLPieces: Hashable, Sendable, CustomStringConvertible {
  /// One `name` or `name=value` query item.
  package struct QueryItem: Hashable, Sendable {
    /// The item's name, raw.
    package var name: String
    /// The item's value, raw; `nil` writes the name alone (no `=`).
    package var value: String?

    /// Creates a query item.
    /// - Parameters:
    ///   - name: the raw name.
    ///   - value: the raw value, or `nil` for a bare name.
    package init(name: String, value: String?) {
      self.name = name
      self.value = value
    }

    /// `name` or `name=value`.
    package var text: String { value.map { name + "=" + $0 } ?? name }
  }

  /// The scheme, before `://`.
  package var scheme: String
  /// The host, possibly empty or an IPv6 literal such as `[::1]`.
  package var host: String
  /// The port digits after `:`, or `nil` for none.
  package var port: String?
  /// The path segments, each written after a `/`; empty strings give `//`.
  package var pathSegments: [String]
  /// Whether the path ends with an extra `/`.
  package var trailingSlash: Bool
  /// The query items, or `nil` for no `?` at all (an empty array writes a
  /// bare `?`).
  package var query: [QueryItem]?
  /// The fragment after `#`, or `nil` for no `#`.
  package var fragment: String?

  /// Creates URL pieces.
  /// - Parameters:
  ///   - scheme: the scheme.
  ///   - host: the host; defaults to `""`.
  ///   - port: the port; defaults to none.
  ///   - pathSegments: the path segments; defaults to none.
  ///   - trailingSlash: whether to end the path with `/`; defaults to `false`.
  ///   - query: the query items; defaults to no query.
  ///   - fragment: the fragment; defaults to none.
  package init(
    scheme: String, host: String = "", port: String? = nil, pathSegments: [String] = [],
    trailingSlash: Bool = false, query: [QueryItem]? = nil, fragment: String? = nil
  ) {
    self.scheme = scheme
    self.host = host
    self.port = port
    self.pathSegments = pathSegments
    self.trailingSlash = trailingSlash
    self.query = query
    self.fragment = fragment
  }

  /// The assembled URL string.
  package var string: String {
    var result = scheme + "://" + host
    if let port { result += ":" + port }
    for segment in pathSegments { result += "/" + segment }
    if trailingSlash { result += "/" }
    if let query { result += "?" + query.map(\.text).joined(separator: "&") }
    if let fragment { result += "#" + fragment }
    return result
  }

  /// The assembled URL string.
  package var description: String { string }
}
