extension Gen where Value == Character {
  /// A generator of characters from `alphabet`, drawn as one choice.
  ///
  /// ```swift
  /// Gen.character(from: .alphanumeric)  // "a" simplest, "9" the last
  /// ```
  /// Choice `k` is the alphabet's `k`-th character, so characters shrink
  /// toward the alphabet's first (`"a"` for the built-in letter alphabets).
  /// - Parameter alphabet: the characters to draw from; defaults to
  ///   ``Alphabet/ascii``.
  /// - Returns: a generator of characters of `alphabet`.
  public static func character(from alphabet: Alphabet = .ascii) -> Gen<Character> {
    let characters = alphabet.characters
    let bound = UInt64(characters.count - 1)
    return Gen { recorder throws(GenerationStop) in
      characters[Int(try recorder.draw(upTo: bound))]
    }
  }
}
