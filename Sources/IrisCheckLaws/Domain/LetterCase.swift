import IrisCheckCore

extension Gen where Value == String {
  /// Case variants of generated text: unchanged, all uppercase, or mixed.
  ///
  /// One choice after `text`'s own: `0 →` unchanged (simplest), `1 →`
  /// uppercased, `2 →` mixed (odd-positioned letters uppercased, the rest
  /// lowercased). Only ASCII letters change case.
  /// - Parameter text: the generator of the original text.
  /// - Returns: a generator of case variants.
  static func caseVariant(of text: Gen<String>) -> Gen<String> {
    Gen { recorder throws(GenerationStop) in
      let original = try text.generate(recorder)
      switch try recorder.draw(upTo: 2) {
      case 0: return original
      case 1: return LetterCase.upper(original)
      default: return LetterCase.mixed(original)
      }
    }
  }
}

/// ASCII-only case changes, so non-ASCII text (`ß`, `İ`) never changes
/// length or meaning by accident.
enum LetterCase {
  /// Uppercases the ASCII letters of `text`.
  static func upper(_ text: String) -> String {
    String(text.map { isLower($0) ? Character($0.uppercased()) : $0 })
  }

  /// Uppercases ASCII letters at odd positions and lowercases the others.
  static func mixed(_ text: String) -> String {
    String(
      text.enumerated().map { index, character in
        guard character.isASCII, character.isLetter else { return character }
        return Character(index.isMultiple(of: 2) ? character.lowercased() : character.uppercased())
      })
  }

  /// Flips the case of one ASCII letter.
  static func toggled(_ character: Character) -> Character {
    Character(isLower(character) ? character.uppercased() : character.lowercased())
  }

  /// Whether `character` is an ASCII letter.
  static func isLetter(_ character: Character) -> Bool {
    character.isASCII && character.isLetter
  }

  private static func isLower(_ character: Character) -> Bool {
    isLetter(character) && character.isLowercase
  }
}
