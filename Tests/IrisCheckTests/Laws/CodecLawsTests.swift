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

// MARK: - every law earns its pass

extension CodecLawsTests {
  /// A printer that prints nothing leaves CanonicalIdempotence and
  /// NormalisationStable nothing to judge: both fail as not checked, as
  /// RoundTrip does, instead of passing.
  @Test func aCodecThatPrintsNothingFailsThePrinterLawsAsNotChecked() async {
    let silent = noteCodec()
    let codec = LinkCodec<Note>(
      parse: silent.parse, print: { _ in nil }, isUnknown: silent.isUnknown)
    let results = await CodecLaws(codec, intents: NoteGen.intent, urls: NoteGen.url).suite
      .results(configuration: Configuration(examples: 300, seed: 1, saveRegressions: false))
    let vacuous = results.filter(\.isFailure).map { $0.violation?.description ?? "" }
    #expect(
      vacuous == [
        "RoundTrip violated (too few examples in domain): passed vacuously: 0 of 303 examples "
          + "were intents that print (needs at least 3); make the generator draw them",
        "NormalisationStable violated (too few examples in domain): passed vacuously: 0 of 303 "
          + "examples were intents that print a link that parses to a known intent (needs at "
          + "least 3); make the generator draw them",
        "CanonicalIdempotence violated (too few examples in domain): passed vacuously: 0 of 303 "
          + "examples were links that parse to a known intent that prints (needs at least 3); "
          + "make the generator draw them",
      ])
  }

  @Test func theSameLawsPassOnTheCodecThatPrints() async {
    let results = await CodecLaws(noteCodec(), intents: NoteGen.intent, urls: NoteGen.url).suite
      .results(configuration: Configuration(examples: 300, seed: 1, saveRegressions: false))
    #expect(results.allSatisfy { !$0.isFailure }, "\(results)")
  }

  // MARK: - parse-only

  @Test func aParseOnlyCodecGetsTheLawsThatNeedNoPrinter() {
    let plain = LinkCodec<Note>(parse: noteCodec().parse, isUnknown: { $0 == .unknown })
    #expect(
      CodecLaws(plain).stringLaws.map(\.name)
        == [
          "Totality", "CaseInsensitiveSchemeAndHost", "EscapedDelimiterIsData",
          "ParseNormalisationStable",
        ])
    #expect(CodecLaws(plain).intentLaws.isEmpty)
    #expect(
      CodecLaws(PlantedRouter.codec(), origins: ["https://app.example"], reads: ["slug"])
        .stringLaws.map(\.name).suffix(3)
        == ["StableAcrossLaunches", "NothingDropped", "OwnOriginsOnly"])
    #expect(
      CodecLaws(noteCodec(), origins: ["note://*"]).stringLaws.map(\.name)
        == ["Totality", "CanonicalIdempotence", "CaseInsensitiveSchemeAndHost", "OwnOriginsOnly"])
  }

  /// A read placeholder no template has leaves NothingDropped nothing to
  /// judge: the run fails as not checked.
  @Test func aReadNoTemplateHasFailsAsNotChecked() async {
    let results = await CodecLaws(PlantedRouter.codec(), reads: ["slgu"]).suite
      .results(configuration: Configuration(examples: 300, seed: 1, saveRegressions: false))
    let dropped = results.first { $0.law == "NothingDropped" }
    #expect(dropped?.violation?.direction == "too few examples in domain")
    #expect(results.filter(\.isFailure).map(\.law) == ["NothingDropped"])
  }
}
