import IrisCheck

/// Inputs for the codec-law tests: fixed tricky cases plus seeded random
/// ones, so a law that passes has been tried on more than the happy path.
enum NoteSamples {
  /// Characters the random strings draw from: URL delimiters, escapes,
  /// letters of both cases, a space, and non-ASCII.
  private static let alphabet = Array("aB/?#&=:@%+ 2F~é💌")

  /// Intents covering every case, with ids and queries full of delimiters.
  static let intents: [Note] =
    [
      .inbox, .unknown, .thread(id: ""), .thread(id: "42"), .thread(id: "a/b"),
      .thread(id: "%2F"), .thread(id: "a b?c#d"), .thread(id: "."), .thread(id: ".."),
      .thread(id: "..."), .thread(id: "%2E"), .thread(id: "%2e."), .thread(id: "%252E"),
      .search(query: ""), .search(query: "a+b"),
      .search(query: "x&q=y"), .search(query: "💌 é"),
    ] + randomTexts(count: 200, seed: 1).flatMap { [Note.thread(id: $0), .search(query: $0)] }

  /// URL strings: canonical links, their mutations, garbage and random text
  /// behind each of the app's prefixes.
  static let urlStrings: [String] =
    [
      "note://inbox", "NOTE://INBOX", "note://thread/42", "note://thread/a%2Fb",
      "note://thread/a/b", "note://search?q=a%2Bb", "note://search?q=a+b",
      "note://search?q=%", "note://thread/%E9", "note:inbox", "", "%", "://", "note://[::1]/x",
      "note://user@Inbox:80/", "http://example.com/thread/1",
    ]
    + randomTexts(count: 200, seed: 2).flatMap { text in
      ["note://thread/", "note://search?q=", "note://", ""].map { $0 + text }
    }

  private static func randomTexts(count: Int, seed: UInt64) -> [String] {
    var source = SeededSource(seed: seed)
    return (0..<count).map { _ in
      let length = Int(source.next(upTo: 8) ?? 0)
      return String(
        (0..<length).map { _ in alphabet[Int(source.next(upTo: UInt64(alphabet.count - 1)) ?? 0)] }
      )
    }
  }
}
