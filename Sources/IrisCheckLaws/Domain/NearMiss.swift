import IrisCheckCore

/// A printed URL with exactly one small mistake in it, and which mistake.
///
/// Near misses probe the edge of a parser's grammar: a link that is one
/// keystroke away from a canonical one should parse to the same intent, to
/// a different one, or to "unknown", but never trap, hang or flip-flop.
package struct NearMiss: Hashable, Sendable, CustomStringConvertible {
  /// The one edit applied.
  package enum Mutation: String, CaseIterable, Hashable, Sendable {
    /// Insert one character (a delimiter, a letter, a digit or non-ASCII).
    case insertCharacter
    /// Delete one character.
    case deleteCharacter
    /// Replace one character with a different one.
    case replaceCharacter
    /// Double one `/`.
    case duplicateSlash
    /// Delete one `/`.
    case dropSlash
    /// Flip the case of one ASCII letter.
    case changeCase
    /// Replace one character with its UTF-8 percent escapes (`/` → `%2F`).
    case percentEncode
    /// Replace one escape of an ASCII character with the character
    /// (`%2F` → `/`).
    case percentDecode
    /// Drop one or more characters from the end.
    case truncate
    /// Append a query item, after `?` or, when there is one, `&`.
    case appendQueryItem
    /// Append `#` and a fragment.
    case appendFragment
  }

  /// The text before the edit.
  package let original: String
  /// The edit applied; always one that changes the text.
  package let mutation: Mutation
  /// The text after the edit.
  package let text: String

  /// Records a near miss.
  /// - Parameters:
  ///   - original: the text before the edit.
  ///   - mutation: the edit.
  ///   - text: the text after the edit.
  package init(original: String, mutation: Mutation, text: String) {
    self.original = original
    self.mutation = mutation
    self.text = text
  }

  /// `<mutation>: "<original>" → "<text>"`.
  package var description: String {
    "\(mutation.rawValue): \(original.debugDescription) → \(text.debugDescription)"
  }
}

extension Gen where Value == NearMiss {
  /// Near misses of `base`'s strings: each is one ``NearMiss/Mutation``
  /// away from the string `base` drew.
  ///
  /// Draws the string, then one choice for the mutation (in
  /// ``NearMiss/Mutation`` order, `0 →` insert), then where and what. A
  /// mutation that cannot change the string (no `/` to drop, no letter to
  /// flip, no escape to decode, nothing to delete) falls back to inserting a
  /// character, and ``NearMiss/mutation`` records the edit actually made, so
  /// `text != original` always holds (compared as characters).
  /// - Parameters:
  ///   - base: the strings to mutate, typically printed canonical links.
  ///   - vocabulary: names for appended query items; defaults to none.
  /// - Returns: a generator of near misses.
  package static func annotatedNearMiss(
    of base: Gen<String>, vocabulary: URLVocabulary = URLVocabulary()
  ) -> Gen<NearMiss> {
    let item = Gen<URLPieces.QueryItem>.urlQueryItem(vocabulary)
    let fragment = Gen<String>.urlText(pieces: 0...2)
    let bound = UInt64(NearMiss.Mutation.allCases.count - 1)
    return Gen { recorder throws(GenerationStop) in
      let original = try base.generate(recorder)
      let chosen = NearMiss.Mutation.allCases[Int(try recorder.draw(upTo: bound))]
      var edit = NearMissEdit(Array(original))
      let applied = try edit.apply(chosen, recorder, item: item, fragment: fragment)
      return NearMiss(original: original, mutation: applied, text: String(edit.characters))
    }
  }
}

extension Gen where Value == String {
  /// Strings one small mistake away from `base`'s: the `NearMiss.text` of
  /// `Gen.annotatedNearMiss(of:vocabulary:)`.
  ///
  /// ```swift
  /// Gen.nearMiss(of: .just("note://thread/42"))
  /// // "note://thread//42", "note://thread/42?a=", "NOTE://thread/42", "note://thread/4", …
  /// ```
  /// - Parameters:
  ///   - base: the strings to mutate, typically printed canonical links.
  ///   - vocabulary: names for appended query items; defaults to none.
  /// - Returns: a generator of mutated strings, never equal to the original.
  public static func nearMiss(
    of base: Gen<String>, vocabulary: URLVocabulary = URLVocabulary()
  ) -> Gen<String> {
    Gen<NearMiss>.annotatedNearMiss(of: base, vocabulary: vocabulary).map(\.text)
  }
}
