import IrisCheck
import Testing

struct TotalityLawTests {
  // MARK: - check

  @Test func holdsForEveryStringOnACorrectCodec() {
    let law = TotalityLaw(noteCodec())
    for string in NoteSamples.urlStrings {
      #expect(law.check(string) == nil, "\(string)")
    }
  }

  @Test func stringsURLRejectsAreSkippedAndCountableThroughTheCodec() {
    let codec = noteCodec(.flaky)
    #expect(codec.parse(string: "note://a b/c") == nil)
    #expect(TotalityLaw(codec).check("note://a b/c") == nil)
  }

  @Test func catchesAParserThatAnswersDifferentlyTwice() {
    let violation = TotalityLaw(noteCodec(.flaky)).check("note://inbox")
    #expect(
      violation?.description
        == #"Totality violated (parse twice): parse("note://inbox") = .inbox the first "#
        + "time, but .unknown the second time"
    )
  }
}
