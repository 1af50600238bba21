import IrisCheck
import Testing

struct CaseInsensitiveSchemeAndHostLawTests {
  // MARK: - check

  @Test func holdsForEveryStringOnACorrectCodec() {
    let law = CaseInsensitiveSchemeAndHostLaw(noteCodec())
    for string in NoteSamples.urlStrings {
      #expect(law.check(string) == nil, "\(string)")
    }
  }

  @Test func twoUnknownAnswersAgree() {
    let law = CaseInsensitiveSchemeAndHostLaw(noteCodec(.caseSensitiveHost))
    #expect(law.check("other://inbox") == nil)
  }

  @Test func catchesACaseSensitiveHost() {
    let violation = CaseInsensitiveSchemeAndHostLaw(noteCodec(.caseSensitiveHost)).check(
      "note://inbox")
    #expect(
      violation?.description
        == "CaseInsensitiveSchemeAndHost violated (uppercased scheme and host): "
        + #"parse("note://inbox") = .inbox, but parse("NOTE://INBOX") = .unknown"#
    )
  }
}
