import Foundation
import IrisCheckCore
import IrisCheckLaws

extension LinkCodec {
  /// A copy of the codec whose `parse` answers each distinct URL (by its
  /// absolute string) once and replays the answer after that.
  ///
  /// The string laws parse the same link several times; one oracle call
  /// uses a fresh memo so the repeats cost nothing. Never use it for
  /// `Totality`, whose point is to parse twice, and never share it
  /// across threads (it is made and dropped inside one synchronous call).
  /// - Returns: the memoising codec; its cache lives as long as it does.
  func memoizingParse() -> LinkCodec<Intent> {
    let memo = ParseMemo(parse)
    return LinkCodec(
      parse: memo.parse,
      print: print,
      isUnknown: isUnknown
    )
  }
}

/// The answers of one memoising codec.
// NB: `@unchecked` because the memo is confined to one synchronous oracle
// call on one thread; it never escapes to another.
private final class ParseMemo<Intent>: @unchecked Sendable {
  private let body: @Sendable (URL) -> Intent
  // NB: one oracle call parses two or three distinct links, so a short list
  // compared byte for byte beats hashing (and normalising) each link.
  private var answers: [(link: String, intent: Intent)] = []

  init(_ body: @escaping @Sendable (URL) -> Intent) {
    self.body = body
  }

  @Sendable func parse(_ url: URL) -> Intent {
    let link = url.absoluteString
    if let known = answers.first(where: { Self.sameBytes($0.link, link) }) {
      return known.intent
    }
    let intent = body(url)
    answers.append((link, intent))
    return intent
  }

  /// Whether two strings have the same UTF-8 bytes (`==` would also equate
  /// canonically equivalent text, which a codec may read differently).
  private static func sameBytes(_ first: String, _ second: String) -> Bool {
    var first = first
    var second = second
    return first.withUTF8 { first in
      second.withUTF8 { second in
        first.count == second.count
          && (first.isEmpty || memcmp(first.baseAddress!, second.baseAddress!, first.count) == 0)
      }
    }
  }
}
