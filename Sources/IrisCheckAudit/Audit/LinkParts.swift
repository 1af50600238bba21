import Foundation
import IrisCheckCore
import IrisCheckLaws

/// A printed link split into the parts the URL-quality checks edit: the
/// `scheme://host` prefix, the percent-encoded path segments, the query
/// items and the fragment.
///
/// Splitting works on the text, so the parts reassemble to the same bytes:
/// `LinkParts("a://h/x/y?q=1#f").text == "a://h/x/y?q=1#f"`.
struct LinkParts: Equatable {
  /// `scheme://authority`, or everything before the path for other shapes.
  var prefix: String
  /// The path segments after the authority, still percent-encoded.
  var segments: [String]
  /// The query items in order, still percent-encoded; `value` is `nil` for
  /// an item written without `=`.
  var query: [(name: String, value: String?)]
  /// Whether the link had a `?`, even with no items.
  var hasQuery: Bool
  /// The fragment after `#`, if any.
  var fragment: String?

  /// Splits a link.
  /// - Parameter text: a URL string, typically a printed link.
  init(_ text: String) {
    var rest = Substring(text)
    if let hash = rest.firstIndex(of: "#") {
      fragment = String(rest[rest.index(after: hash)...])
      rest = rest[..<hash]
    } else {
      fragment = nil
    }
    if let mark = rest.firstIndex(of: "?") {
      hasQuery = true
      query = rest[rest.index(after: mark)...].split(
        separator: "&", omittingEmptySubsequences: true
      )
      .map { item in
        guard let equals = item.firstIndex(of: "=") else { return (String(item), nil) }
        return (String(item[..<equals]), String(item[item.index(after: equals)...]))
      }
      rest = rest[..<mark]
    } else {
      hasQuery = false
      query = []
    }
    let authorityStart = rest.range(of: "://").map(\.upperBound) ?? rest.startIndex
    let pathStart = rest[authorityStart...].firstIndex(of: "/") ?? rest.endIndex
    prefix = String(rest[..<pathStart])
    segments =
      pathStart == rest.endIndex
      ? []
      : rest[rest.index(after: pathStart)...].split(
        separator: "/", omittingEmptySubsequences: false
      )
      .map(String.init)
  }

  /// The link reassembled from its parts.
  var text: String {
    var result = prefix + segments.map { "/" + $0 }.joined()
    if hasQuery {
      result +=
        "?"
        + query.map { item in item.value.map { item.name + "=" + $0 } ?? item.name }
        .joined(separator: "&")
    }
    if let fragment { result += "#" + fragment }
    return result
  }

  /// Whether some path segment or query value is empty (`a://h//x`,
  /// `?q=`, a bare `?q`), so an empty capture made it into the link.
  var hasEmptyCapture: Bool {
    segments.contains(where: \.isEmpty) || query.contains { ($0.value ?? "").isEmpty }
  }

  /// Every variant of this link with exactly one path segment or query
  /// value emptied, each with a short description of what was emptied.
  var emptiedVariants: [(what: String, link: String)] {
    var variants: [(String, String)] = []
    for index in segments.indices where !segments[index].isEmpty {
      var copy = self
      copy.segments[index] = ""
      variants.append(("path segment \(index + 1)", copy.text))
    }
    for index in query.indices where !(query[index].value ?? "").isEmpty {
      var copy = self
      copy.query[index].value = ""
      variants.append(("query item \(query[index].name)", copy.text))
    }
    return variants
  }

  static func == (left: LinkParts, right: LinkParts) -> Bool {
    left.text == right.text
  }
}

extension LinkParts {
  /// The link as a pattern: each path segment or query value that equals
  /// one of `fields`' texts (after percent-decoding) becomes `{label}`.
  ///
  /// `mailbox://thread/t-42/message/3` with fields `threadID: "t-42"`,
  /// `messageID: "3"` gives `mailbox://thread/{threadID}/message/{messageID}`.
  /// - Parameter fields: the intent's payload, from ``PayloadFields``.
  /// - Returns: the pattern text.
  func pattern(fields: [(label: String, text: String)]) -> String {
    func placeholder(_ encoded: String) -> String? {
      let decoded = encoded.removingPercentEncoding ?? encoded
      return fields.first { !$0.text.isEmpty && $0.text == decoded }.map { "{\($0.label)}" }
    }
    var copy = self
    copy.segments = segments.map { placeholder($0) ?? $0 }
    copy.query = query.map { item in (item.name, item.value.map { placeholder($0) ?? $0 }) }
    copy.fragment = nil
    return copy.text
  }
}
