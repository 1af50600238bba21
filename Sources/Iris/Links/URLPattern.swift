/// The URL shape one ``URLRoute`` matches and prints: a host, path segments
/// that are literals or named captures, and query names to capture.
///
/// Grammar (names and hosts use the RFC 3986 unreserved set
/// `A-Z a-z 0-9 - . _ ~`):
///
/// ```
/// pattern = host *( "/" segment ) [ "?" name *( "&" name ) ]
/// segment = ":" name / literal        ; literal: any text but / ? #, not starting with ":"
/// ```
///
/// Two readings of a pattern string:
/// - ``init(_:)``, Iris 1.0's spelling, does not throw and reads a pattern
///   the way 1.0 does where 1.0 gives it a meaning: empty path segments are
///   dropped (`"inbox//x"` is `"inbox/x"`, `"/inbox/"` is `"inbox"`), a
///   query name stops at `=` (`"search?q=x"` is `"search?q"`) and empty query
///   names are dropped. A pattern that no link can match or print (a `#`, an
///   empty host, a host or name character outside the set above, `:` with no
///   name, a duplicate name) stops with the ``URLPatternError`` description.
/// - ``init(validating:)`` accepts only the grammar above and throws on
///   anything else: use it for patterns that come from data.
///
/// ```swift
/// URLPattern("thread/:id")                        // mailbox://thread/<id>
/// URLPattern("search?q=x")                        // as "search?q", as in Iris 1.0
/// try URLPattern(validating: "compose?to&subject") // mailbox://compose?to=…&subject=…
/// try URLPattern(validating: "inbox//x")           // throws: empty path segment at offset 6
/// ```
///
/// Capture names are unique across path and query. Literals are the decoded
/// text of a segment and compare case-sensitively; the host compares
/// case-insensitively (RFC 3986).
public struct URLPattern: Sendable, Equatable, CustomStringConvertible {
  /// One path segment after the host.
  public enum PathSegment: Sendable, Equatable {
    /// Matches exactly this decoded text (case-sensitive).
    case literal(String)
    /// Matches any non-empty segment and captures its decoded text under this name.
    case capture(String)
  }

  /// The host, as written in the pattern (matched case-insensitively).
  public let host: String
  /// The path segments after the host, in order.
  public let path: [PathSegment]
  /// The query names whose values are captured; each is optional when matching.
  public let captureQueryNames: [String]
  /// ``host`` lowercased, the form a URL's host is matched against.
  let lowercasedHost: String

  /// Reads a pattern string as Iris 1.0 does, without throwing.
  ///
  /// Empty path segments and empty query names are dropped and a query name
  /// ends at `=`, as in 1.0. A pattern no link could match or print is a
  /// programmer error: this initializer stops with the ``URLPatternError``
  /// description, for example
  /// `invalid URL pattern "a#b": "#" (patterns have no fragment) at offset 1`.
  /// - Parameter string: a pattern such as `"thread/:id/message/:n"` or `"search?q"`.
  public init(_ string: String) {
    var parser = Parser(string, lenient: true)
    do {
      self = try parser.parse()
    } catch {
      preconditionFailure(error.description)
    }
  }

  /// Parses a pattern string that must follow the grammar exactly.
  /// - Parameter string: a pattern such as `"thread/:id/message/:n"` or `"search?q"`.
  /// - Throws: ``URLPatternError`` naming the pattern, the offset and the rule broken.
  public init(validating string: String) throws(URLPatternError) {
    var parser = Parser(string, lenient: false)
    self = try parser.parse()
  }

  /// Every capture name, path captures first, then query names.
  public var captureNames: [String] {
    let pathNames = path.compactMap { segment -> String? in
      if case .capture(let name) = segment { return name }
      return nil
    }
    return pathNames + captureQueryNames
  }

  /// The pattern in its canonical string form, which parses back to `self`
  /// with either initializer.
  public var description: String {
    var text = host
    for segment in path {
      switch segment {
      case .literal(let literal): text += "/" + literal
      case .capture(let name): text += "/:" + name
      }
    }
    if !captureQueryNames.isEmpty {
      text += "?" + captureQueryNames.joined(separator: "&")
    }
    return text
  }

