import IrisCheck
import Testing

struct LawDomainTests {
  private let seeded = Configuration(examples: 300, seed: 1, saveRegressions: false)

  @Test func noOpIntentFailsWhenTheGeneratorNeverDrawsANoOpIntent() async throws {
    let threads = NoteGen.text.map { Note.thread(id: $0) }
    let result = try #require(
      await LawSuite([.law(NoOpIntentLaw(noteFlow(), isNoOp: { $0 == .unknown }), over: threads)])
        .results(configuration: seeded).first)
    #expect(result.isFailure)
    #expect(result.violation?.direction == "too few examples in domain")
    #expect(
      result.report
        == "NoOpIntent violated (too few examples in domain): passed vacuously: 0 of 300 "
        + "examples were no-op intents (needs at least 3); make the generator draw them")
  }

  @Test func roundTripFailsWhenNothingPrints() async throws {
    let result = try #require(
      await LawSuite([.law(RoundTripLaw(noteCodec()), over: .just(.unknown))])
        .results(configuration: seeded).first)
    #expect(result.violation?.direction == "too few examples in domain")
  }

  @Test func enoughExamplesInTheDomainPassAndAreCounted() async throws {
    let result = try #require(
      await LawSuite([
        .law(NoOpIntentLaw(noteFlow(), isNoOp: { $0 == .unknown }), over: NoteGen.intent)
      ]).results(configuration: seeded).first)
    #expect(!result.isFailure)
    let seen = result.statistics.labelCounts["in domain: no-op intents"] ?? 0
    #expect(seen >= 3 && seen < 300)
  }

  @Test func aFailingLawsReportCountsItsDomain() async throws {
    let result = try #require(
      await CodecLaws(noteCodec(.slashUnescaped), intents: NoteGen.intent, urls: NoteGen.url).suite
        .results(configuration: seeded).first)
    #expect(result.report?.contains("In the law's domain (intents that print): ") == true)
  }
}
