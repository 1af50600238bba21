extension Gen where Value == String {
  /// A generator of strings of characters from `alphabet`.
  ///
  /// ```swift
  /// Gen.string()                                   // printable ASCII, 0...16
  /// Gen.string(from: .unicode, length: 1...8)      // "a" simplest
  /// ```
  /// Drawn like ``Gen/array(of:count:)`` of ``Gen/character(from:)-423xa``: a
  /// "more?" choice before each character, then the character's index in
  /// the alphabet, each character in its own span. So the simplest string
  /// is `length.lowerBound` copies of the alphabet's first character (`""`
  /// by default), the all-maximal choices give `length.upperBound` copies of
  /// its last, and random choices average about a third of the way from the
  /// lower to the upper length.
  ///
  /// `length` counts `Character`s; with the built-in alphabets the result's
  /// `count` always lies in `length` (their characters never merge).
  /// Characters of a custom alphabet may merge (a lone combining mark joins
  /// the character before it), giving a shorter `count`.
  /// - Parameters:
  ///   - alphabet: the characters to draw from; defaults to
  ///     ``Alphabet/ascii``.
  ///   - length: the permitted lengths in characters; defaults to `0...16`;
  ///     the lower bound must not be negative.
  /// - Returns: a generator of strings.
  public static func string(
    from alphabet: Alphabet = .ascii, length: ClosedRange<Int> = 0...16
  ) -> Gen<String> {
    let size = CollectionSize(length, generator: "string(from:length:)")
    let characters = alphabet.characters
    let bound = UInt64(characters.count - 1)
    return Gen { recorder throws(GenerationStop) in
      var result = ""
      try size.drawElements(recorder) { _ throws(GenerationStop) in
        result.append(characters[Int(try recorder.draw(upTo: bound))])
        return true
      }
      return result
    }
  }
}