  private init(host: String, path: [PathSegment], captureQueryNames: [String]) {
    self.host = host
    self.lowercasedHost = host.lowercased()
    self.path = path
    self.captureQueryNames = captureQueryNames
  }

  // MARK: - Parser

  private struct Parser {
    let pattern: String
    let characters: [Character]
    /// Whether to read as Iris 1.0 does: skip empty segments and query names,
    /// end a query name at `=`.
    let lenient: Bool
    var position = 0
    var names: Set<String> = []

    init(_ pattern: String, lenient: Bool) {
      self.pattern = pattern
      self.characters = Array(pattern)
      self.lenient = lenient
    }

    mutating func parse() throws(URLPatternError) -> URLPattern {
      if let hash = characters.firstIndex(of: "#") { throw error(.fragment, at: hash) }
      if lenient { skip("/") }
      let host = try parseHost()
      var path: [PathSegment] = []
      while position < characters.count, characters[position] == "/" {
        position += 1
        if lenient {
          skip("/")
          if position == characters.count || characters[position] == "?" { break }
        }
        path.append(try parseSegment())
      }
      var queryNames: [String] = []
      if position < characters.count, characters[position] == "?" {
        repeat {
          position += 1
          if lenient, position == characters.count || "&=".contains(characters[position]) {
            skipQueryItem()
            continue
          }
          queryNames.append(try parseQueryName())
        } while position < characters.count && characters[position] == "&"
      }
      return URLPattern(host: host, path: path, captureQueryNames: queryNames)
    }

    /// Moves past a run of `character`.
    private mutating func skip(_ character: Character) {
      while position < characters.count, characters[position] == character {
        position += 1
      }
    }

    private mutating func parseHost() throws(URLPatternError) -> String {
      let start = position
      while position < characters.count, !"/?".contains(characters[position]) {
        guard Self.isNameCharacter(characters[position]) else {
          throw error(.invalidHostCharacter(characters[position]), at: position)
        }
        position += 1
      }
      guard position > start else { throw error(.emptyHost, at: start) }
      return String(characters[start..<position])
    }

    private mutating func parseSegment() throws(URLPatternError) -> PathSegment {
      let start = position
      while position < characters.count, !"/?".contains(characters[position]) {
        position += 1
      }
      guard position > start else { throw error(.emptySegment, at: start) }
      guard characters[start] == ":" else { return .literal(String(characters[start..<position])) }
      return .capture(try validateName(from: start + 1, isQuery: false))
    }

    private mutating func parseQueryName() throws(URLPatternError) -> String {
      let start = position
      while position < characters.count, characters[position] != "&" {
        // NB: 1.0 reads `q=x` as the name `q`; the value is dropped.
        if lenient, characters[position] == "=" { break }
        position += 1
      }
      let name = try validateName(from: start, isQuery: true)
      skipQueryItem()
      return name
    }

    /// Moves to the `&` that ends the current query item, or to the end.
    private mutating func skipQueryItem() {
      while position < characters.count, characters[position] != "&" {
        position += 1
      }
    }

    /// Validates the name in `characters[start..<position]` and records it.
    private mutating func validateName(
      from start: Int, isQuery: Bool
    ) throws(URLPatternError) -> String {
      guard position > start else {
        throw error(isQuery ? .emptyQueryName : .emptyCaptureName, at: isQuery ? start : start - 1)
      }
      for index in start..<position where !Self.isNameCharacter(characters[index]) {
        throw error(.invalidNameCharacter(characters[index]), at: index)
      }
      let name = String(characters[start..<position])
      guard names.insert(name).inserted else {
        throw error(.duplicateCaptureName(name), at: isQuery ? start : start - 1)
      }
      return name
    }

    private func error(_ reason: URLPatternError.Reason, at offset: Int) -> URLPatternError {
      URLPatternError(pattern: pattern, offset: offset, reason: reason)
    }

    private static func isNameCharacter(_ character: Character) -> Bool {
      guard let ascii = character.asciiValue else { return false }
      return PercentEncoding.isUnreserved(ascii)
    }
  }
}
