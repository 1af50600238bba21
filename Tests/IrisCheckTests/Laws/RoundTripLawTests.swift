import IrisCheck
import Testing

struct RoundTripLawTests {
  // MARK: - check

  @Test func holdsForEveryIntentOfACorrectCodec() {
    let law = RoundTripLaw(noteCodec())
    for intent in NoteSamples.intents {
      #expect(law.check(intent) == nil, "\(intent)")
    }
  }

  @Test func intentsThePrinterRejectsAreOutsideTheDomain() {
    #expect(RoundTripLaw(noteCodec()).check(.unknown) == nil)
    #expect(RoundTripLaw(noteCodec()).check(.thread(id: "")) == nil)
  }

  @Test func catchesAnUnescapedSlashInAPathSegment() {
    let violation = RoundTripLaw(noteCodec(.slashUnescaped)).check(.thread(id: "a/b"))
    #expect(
      violation?.description
        == #"RoundTrip violated (print → parse): print(.thread(id: "a/b")) = "#
        + #""note://thread/a/b", but parse("note://thread/a/b") = .unknown; "#
        + #"expected .thread(id: "a/b")"#
    )
  }

  @Test func catchesPlusDecodedAsSpace() {
    let violation = RoundTripLaw(noteCodec(.plusAsSpace)).check(.search(query: "a+b"))
    #expect(violation?.law == "RoundTrip")
    #expect(violation?.direction == "print → parse")
    #expect(
      violation?.message
        == #"print(.search(query: "a+b")) = "note://search?q=a+b", "#
        + #"but parse("note://search?q=a+b") = .search(query: "a b"); "#
        + #"expected .search(query: "a+b")"#
    )
  }
}
