import IrisFuzz
import Testing

struct FuzzTextTests {
  // MARK: - string

  @Test func validUTF8IsKeptAsIs() {
    #expect(FuzzText.string(Array("mailbox://inbox/é💌".utf8)) == "mailbox://inbox/é💌")
  }

  @Test func invalidUTF8BecomesReplacementCharacters() {
    #expect(FuzzText.string([0x61, 0xFF, 0x62, 0xC3]) == "a\u{FFFD}b\u{FFFD}")
  }

  @Test func inputIsCutAtMaxBytes() {
    let text = FuzzText.string(Array(repeating: 0x61, count: FuzzText.maxBytes + 10))
    #expect(text.utf8.count == FuzzText.maxBytes)
  }
}
