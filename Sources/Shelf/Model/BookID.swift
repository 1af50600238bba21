/// The identity of a book in the catalog: an opaque server string.
///
/// It may hold anything, `/`, `?`, `%`, spaces and emoji included: the link
/// codec percent-encodes it. The empty identifier names no book: it never
/// prints as a link.
public struct BookID: RawRepresentable, Codable, Hashable, Sendable, ExpressibleByStringLiteral {
  /// The server's identifier, verbatim.
  public var rawValue: String

  /// Wraps a server identifier.
  /// - Parameter rawValue: the identifier, verbatim.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// Wraps a literal identifier.
  /// - Parameter value: the identifier, verbatim.
  public init(stringLiteral value: String) {
    self.init(rawValue: value)
  }
}
