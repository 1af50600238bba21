import IrisCheck
import Testing

struct CharacterTests {
  // MARK: - character(from:)

  @Test func valuesComeFromTheAlphabetOverManySeeds() throws {
    let values = Gen.character(from: .urlUnreserved).sample(count: 500)
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
    let values = Gen.character(from: .unicode).sample(count: 2_000)
    #expect(values.contains(where: Alphabet.combiningMarks.characters.contains))
    #expect(values.contains(where: Alphabet.emoji.characters.contains))
    #expect(values.contains(where: Alphabet.rightToLeft.characters.contains))
  }
}
