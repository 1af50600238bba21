import IrisCheck
import Testing

struct NormalisationStableLawTests {
  // MARK: - check

  @Test func holdsForEveryIntentOfACorrectCodec() {
    let law = NormalisationStableLaw(noteCodec())
    for intent in NoteSamples.intents {
      #expect(law.check(intent) == nil, "\(intent)")
    }
  }

  @Test func intentsThePrinterRejectsAreOutsideTheDomain() {
    let law = NormalisationStableLaw(noteCodec(.dotSegmentsUnescaped))
    #expect(law.check(.unknown) == nil)
    #expect(law.check(.thread(id: "")) == nil)
  }

  @Test func catchesADotSegmentPrintedAsIs() {
    let violation = NormalisationStableLaw(noteCodec(.dotSegmentsUnescaped))
      .check(.thread(id: ".."))
    #expect(
      violation?.description
        == #"NormalisationStable violated (print → normalise → parse): "#
        + #"print(.thread(id: "..")) = "note://thread/..", normalised "note://thread/", "#
        + #"but parse("note://thread/") = .unknown; expected .thread(id: "..")"#)
  }

  // MARK: - suite

  @Test func aDotSegmentPrinterShrinksToTheSingleDot() async throws {
    let ids = Gen<String>.string(from: .characters("a."), length: 0...4)
    let suite = LawSuite([
      .law(
        NormalisationStableLaw(noteCodec(.dotSegmentsUnescaped)),
        over: ids.map { Note.thread(id: $0) })
    ])
    let results = await suite.run(
      configuration: Configuration(examples: 300, seed: 1, saveRegressions: false))
    let result = try #require(results.first)
    // "" prints nil and "a" survives; "." is the simplest id a normaliser removes.
    #expect(result.counterexample == #".thread(id: ".")"#)
    #expect(
      result.violation?.message
        == #"print(.thread(id: ".")) = "note://thread/.", normalised "note://thread/", "#
        + #"but parse("note://thread/") = .unknown; expected .thread(id: ".")"#)
  }

  @Test func theSameIdsPassWhenTheDotsArePrintedEncoded() async {
    let ids = Gen<String>.string(from: .characters("a."), length: 0...4)
    let results = await LawSuite([
      .law(NormalisationStableLaw(noteCodec()), over: ids.map { Note.thread(id: $0) })
    ]).run(configuration: Configuration(examples: 300, seed: 1, saveRegressions: false))
    #expect(results.allSatisfy { !$0.isFailure })
  }
}
