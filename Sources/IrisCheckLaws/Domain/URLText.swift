import IrisCheckCore

extension Gen where Value == String {
  /// Text for a URL component or an intent's payload, built to stress
  /// escaping: words, plain runs, delimiters, spaces, non-ASCII and percent
  /// escapes, concatenated raw (nothing is encoded).
  ///
  /// ```swift
  /// Gen.urlText(words: ["inbox"])  // "" simplest, then "inbox", "a%2F b", …
  /// ```
  /// Each piece is one of: a word from `words` (skipped when empty), a run
  /// of 1–6 unreserved characters, one character of
  /// ``Alphabet/urlReserved`` (`:/?#[]@!$&'()*+,;=%`), a space, 1–3
  /// characters of non-ASCII text (accents, combining marks, right-to-left,
  /// emoji), or a ``percentEscape``, listed simplest first.
  /// - Parameters:
  ///   - words: words to reuse verbatim, simplest first; defaults to none.
  ///   - pieces: how many pieces; defaults to `0...4`, so `""` is simplest.
  /// - Returns: a generator of raw text.
  package static func urlText(words: [String] = [], pieces: ClosedRange<Int> = 0...4) -> Gen<String>
  {
    var choices: [Gen<String>] = words.isEmpty ? [] : [.element(of: words)]
    choices += [
      .string(from: .urlUnreserved, length: 1...6),
      Gen<Character>.character(from: .urlReserved).map { String($0) },
      .just(" "),
      .string(from: nonASCII, length: 1...3),
      .percentEscape,
    ]
    return Gen<[String]>.array(of: oneOf(choices), count: pieces).map { $0.joined() }
  }

  private static let nonASCII = Alphabet.international.union(.combiningMarks)
    .union(.rightToLeft).union(.emoji)
}
