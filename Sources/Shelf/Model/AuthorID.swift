/// The identity of an author: an opaque server string, like ``BookID``.
public struct AuthorID: RawRepresentable, Codable, Hashable, Sendable, ExpressibleByStringLiteral {
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
