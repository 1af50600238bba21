/// Why a URL pattern string was rejected, and where.
///
/// Its ``description`` names the pattern, the offending position (a
/// 0-based `Character` offset into the pattern) and the rule it broke, e.g.
/// `invalid URL pattern "inbox//x": empty path segment at offset 6`.
public struct URLPatternError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The rule a pattern broke.
  public enum Reason: Equatable, Sendable {
    /// The pattern has no host before its first `/` or `?` (or is empty).
    case emptyHost
    /// The host holds a character outside `A-Z a-z 0-9 - . _ ~`.
    case invalidHostCharacter(Character)
    /// Two `/` in a row, or a trailing `/`.
    case emptySegment
    /// A `:` with no capture name after it.
    case emptyCaptureName
    /// A capture or query name holds a character outside `A-Z a-z 0-9 - . _ ~`.
    case invalidNameCharacter(Character)
    /// A capture name (path or query) that appeared earlier in the pattern.
    case duplicateCaptureName(String)
    /// An empty query name: a trailing `?` or `&`, or `&&`.
    case emptyQueryName
    /// A `#`: patterns do not describe fragments.
    case fragment
  }

  /// The pattern string as written.
  public let pattern: String
  /// The 0-based `Character` offset of the offending character, or of the
  /// place where the missing part should have been.
  public let offset: Int
  /// The rule the pattern broke.
  public let reason: Reason

  /// Creates an error for `pattern` at `offset`.
  /// - Parameters:
  ///   - pattern: the pattern string as written.
  ///   - offset: the 0-based `Character` offset of the problem.
  ///   - reason: the rule the pattern broke.
  public init(pattern: String, offset: Int, reason: Reason) {
    self.pattern = pattern
    self.offset = offset
    self.reason = reason
  }

  /// One line: `invalid URL pattern "<pattern>": <problem> at offset <n>`.
  public var description: String {
    "invalid URL pattern \"\(pattern)\": \(problem) at offset \(offset)"
  }

  private var problem: String {
    switch reason {
    case .emptyHost: "empty host"
    case .invalidHostCharacter(let character):
      "invalid character \"\(character)\" in host (allowed: A-Z a-z 0-9 - . _ ~)"
    case .emptySegment: "empty path segment"
    case .emptyCaptureName: "capture \":\" has no name"
    case .invalidNameCharacter(let character):
      "invalid character \"\(character)\" in name (allowed: A-Z a-z 0-9 - . _ ~)"
    case .duplicateCaptureName(let name): "duplicate capture name \"\(name)\""
    case .emptyQueryName: "empty query name"
    case .fragment: "\"#\" (patterns have no fragment)"
    }
  }
}
