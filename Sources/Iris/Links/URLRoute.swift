/// One URL ↔ intent rule: a pattern with its parse and emit closures side
/// by side, so the two directions of one URL shape cannot drift apart.
///
/// ```swift
/// URLRoute<MailboxIntent>(
///   "thread/:id",
///   parse: { captures in captures["id"].map { .thread(id: ThreadID($0)) } },
///   emit: { intent in
///     guard case .thread(let id) = intent else { return nil }
///     return URLEmission(id.rawValue)
///   }
/// )
/// ```
///
/// `parse` runs only after the URL matched the pattern, and may still
/// return `nil` to decline (a capture that is not a valid identifier, say);
/// ``URLPathRouter`` then tries the next route. `emit` returns `nil` for
/// intents this route does not print.
public struct URLRoute<Intent: Sendable & Equatable>: Sendable {
  /// The URL shape this route matches and prints.
  public let pattern: URLPattern
  /// Converts the captures of a matching URL into an intent, or declines with `nil`.
  public let parse: @Sendable (URLCaptures) -> Intent?
  /// Converts an intent into path segments and query items, or `nil` if not this route's.
  public let emit: @Sendable (Intent) -> URLEmission?

  /// Creates a route from a pattern string read as Iris 1.0 reads it.
  ///
  /// Routes are written as literals in a routing table, so the pattern is
  /// read with ``URLPattern/init(_:)``: what 1.0 accepts and gives a meaning
  /// is accepted the same way (`"search?q=x"` is `"search?q"`, `"inbox//x"`
  /// is `"inbox/x"`), and a pattern no link could match or print is a
  /// programmer error that stops at construction with the
  /// ``URLPatternError`` description (for example
  /// `invalid URL pattern "#": "#" (patterns have no fragment) at offset 0`).
  /// Use ``init(validating:parse:emit:)`` for patterns that come from data.
  /// - Parameters:
  ///   - pattern: the pattern string; see ``URLPattern`` for the grammar.
  ///   - parse: converts captures to an intent, or `nil` to decline.
  ///   - emit: converts an intent to an emission, or `nil` if not this route's.
  public init(
    _ pattern: String,
    parse: @escaping @Sendable (URLCaptures) -> Intent?,
    emit: @escaping @Sendable (Intent) -> URLEmission?
  ) {
    self.init(URLPattern(pattern), parse: parse, emit: emit)
  }

  /// Creates a route from a pattern string that must follow the grammar exactly.
  /// - Parameters:
  ///   - pattern: the pattern string; see ``URLPattern`` for the grammar.
  ///   - parse: converts captures to an intent, or `nil` to decline.
  ///   - emit: converts an intent to an emission, or `nil` if not this route's.
  /// - Throws: ``URLPatternError`` when `pattern` is malformed.
  public init(
    validating pattern: String,
    parse: @escaping @Sendable (URLCaptures) -> Intent?,
    emit: @escaping @Sendable (Intent) -> URLEmission?
  ) throws(URLPatternError) {
    self.init(try URLPattern(validating: pattern), parse: parse, emit: emit)
  }

  /// Creates a route from an already parsed pattern.
  /// - Parameters:
  ///   - pattern: the URL shape.
  ///   - parse: converts captures to an intent, or `nil` to decline.
  ///   - emit: converts an intent to an emission, or `nil` if not this route's.
  public init(
    _ pattern: URLPattern,
    parse: @escaping @Sendable (URLCaptures) -> Intent?,
    emit: @escaping @Sendable (Intent) -> URLEmission?
  ) {
    self.pattern = pattern
    self.parse = parse
    self.emit = emit
  }
}
