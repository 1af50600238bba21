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

  /// A `..` printed as is breaks the RFC 3986 normal form; escaped only
  /// once (`%2E%2E`), it breaks the WHATWG one, as a browser reads it.
  @Test(arguments: [
    (NoteCodecFlaws.dotSegmentsUnescaped, "..", "RFC 3986"),
    (NoteCodecFlaws.dotSegmentsEscapedOnce, "%2E%2E", "WHATWG"),
  ])
  func catchesADotSegmentTheNormaliserResolves(flaw: NoteCodecFlaws, printed: String, rule: String)
  {
    let violation = NormalisationStableLaw(noteCodec(flaw)).check(.thread(id: ".."))
    #expect(
      violation?.description
        == #"NormalisationStable violated (print → normalise → parse): "#
        + #"print(.thread(id: "..")) = "note://thread/\#(printed)", "#
        + #"normalised (\#(rule)) "note://thread/", "#
        + #"but parse("note://thread/") = .unknown; expected .thread(id: "..")"#)
  }

  @Test func aSegmentThatOnlyLooksLikeAnEscapedDotIsLeftAlone() {
    let law = NormalisationStableLaw(noteCodec(.dotSegmentsEscapedOnce))
    // "..." and "%2E%2E%2E" are no dot segment to any parser.
    #expect(law.check(.thread(id: "...")) == nil)
    #expect(law.check(.thread(id: "%2E%2E%2E")) == nil)
  }

  // MARK: - suite

  @Test(arguments: [
    (NoteCodecFlaws.dotSegmentsUnescaped, ".", "RFC 3986"),
    (NoteCodecFlaws.dotSegmentsEscapedOnce, "%2E", "WHATWG"),
  ])
  func aDotSegmentPrinterShrinksToTheSingleDot(
    flaw: NoteCodecFlaws, printed: String, rule: String
  ) async throws {
    let suite = LawSuite([
      .law(NormalisationStableLaw(noteCodec(flaw)), over: Self.dottyIDs.map { Note.thread(id: $0) })
    ])
    let results = await suite.results(
      configuration: Configuration(examples: 300, seed: 1, saveRegressions: false))
    let result = try #require(results.first)
    // "" prints nil and "a" survives; "." is the simplest id a normaliser resolves.
    #expect(result.counterexample == #".thread(id: ".")"#)
    #expect(
      result.violation?.message
        == #"print(.thread(id: ".")) = "note://thread/\#(printed)", "#
        + #"normalised (\#(rule)) "note://thread/", "#
        + #"but parse("note://thread/") = .unknown; expected .thread(id: ".")"#)
  }

  @Test func idsOfDotsAndEscapedDotsPassWhenEscapedOneLevelDeeper() async {
    let results = await LawSuite([
      .law(NormalisationStableLaw(noteCodec()), over: Self.dottyIDs.map { Note.thread(id: $0) })
    ]).results(configuration: Configuration(examples: 300, seed: 1, saveRegressions: false))
    #expect(results.allSatisfy { !$0.isFailure })
  }

  /// Ids made of dots, escaped dots in either case, and a letter.
  private static let dottyIDs = Gen<String>.string(from: .characters(".%2Eea"), length: 0...6)
}
