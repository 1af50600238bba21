/// The identity of a mail thread: an opaque server string.
///
/// The raw value may hold anything, including `/`, `?`, `#`, `%`, `+`,
/// spaces and emoji; the codec percent-encodes it so every non-empty
/// identifier survives a trip through a URL. The empty identifier names no
/// thread: it never parses from a link and never prints.
public struct ThreadID: RawRepresentable, Codable, Hashable, Sendable, ExpressibleByStringLiteral,
  CustomStringConvertible
{
  /// The server's identifier, verbatim.
  public let rawValue: String

  /// Wraps a server identifier.
  /// - Parameter rawValue: the identifier, verbatim.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// Wraps a server identifier.
  /// - Parameter rawValue: the identifier, verbatim.
  public init(_ rawValue: String) {
    self.rawValue = rawValue
  }

  /// Wraps a literal identifier.
  /// - Parameter value: the identifier, verbatim.
  public init(stringLiteral value: String) {
    self.rawValue = value
  }

  /// The identifier, verbatim.
  public var description: String { rawValue }
}
