import Foundation
import IrisCheck
import IrisCheckFixtures

/// The intents of a tiny notes app, the fixture the codec-law tests run on.
enum Note: Equatable, Sendable {
  case inbox
  case thread(id: String)
  case search(query: String)
  case unknown
}

/// Bugs the fixture codec can be built with, one per law it should trip.
struct NoteCodecFlaws: OptionSet, Sendable {
  let rawValue: Int
  /// The printer leaves `/` unescaped inside a thread id.
  static let slashUnescaped = NoteCodecFlaws(rawValue: 1)
  /// The parser decodes `+` in a query value as a space (the printer keeps
  /// `+` literal, as `URLComponents` does).
  static let plusAsSpace = NoteCodecFlaws(rawValue: 2)
  /// The parser compares scheme and host with `==`.
  static let caseSensitiveHost = NoteCodecFlaws(rawValue: 4)
  /// The parser answers `.unknown` every second call.
  static let flaky = NoteCodecFlaws(rawValue: 8)
  /// The printer writes a thread id `.` or `..` as is, a dot segment that
  /// URL normalisation removes.
  static let dotSegmentsUnescaped = NoteCodecFlaws(rawValue: 16)
  /// The printer escapes the dots of a thread id `.` or `..` once (`%2E`),
  /// which RFC 3986 keeps but a WHATWG URL parser still reads as dots.
  static let dotSegmentsEscapedOnce = NoteCodecFlaws(rawValue: 32)
}

/// A hand-written `note://` codec: `note://inbox`, `note://thread/<id>`,
/// `note://search?q=<query>`; correct unless built with flaws.
func noteCodec(_ flaws: NoteCodecFlaws = []) -> LinkCodec<Note> {
  let calls = CallCounter()
  return LinkCodec(
    parse: { url in
      if flaws.contains(.flaky), calls.next().isMultiple(of: 2) { return .unknown }
      return parseNote(url, flaws)
    },
    print: { printNote($0, flaws) },
    isUnknown: { $0 == .unknown }
  )
}

/// Counts calls across `@Sendable` closures, for fixtures that misbehave on
/// purpose on a given call.
final class CallCounter: Sendable {
  private let count = Locked(0)

  /// Counts one call and returns its 1-based number.
  func next() -> Int {
    count.withLock { count in
      count += 1
      return count
    }
  }
}

private let segmentAllowed = CharacterSet(
  charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~")
private let queryValueAllowed = segmentAllowed.union(CharacterSet(charactersIn: "+"))

private func parseNote(_ url: URL, _ flaws: NoteCodecFlaws) -> Note {
  guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false),
    let scheme = components.scheme, let host = components.percentEncodedHost
  else { return .unknown }
  let fold: (String) -> String = flaws.contains(.caseSensitiveHost) ? { $0 } : { $0.lowercased() }
  guard fold(scheme) == "note" else { return .unknown }
  let segments = components.percentEncodedPath.split(separator: "/").map {
    $0.removingPercentEncoding
  }
  switch (fold(host), segments.count) {
  case ("inbox", 0) where components.percentEncodedQuery == nil:
    return .inbox
  case ("thread", 1) where components.percentEncodedQuery == nil:
    return segments[0].map { .thread(id: DotLikeText.undone($0)) } ?? .unknown
  case ("search", 0):
    let pairs = (components.percentEncodedQuery ?? "").split(separator: "&")
    guard pairs.count == 1, pairs[0].hasPrefix("q=") else { return .unknown }
    var raw = String(pairs[0].dropFirst(2))
    if flaws.contains(.plusAsSpace) { raw = raw.replacingOccurrences(of: "+", with: " ") }
    return raw.removingPercentEncoding.map { .search(query: $0) } ?? .unknown
  default:
    return .unknown
  }
}

private func printNote(_ note: Note, _ flaws: NoteCodecFlaws) -> URL? {
  switch note {
  case .inbox:
    return URL(string: "note://inbox")
  case .thread(let id):
    let allowed =
      flaws.contains(.slashUnescaped)
      ? segmentAllowed.union(CharacterSet(charactersIn: "/"))
      : segmentAllowed
    // A dot-like id is escaped one level deeper (`.` as `%252E`), unless a flaw says otherwise.
    var text = DotLikeText.isDotLike(id) ? DotLikeText.deeper(id) : id
    if id == "." || id == ".." {
      if flaws.contains(.dotSegmentsUnescaped) { text = id }
      if flaws.contains(.dotSegmentsEscapedOnce) { return URL(string: "note://thread/" + text) }
    }
    guard !id.isEmpty, let encoded = text.addingPercentEncoding(withAllowedCharacters: allowed)
    else { return nil }
    return URL(string: "note://thread/" + encoded)
  case .search(let query):
    guard let encoded = query.addingPercentEncoding(withAllowedCharacters: queryValueAllowed)
    else { return nil }
    return URL(string: "note://search?q=" + encoded)
  case .unknown:
    return nil
  }
}
