import Foundation
import Iris

/// TinyLinks' link codec, written by hand: it splits the link itself and
/// percent-escapes every byte of a tag or a search outside `A-Z a-z 0-9 - _
/// ~` (a `.` too).
///
/// A tag that is a dot segment or decodes to one (`.`, `..`, `%2E`) is
/// escaped twice (`.` prints as `%252E`) and read back by decoding twice: a
/// browser's URL parser reads `%2E` as a dot and removes it.
///
/// **Laws.** Parsing is total (anything it does not understand is
/// `.unknown(url)`); every intent but `.unknown` prints, and parses back to
/// itself; scheme and host are case-insensitive.
///
/// **The planted bug.** With `TINYLINKS_PLANT_BUG=percent` in the
/// environment (or `escapesPercent: false`) the printer leaves `%` as it
/// is, so `.tag("%41")` prints `tiny://tag/%41`, which parses to
/// `.tag("A")`.
public struct TinyLinkCodec: URLCodec {
  /// Whether `%` is escaped as `%25`, as it must be.
  public var escapesPercent: Bool

  /// Creates the codec.
  /// - Parameter escapesPercent: whether `%` is escaped; defaults to `true`
  ///   unless `TINYLINKS_PLANT_BUG=percent` is set.
  public init(escapesPercent: Bool = !TinyLinkCodec.percentBugPlanted) {
    self.escapesPercent = escapesPercent
  }

  /// Whether the environment plants the `%` bug: `TINYLINKS_PLANT_BUG=percent`.
  public static var percentBugPlanted: Bool {
    ProcessInfo.processInfo.environment["TINYLINKS_PLANT_BUG"] == "percent"
  }

  /// Parses a link; never traps.
  /// - Parameter url: any URL.
  /// - Returns: the intent, or `.unknown(url)`.
  public func parse(_ url: URL) -> TinyLink {
    guard url.scheme?.lowercased() == "tiny",
      let components = URLComponents(url: url, resolvingAgainstBaseURL: false),
      let host = components.percentEncodedHost?.lowercased()
    else { return .unknown(url) }
    let path = components.percentEncodedPath
    switch host {
    case "home" where path.isEmpty || path == "/":
      return components.percentEncodedQuery == nil ? .home : .unknown(url)
    case "tag" where path.hasPrefix("/") && path.count > 1:
      let name = path.dropFirst()
      guard !name.contains("/"), components.percentEncodedQuery == nil,
        var tag = Self.unescaped(name)
      else { return .unknown(url) }
      if Self.isDotLike(tag) { tag = Self.unescaped(tag[...]) ?? tag }
      return .tag(tag)
    case "search" where path.isEmpty:
      guard let query = components.percentEncodedQuery, query.hasPrefix("q="),
        let text = Self.unescaped(query.dropFirst(2))
      else { return .unknown(url) }
      return .search(text)
    default:
      return .unknown(url)
    }
  }

  /// Prints the link of an intent.
  /// - Parameter intent: the intent.
  /// - Returns: the link, or `nil` for `.unknown` and an empty tag.
  public func url(for intent: TinyLink) -> URL? {
    switch intent {
    case .home: URL(string: "tiny://home")
    case .tag(let name) where !name.isEmpty: URL(string: "tiny://tag/" + segment(name))
    case .tag: nil
    case .search(let text): URL(string: "tiny://search?q=" + escaped(text))
    case .unknown: nil
    }
  }

  private func escaped(_ text: String) -> String {
    var result = ""
    for byte in text.utf8 {
      let scalar = Unicode.Scalar(byte)
      if Self.unreserved.contains(scalar) || (!escapesPercent && byte == UInt8(ascii: "%")) {
        result.unicodeScalars.append(scalar)
      } else {
        result += "%" + String(byte, radix: 16, uppercase: true).leftPadded
      }
    }
    return result
  }

  private static let unreserved = Set(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_~".unicodeScalars)

  /// A tag as a path segment: escaped, and when it is dot-like each `%` of
  /// that escaped once more (`.` is `%2E`, then `%252E`).
  private func segment(_ name: String) -> String {
    let text = escaped(name)
    return Self.isDotLike(name) ? text.replacingOccurrences(of: "%", with: "%25") : text
  }

  /// Whether `text` is `.` or `..`, or decodes, once or more, to one of them.
  private static func isDotLike(_ text: String) -> Bool {
    if text == "." || text == ".." { return true }
    guard text.contains("%"), let decoded = unescaped(text[...]) else { return false }
    return isDotLike(decoded)
  }

  /// Decodes `%XX` escapes; `nil` for a stray `%` or bytes that are not UTF-8.
  private static func unescaped(_ text: Substring) -> String? {
    var bytes: [UInt8] = []
    var iterator = text.utf8.makeIterator()
    while let byte = iterator.next() {
      guard byte == UInt8(ascii: "%") else {
        bytes.append(byte)
        continue
      }
      guard let high = iterator.next(), let low = iterator.next(),
        let value = UInt8(String(decoding: [high, low], as: UTF8.self), radix: 16)
      else { return nil }
      bytes.append(value)
    }
    // NB: not `String(validating:as:)` (macOS 15, iOS 18): a decode that
    // repaired nothing is valid UTF-8.
    let text = String(decoding: bytes, as: UTF8.self)
    return Array(text.utf8) == bytes ? text : nil
  }
}

extension String {
  fileprivate var leftPadded: String { count < 2 ? "0" + self : self }
}
