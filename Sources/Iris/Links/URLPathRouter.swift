import Foundation

/// Converts between URLs and intents by walking an ordered table of
/// ``URLRoute`` values, in both directions.
///
/// **Parsing** (``parse(_:)``) returns the intent of the first route whose
/// pattern matches *and* whose `parse` returns non-`nil`, or `nil` when none
/// does. Matching rules:
/// - Scheme and host compare case-insensitively (RFC 3986): `MAILBOX://Inbox`
///   matches scheme `mailbox` and pattern `inbox`. Path literals and query
///   names are case-sensitive.
/// - The path is split on `/` in its *percent-encoded* form, then each
///   segment is decoded, so `%2F` inside a capture stays a `/` within one
///   segment. A segment with malformed encoding (`%zz`, a stray `%`, invalid
///   UTF-8) matches nothing. A segment whose decoded text is itself a dot
///   segment or an escape of one (`.`, `..`, `%2E`, `.%2e`, `%252E`…) is
///   decoded once more: `%252E` reads as `.`, and so do `%2E` and `.`.
/// - One trailing slash is ignored (`inbox/` is `inbox`, `thread/a/` is
///   `thread/a`). Any other empty segment (`thread//a`, `inbox//`) matches
///   nothing: captures are never empty.
/// - Query values are decoded with `+` kept as `+` (RFC 3986, not HTML
///   forms). Query items the pattern does not name are ignored; for a
///   repeated name the first well-formed item wins; `?q` and `?q=` both
///   capture `""`; an item with malformed encoding is ignored.
/// - A URL with user info or a port matches nothing; the fragment is ignored.
/// - Parsing never traps, whatever the URL.
///
/// **Printing** (``url(for:)``) uses the first route whose `emit` returns
/// non-`nil`. Each path segment and each query name and value is
/// percent-encoded on its own (`/ ? # % +`, spaces and non-ASCII always
/// encoded; `& = +` and `#` always encoded in the query), so what is printed
/// parses back to the same captures. A segment that a URL parser could take
/// for a dot segment is escaped one level deeper: `.` prints as `%252E`,
/// `..` as `%252E%252E` and `%2E` as `%25252E`, which neither RFC 3986
/// normalisation nor a WHATWG URL parser (a browser, which also reads `%2E`
/// as a dot) removes or rewrites. If that emission does not fit its
/// route's pattern (wrong number of segments, a literal that differs, an
/// empty segment, a query name the pattern does not capture or names twice)
/// the router prints `nil` instead of a URL that would not parse back.
///
/// Use ``codec(unknown:)`` to make a total ``URLCodec``.
public struct URLPathRouter<Intent: Sendable & Equatable>: Sendable {
  /// The URL scheme, as printed; parsing compares it case-insensitively.
  public let scheme: String
  /// The routes, in priority order for both directions.
  public let routes: [URLRoute<Intent>]

  /// Creates a router.
  ///
  /// A scheme that is not an RFC 3986 scheme (`ALPHA *( ALPHA / DIGIT / + / - / . )`)
  /// is a programmer error and stops at construction with a message naming
  /// it and the first character at fault, for example
  /// `invalid URL scheme "my_app": "_" at offset 2 (a scheme is a letter,
  /// then letters, digits, + - .)`. No `URL` can carry such a scheme, so the
  /// router could neither read nor print a link.
  /// - Parameters:
  ///   - scheme: the URL scheme, such as `"mailbox"`.
  ///   - routes: the routing table, in priority order.
  public init(scheme: String, routes: [URLRoute<Intent>]) {
    if let problem = Self.schemeProblem(scheme) {
      preconditionFailure(
        "invalid URL scheme \"\(scheme)\": \(problem) (a scheme is a letter, then letters, digits, + - .)"
      )
    }
    self.scheme = scheme
    self.routes = routes
  }

  /// Parses a URL with the first matching route.
  /// - Parameter url: any URL.
  /// - Returns: the intent of the first route that matches and accepts the captures, or `nil`.
  public func parse(_ url: URL) -> Intent? {
    guard let request = MatchableURL(url, scheme: scheme) else { return nil }
    for route in routes {
      guard let captures = request.captures(for: route.pattern) else { continue }
      if let intent = route.parse(captures) { return intent }
    }
    return nil
  }

  /// Prints an intent with the first route that emits it.
  /// - Parameter intent: the intent to print.
  /// - Returns: the URL, or `nil` when no route emits the intent or the
  ///   emission does not fit its route's pattern.
  public func url(for intent: Intent) -> URL? {
    for route in routes {
      guard let emission = route.emit(intent) else { continue }
      return render(emission, as: route.pattern)
    }
    return nil
  }

  /// Makes a total codec: URLs no route parses become `unknown(url)`.
  /// - Parameter unknown: the fallback intent for a URL no route parses.
  /// - Returns: a ``URLPathCodec`` printing with this router.
  public func codec(
    unknown: @escaping @Sendable (URL) -> Intent
  ) -> URLPathCodec<Intent> {
    URLPathCodec(router: self, unknown: unknown)
  }

  // MARK: - Printing

  private func render(_ emission: URLEmission, as pattern: URLPattern) -> URL? {
    guard emission.pathComponents.count == pattern.path.count else { return nil }
    var text = scheme + "://" + pattern.host
    for (segment, value) in zip(pattern.path, emission.pathComponents) {
      guard !value.isEmpty else { return nil }
      if case .literal(let literal) = segment, literal != value { return nil }
      text += "/" + PercentEncoding.encode(value, as: .pathSegment)
    }
    var names: [String] = []
    for item in emission.queryItems {
      guard let value = item.value else { continue }
      guard pattern.captureQueryNames.contains(item.name), !names.contains(item.name)
      else { return nil }
      text += names.isEmpty ? "?" : "&"
      text += PercentEncoding.encode(item.name, as: .queryComponent) + "="
      text += PercentEncoding.encode(value, as: .queryComponent)
      names.append(item.name)
    }
    return URL(string: text)
  }

  /// What makes `scheme` not an RFC 3986 scheme, or `nil` when it is one.
  private static func schemeProblem(_ scheme: String) -> String? {
    guard !scheme.isEmpty else { return "empty" }
    for (offset, character) in scheme.enumerated() {
      let allowed =
        character.isASCII
        && (character.isLetter || (offset > 0 && (character.isNumber || "+-.".contains(character))))
      if !allowed { return "\"\(character)\" at offset \(offset)" }
    }
    return nil
  }
}

extension URLPathRouter: URLPrinting {}
