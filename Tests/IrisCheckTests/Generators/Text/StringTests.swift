import IrisCheck
import Testing

struct StringTests {
  // MARK: - Bounds

  @Test(arguments: [Alphabet.ascii, .unicode, .emoji, .combiningMarks])
  func lengthsStayInBoundsOverManySeeds(alphabet: Alphabet) throws {
    let values = Gen.string(from: alphabet, length: 2...12).sample(count: 500)
    #expect(values.allSatisfy { (2...12).contains($0.count) })
    let allowed = Set(alphabet.characters)
    #expect(values.allSatisfy { $0.allSatisfy(allowed.contains) })
  }

  @Test func flagsAndCharactersReadLikeAnArray() throws {
    // more, "a", more, "B" (index 27), stop.
    #expect(try replay(Gen.string(), [1, 0, 1, 27, 0]).value == "aB")
  }

  // MARK: - Simplest and extreme

  @Test func allZeroChoicesGiveTheShortestRunOfTheFirstCharacter() throws {
    #expect(try simplest(Gen.string()) == "")
    #expect(try simplest(Gen.string(from: .unicode, length: 3...5)) == "aaa")
  }

  @Test func allMaximalChoicesGiveTheLongestRunOfTheLastCharacter() throws {
    #expect(try extreme(Gen.string(from: .alphanumeric)) == String(repeating: "9", count: 16))
  }

  // MARK: - Edge cases

  @Test func unicodeStringsHoldCombiningMarksEmojiAndJoinersOverSeeds() throws {
    let values = Gen.string(from: .unicode).sample(count: 500)
    let scalars = values.flatMap(\.unicodeScalars)
    #expect(scalars.contains { $0.properties.generalCategory == .nonspacingMark })
    #expect(scalars.contains("\u{200D}"))
    #expect(scalars.contains { $0.properties.isEmojiPresentation })
  }

  @Test func emptyAndMaximumLengthAppearAmongTheFirstSeededExamples() throws {
    let counts = Gen.string(length: 0...8).sample(count: 200).map(\.count)
    #expect(counts.contains(0) && counts.contains(8))
  }

  // MARK: - Determinism

  @Test func sameSeedGivesSameStrings() throws {
    let gen = Gen.string(from: .unicode)
    #expect(gen.sample(count: 500, seed: 21) == gen.sample(count: 500, seed: 21))
  }
}
