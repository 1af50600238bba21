import IrisCheckCore

/// One route of a router, as a link whose variable parts are `:name`
/// placeholders: `https://app.example/projects/:creator/:slug?ref=:ref`.
///
/// The laws build links from templates (``render(_:)``) and read a link's
/// values back (``match(_:)``). Both work on raw link text: a value is
/// written and read as it stands in the link, escapes and all.
package struct LinkTemplate: Sendable {
  /// One path segment or query value: literal text or a placeholder.
  package enum Piece: Hashable, Sendable {
    /// Text that must appear as written.
    case literal(String)
    /// A placeholder, by its name without the `:`.
    case parameter(String)

    init(_ text: Substring) {
      self =
        text.hasPrefix(":") && text.count > 1
        ? .parameter(String(text.dropFirst())) : .literal(String(text))
    }
  }

  /// The template as written.
  package let text: String
  /// The scheme, before `://`.
  package let scheme: String
  /// The authority, between `://` and the path.
  package let authority: String
  /// The path segments, each after a `/`.
  package let path: [Piece]
  /// One query item: its name and its value.
  package struct QueryItem: Sendable {
    /// The name, as written.
    package let name: String
    /// The value: literal text or a placeholder.
    package let value: Piece
  }

  /// The query items, in order; `nil` when the template has no `?`.
  package let query: [QueryItem]?

  /// Reads a template; `nil` unless it is a `scheme://authority…` link.
  /// - Parameter text: the template.
  package init?(_ text: String) {
    guard let split = LinkText(text), !split.scheme.isEmpty else { return nil }
    self.text = text
    scheme = String(split.scheme)
    authority = String(split.authority)
    path = split.segments.map(Piece.init)
    query = split.query?.map { QueryItem(name: String($0.name), value: Piece($0.value ?? "")) }
  }

  /// The placeholders' names, path first, in order.
  package var parameters: [String] {
    (path + (query ?? []).map(\.value)).compactMap {
      if case .parameter(let name) = $0 { name } else { nil }
    }
  }

  /// The literal path segments and query values, for values that hit
  /// another template's words.
  package var words: [String] {
    (path + (query ?? []).map(\.value)).compactMap {
      if case .literal(let word) = $0, !word.isEmpty { word } else { nil }
    }
  }

  /// The link with each placeholder replaced by its value, `""` when
  /// `values` has none.
  /// - Parameter values: raw values by placeholder name.
  /// - Returns: the link text.
  package func render(_ values: [String: String]) -> String {
    func text(_ piece: Piece) -> String {
      switch piece {
      case .literal(let word): word
      case .parameter(let name): values[name] ?? ""
      }
    }
    var link = scheme + "://" + authority + path.map { "/" + text($0) }.joined()
    if let query {
      link += "?" + query.map { $0.name + "=" + text($0.value) }.joined(separator: "&")
    }
    return link
  }

  /// The raw values of a link made from this template: same scheme and
  /// authority (ASCII case aside), as many path segments with the literal
  /// ones equal, and every query item of the template present (the first
  /// of its name), its literal value equal; other query items and the
  /// fragment are ignored.
  /// - Parameter link: the link text.
  /// - Returns: the values by placeholder name, or `nil` when it does not match.
  package func match(_ link: String) -> [String: String]? {
    guard let split = LinkText(link), split.scheme.lowercased() == scheme.lowercased(),
      split.authority.lowercased() == authority.lowercased(), split.segments.count == path.count
    else { return nil }
    var values: [String: String] = [:]
    func read(_ piece: Piece, _ text: Substring) -> Bool {
      switch piece {
      case .literal(let word): return word == text
      case .parameter(let name):
        values[name] = String(text)
        return true
      }
    }
    for (piece, segment) in Swift.zip(path, split.segments) where !read(piece, segment) {
      return nil
    }
    for item in query ?? [] {
      guard let found = split.query?.first(where: { $0.name == item.name }),
        read(item.value, found.value ?? "")
      else { return nil }
    }
    return values
  }
}

/// A link's raw pieces: scheme, authority, path segments, query items;
/// nothing decoded.
struct LinkText {
  var scheme: Substring
  var authority: Substring
  var segments: [Substring]
  var query: [(name: Substring, value: Substring?)]?

  /// Splits `scheme://authority/path?query#fragment`; `nil` without `://`.
  init?(_ text: String) {
    var rest = Substring(text)
    if let hash = rest.firstIndex(of: "#") { rest = rest[..<hash] }
    guard let separator = rest.range(of: "://") else { return nil }
    scheme = rest[..<separator.lowerBound]
    rest = rest[separator.upperBound...]
    if let question = rest.firstIndex(of: "?") {
      query = rest[rest.index(after: question)...].split(separator: "&").map { item in
        guard let equals = item.firstIndex(of: "=") else { return (item, nil) }
        return (item[..<equals], item[item.index(after: equals)...])
      }
      rest = rest[..<question]
    }
    let slash = rest.firstIndex(of: "/") ?? rest.endIndex
    authority = rest[..<slash]
    segments =
      slash == rest.endIndex
      ? []
      : rest[rest.index(after: slash)...].split(separator: "/", omittingEmptySubsequences: false)
  }
}
