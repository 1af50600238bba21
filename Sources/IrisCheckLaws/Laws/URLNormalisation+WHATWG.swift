extension URLNormalisation {
  /// The WHATWG URL Standard's handling of dot segments in a path, written
  /// from the standard's path state and URL serializer.
  ///
  /// The path is split on `/` after its leading `/`, and each segment is
  /// read in turn:
  /// - a *double-dot segment* (`..`, or an ASCII case-insensitive `.%2e`,
  ///   `%2e.` or `%2e%2e`) removes the last segment kept so far, if any;
  /// - a *single-dot segment* (`.`, or a case-insensitive `%2e`) is dropped;
  /// - any other segment is kept as written (no escape is decoded).
  ///
  /// A dot segment that ends the path leaves an empty segment in its place,
  /// so the result ends in `/`: `/a/b/%2e%2e` is `/a/`, and `/%2E` is `/`.
  /// Empty segments are segments: `/a/b//..` is `/a/b/`. A path that does not
  /// start with `/` (empty, or the opaque path of `mailto:a/..`) is left
  /// alone, and so is a segment that only starts like an escaped dot
  /// (`%2e%2`, `%2e.bar`). Without an authority, a result that starts with
  /// `//` gets the serializer's `/.` prefix, so the path cannot read as one.
  /// - Parameters:
  ///   - path: the path of a URL, without query and fragment, still encoded.
  ///   - hasAuthority: whether the URL has an authority (`//` after the scheme).
  /// - Returns: the path with its dot segments resolved.
  static func removingWHATWGDotSegments(_ path: Substring, hasAuthority: Bool) -> String {
    guard path.hasPrefix("/") else { return String(path) }
    let parts = path.dropFirst().split(separator: "/", omittingEmptySubsequences: false)
    var kept: [Substring] = []
    for (index, part) in parts.enumerated() {
      let endsPath = index == parts.count - 1
      if isDoubleDotSegment(part) {
        if !kept.isEmpty { kept.removeLast() }
        if endsPath { kept.append("") }
      } else if isSingleDotSegment(part) {
        if endsPath { kept.append("") }
      } else {
        kept.append(part)
      }
    }
    let result = kept.map { "/" + $0 }.joined()
    return !hasAuthority && result.hasPrefix("//") ? "/." + result : result
  }

  /// `.` or an ASCII case-insensitive `%2e`.
  private static func isSingleDotSegment(_ segment: Substring) -> Bool {
    segment == "." || (segment.utf8.count == 3 && asciiLowercased(segment) == "%2e")
  }

  /// `..` or an ASCII case-insensitive `.%2e`, `%2e.` or `%2e%2e`.
  private static func isDoubleDotSegment(_ segment: Substring) -> Bool {
    guard segment != ".." else { return true }
    guard (4...6).contains(segment.utf8.count) else { return false }
    return [".%2e", "%2e.", "%2e%2e"].contains(asciiLowercased(segment))
  }

  /// `text` with `A-Z` lowered and every other byte kept.
  private static func asciiLowercased(_ text: Substring) -> String {
    String(decoding: text.utf8.map { (65...90).contains($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
  }
}
