import IrisCheck
import Testing

struct CharacterTests {
  // MARK: - character(from:)

  @Test func valuesComeFromTheAlphabetOverManySeeds() throws {
    let values = try sample(Gen.character(from: .urlUnreserved))
    #expect(values.allSatisfy(Alphabet.urlUnreserved.characters.contains))
  }

  @Test func choiceKIsTheKthCharacter() throws {
    let gen = Gen.character(from: .alphanumeric)
    #expect(try simplest(gen) == "a")
    #expect(try replay(gen, [26]).value == "A")
    #expect(try extreme(gen) == "9")
    #expect(try simplest(Gen.character()) == "a")
  }

  @Test func unicodeYieldsCombiningMarksAndEmojiOverSeeds() throws {
    let values = try sample(Gen.character(from: .unicode), count: 2_000)
    #expect(values.contains(where: Alphabet.combiningMarks.characters.contains))
    #expect(values.contains(where: Alphabet.emoji.characters.contains))
    #expect(values.contains(where: Alphabet.rightToLeft.characters.contains))
  }
}
