import IrisCheck
import Testing

struct CodecLawsTests {
  // MARK: - lists

  @Test func listsEveryStringLawInOrderAndCanLeaveOutCaseInsensitivity() {
    #expect(
      CodecLaws(noteCodec()).stringLaws.map(\.name)
        == ["Totality", "CanonicalIdempotence", "CaseInsensitiveSchemeAndHost"]
    )
    #expect(
      CodecLaws(noteCodec(), caseInsensitiveSchemeAndHost: false).stringLaws.map(\.name)
        == ["Totality", "CanonicalIdempotence"]
    )
    #expect(
      CodecLaws(noteCodec()).intentLaws.map(\.name) == ["RoundTrip", "NormalisationStable"])
  }

  // MARK: - check

  @Test func aCorrectCodecPassesEveryLaw() {
    let laws = CodecLaws(noteCodec())
    for string in NoteSamples.urlStrings {
      #expect(laws.check(string: string) == nil, "\(string)")
    }
    for intent in NoteSamples.intents {
      #expect(laws.check(intent: intent) == nil, "\(intent)")
    }
  }

  @Test func reportsTheFirstBrokenLaw() {
    let laws = CodecLaws(noteCodec([.caseSensitiveHost, .slashUnescaped]))
    #expect(laws.check(string: "note://inbox")?.law == "CaseInsensitiveSchemeAndHost")
    #expect(laws.check(string: "note://thread/a%2Fb")?.law == "CanonicalIdempotence")
    #expect(laws.check(intent: .thread(id: "a/b"))?.law == "RoundTrip")
    let dots = CodecLaws(noteCodec(.dotSegmentsUnescaped))
    #expect(dots.check(intent: .thread(id: ".."))?.law == "NormalisationStable")
  }
}
