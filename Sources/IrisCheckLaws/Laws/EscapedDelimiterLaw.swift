import Foundation
import IrisCheckCore

/// EscapedDelimiterIsData: a `%2F`, `%3F` or `%23` in a link's path (a
/// `%23` or `%26` in its query) is part of a value, never the delimiter it
/// escapes.
///
/// A router that percent-decodes the path before it splits it reads
/// `/projects/creator/p%2Fcomments` as `/projects/creator/p/comments`: a
/// project's id that contains a slash opens another screen.
///
/// **Contract.** For every URL string `s` that parses to a known intent
/// `i`, and every escape `e` of `/`, `?` or `#` in its path, or of `#` or
/// `&` in its query (either case of hex): let `d` be `s` with `e` written as the delimiter, and `x`
/// be `s` with `e` written as `_`. When `parse(d) == i` and
/// `parse(x) != i`, the escape acted as the delimiter, and the law fails.
/// (`parse(x) == i` too means the router ignores that part of the link,
/// which is no violation.)
///
/// **Generated.** URL strings; the suite's links put `%2F` between two
/// segments of a template link and escaped delimiters inside values.
/// Links with no such escape, or that parse to unknown, are outside the
/// domain.
///
/// **Violation.**
///
/// ```
/// ❌ EscapedDelimiterIsData violated (escape read as delimiter):
///    parse("https://app.example/projects/a/a%2Fcomments") = .comments(slug: "a"),
///    the same as parse("https://app.example/projects/a/a/comments"): the %2F acted as a /
/// ```
package struct EscapedDelimiterLaw<Intent: Equatable>: Law {
  /// The codec under test.
  package let codec: LinkCodec<Intent>

  /// The law for a codec.
  package init(_ codec: LinkCodec<Intent>) {
    self.codec = codec
  }

  /// `EscapedDelimiterIsData`.
  package var name: String { "EscapedDelimiterIsData" }

  /// `links with an escaped delimiter that parse to a known intent`.
  package var domainName: String? { "links with an escaped delimiter that parse to a known intent" }

  /// Links with an escaped delimiter after the authority that parse to a
  /// known intent.
  package func isInDomain(_ string: String) -> Bool {
    guard !Self.escapes(in: string).isEmpty, let url = URL(string: string) else { return false }
    return !codec.isUnknown(codec.parse(url))
  }

  /// Writes each escaped delimiter as the delimiter and as `_`, and
  /// compares what the three links parse to.
  /// - Parameter string: a URL string.
  /// - Returns: `nil` when the law holds; otherwise a violation in
  ///   direction `escape read as delimiter` for the first escape that broke.
  package func check(_ string: String) -> LawViolation? {
    let escapes = Self.escapes(in: string)
    guard !escapes.isEmpty, let url = URL(string: string) else { return nil }
    let intent = codec.parse(url)
    guard !codec.isUnknown(intent) else { return nil }
    for (range, delimiter) in escapes {
      let decoded = string.replacingCharacters(in: range, with: String(delimiter))
      guard let decodedURL = URL(string: decoded), codec.parse(decodedURL) == intent else {
        continue
      }
      let neutral = string.replacingCharacters(in: range, with: "_")
      if let neutralURL = URL(string: neutral), codec.parse(neutralURL) == intent { continue }
      return LawViolation(
        law: name, direction: "escape read as delimiter",
        message: "parse(\(SwiftLiteral.describe(string))) = \(SwiftLiteral.describe(intent)), "
          + "the same as parse(\(SwiftLiteral.describe(decoded))): "
          + "the \(string[range]) acted as a \(delimiter)")
    }
    return nil
  }

  /// The escaped delimiters of a link, with the delimiter each stands
  /// for: `%2F`, `%3F` and `%23` in the path, `%23` and `%26` in the query
  /// (where `/`, `?` and `=` are data, so their escapes mean the same).
  static func escapes(in string: String) -> [(Range<String.Index>, Character)] {
    var start = string.startIndex
    if let separator = string.range(of: "://") {
      start = string[separator.upperBound...].firstIndex { "/?#".contains($0) } ?? string.endIndex
    }
    let fragment = string[start...].firstIndex(of: "#") ?? string.endIndex
    let query = string[start..<fragment].firstIndex(of: "?") ?? fragment
    var found: [(Range<String.Index>, Character)] = []
    var index = start
    while let percent = string[index..<fragment].firstIndex(of: "%") {
      let end = string.index(percent, offsetBy: 3, limitedBy: fragment) ?? fragment
      let delimiters: [String: Character] =
        percent < query ? ["%2F": "/", "%3F": "?", "%23": "#"] : ["%23": "#", "%26": "&"]
      if let delimiter = delimiters[string[percent..<end].uppercased()] {
        found.append((percent..<end, delimiter))
      }
      index = string.index(after: percent)
    }
    return found
  }
}
