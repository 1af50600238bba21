import IrisCheck
import IrisFuzz
import Testing

struct IntentRoundTripOracleTests {
  // MARK: - intentRoundTrip

  @Test func intentsThatSurviveURLAndNormalisationPassEveryLaw() {
    // NB: the query is never empty (normalisation drops an empty `?`), and
    // there is no `.` to make a dot segment.
    let safe = Gen<String>.string(from: .characters("x:/hab2F?q=1"), length: 1...12)
      .map { "x://h/" + $0 + "?q" }
    for bytes in CorpusSeeds.choiceBytes(safe, count: 50) {
      let outcome = FuzzOracles.intentRoundTrip(
        bytes, generator: safe, codec: echoCodec, caseInsensitiveSchemeAndHost: false)
      #expect(outcome.violation == nil, "\(outcome)")
    }
  }

  @Test func catchesAnIntentThePrinterCannotReproduce() {
    let spaced = Gen<String>.just("x://h/a b")
    let outcome = FuzzOracles.intentRoundTrip([], generator: spaced, codec: echoCodec)
    #expect(
      outcome.violation?.description
        == #"RoundTrip violated (print → parse): print("x://h/a b") = "x://h/a%20b", "#
        + #"but parse("x://h/a%20b") = "x://h/a%20b"; expected "x://h/a b""#)
  }

  @Test func catchesALinkNormalisationRewrites() {
    let emptyQuery = Gen<String>.just("x://h/?")
    let outcome = FuzzOracles.intentRoundTrip(
      [], generator: emptyQuery, codec: echoCodec, caseInsensitiveSchemeAndHost: false)
    #expect(
      outcome.violation?.description
        == #"NormalisationStable violated (print → normalise → parse): print("x://h/?") = "#
        + #""x://h/?", normalised (RFC 3986) "x://h/", but parse("x://h/") = "x://h/"; "#
        + #"expected "x://h/?""#)
  }

  @Test func generationThatStopsIsSkipped() {
    let never = Gen<String>.just("x").filter({ _ in false }, maxAttempts: 2)
    #expect(
      FuzzOracles.intentRoundTrip([], generator: never, codec: echoCodec)
        == .skipped("generation stopped: rejected"))
  }
}
