/// An ordered set of characters for ``Gen/character(from:)-423xa`` and
/// ``Gen/string(from:length:)-3rdpe`` to draw from.
///
/// **Order is simplicity.** A character is drawn as one choice, choice `k`
/// being the `k`-th character, so the first character is the simplest and
/// what every character shrinks toward. ``ascii``, ``alphanumeric``,
/// ``urlUnreserved`` and ``unicode`` start with `"a"`; each built-in alphabet
/// names its simplest character, and lists plain characters before exotic
/// ones.
///
/// **Characters never merge.** Every built-in character is one extended
/// grapheme cluster that stays one when written next to any other built-in
/// character (no lone combining marks, joiners or regional indicators), so a
/// string of `n` drawn characters has exactly `n` characters.
///
/// ```swift
/// Alphabet.characters("xyz")          // x, y, z; simplest "x"
/// Alphabet.alphanumeric.union(.emoji) // letters and digits, then emoji
/// ```
public struct Alphabet: Hashable, Sendable {
  /// The characters, simplest first, without duplicates; never empty.
  public let characters: [Character]

  /// Creates an alphabet from characters, keeping the first occurrence of
  /// each.
  /// - Parameter characters: the characters, simplest first; at least one.
  public init<Characters: Sequence>(_ characters: Characters)
  where Characters.Element == Character {
    var seen = Set<Character>()
    self.characters = characters.filter { seen.insert($0).inserted }
    precondition(!self.characters.isEmpty, "Alphabet: needs at least one character")
  }

  /// An alphabet of the characters of `string`, in order, duplicates
  /// dropped.
  /// - Parameter string: the characters, simplest first; must not be empty.
  /// - Returns: the alphabet.
  public static func characters(_ string: String) -> Alphabet {
    Alphabet(string)
  }

  /// This alphabet's characters followed by those of `other` it lacks.
  /// - Parameter other: the alphabet to add.
  /// - Returns: the union; this alphabet's first character stays simplest.
  public func union(_ other: Alphabet) -> Alphabet {
    Alphabet(characters + other.characters)
  }

  /// The number of characters.
  public var count: Int { characters.count }
}
