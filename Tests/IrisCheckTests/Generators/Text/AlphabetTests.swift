import IrisCheck
import Testing

struct AlphabetTests {
  // MARK: - ASCII alphabets

  @Test func asciiIsEveryPrintableCharacterStartingWithA() {
    let scalars = Alphabet.ascii.characters.map { $0.unicodeScalars.first!.value }
    #expect(Set(scalars) == Set(0x20...0x7E))
    #expect(Alphabet.ascii.characters.first == "a")
  }

  @Test func alphanumericIsLettersThenDigits() {
    let characters = Alphabet.alphanumeric.characters
    #expect(characters.count == 62)
    #expect(characters.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) })
    #expect(characters.first == "a" && characters.last == "9")
  }

  @Test func urlAlphabetsFollowRFC3986() {
    let unreserved = Set(Alphabet.urlUnreserved.characters)
    #expect(unreserved == Set(Alphabet.alphanumeric.characters).union("-._~"))
    #expect(Alphabet.urlReserved.characters == Array(":/?#[]@!$&'()*+,;=%"))
  }

  // MARK: - Unicode

  @Test func unicodeHoldsCombiningMarksEmojiJoinersAndRightToLeft() {
    let scalars = Alphabet.unicode.characters.flatMap(\.unicodeScalars)
    #expect(scalars.contains { $0.properties.generalCategory == .nonspacingMark })
    #expect(scalars.contains { $0.properties.isEmojiPresentation })
    #expect(scalars.contains("\u{200D}"))  // zero-width joiner
    #expect(scalars.contains { (0x0590...0x06FF).contains($0.value) })  // Hebrew, Arabic
    #expect(scalars.contains("\u{202E}"))  // right-to-left override
    #expect(Alphabet.unicode.characters.first == "a")
  }

  @Test func builtInCharactersNeverMergeWithANeighbour() {
    // `unicode` is the union of every built-in alphabet.
    let all = Alphabet.unicode.characters
    for first in all {
      for second in all {
        #expect(String([first, second]).count == 2, "\(first) + \(second) merged")
      }
    }
  }

  // MARK: - Custom and union

  @Test func customAlphabetKeepsOrderAndDropsDuplicates() {
    #expect(Alphabet.characters("abca").characters == ["a", "b", "c"])
  }

  @Test func unionAppendsMissingCharactersKeepingTheFirstSimplest() {
    let union = Alphabet.characters("ab").union(.characters("bcd"))
    #expect(union.characters == ["a", "b", "c", "d"])
    #expect(Alphabet.urlUnreserved.union(.urlReserved).count == 66 + 19)
  }
}
