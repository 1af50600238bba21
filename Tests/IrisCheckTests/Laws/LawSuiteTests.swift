import IrisCheck
import IrisCheckFixtures
import IrisCheckTestSupport
import Testing

/// Generators of the notes fixture's inputs, for the suite tests.
enum NoteGen {
  /// Short text over a slash, a plus, a space and a letter; simplest `""`.
  static let text = Gen<String>.string(from: .characters("a/+ "), length: 0...4)

  /// Every `Note` case; simplest `.inbox`.
  static let intent = Gen<Note>.oneOf(
    .just(.inbox), text.map { .thread(id: $0) }, text.map { .search(query: $0) }, .just(.unknown))

  /// URL strings over the fixture's words; simplest `"note://inbox"`.
  ///
  /// One in four is a link the codec understands, so CanonicalIdempotence
  /// meets its domain.
  static let url = Gen<String>.frequency(
    (
      3,
      .urlString(
        URLVocabulary(schemes: ["note"], hosts: ["inbox", "thread", "search"], queryNames: ["q"]))
    ),
    (1, .element(of: ["note://inbox", "note://thread/a", "note://search?q=a"])))
}

struct LawSuiteTests {
  private let seeded = Configuration(examples: 300, seed: 1, saveRegressions: false)

  // MARK: - run

  @Test func runReturnsOneResultPerLawInSuiteOrder() async {
    let results = await CodecLaws(noteCodec(), intents: NoteGen.intent, urls: NoteGen.url).suite
      .results(configuration: seeded)
    #expect(
      results.map(\.law)
        == [
          "RoundTrip", "NormalisationStable", "Totality", "CanonicalIdempotence",
          "CaseInsensitiveSchemeAndHost",
        ])
    #expect(results.allSatisfy { !$0.isFailure && $0.violation == nil && $0.report == nil })
  }

  @Test func aBrokenLawShrinksToItsMinimalCounterexample() async throws {
    let results = await CodecLaws(
      noteCodec(.slashUnescaped), intents: NoteGen.intent, urls: NoteGen.url
    ).suite.results(configuration: seeded)
    let roundTrip = try #require(results.first)
    // "" prints nil and "a" survives; "/" is the simplest id the printer breaks.
    #expect(roundTrip.counterexample == #".thread(id: "/")"#)
    #expect(
      roundTrip.violation
        == RoundTripLaw(noteCodec(.slashUnescaped)).check(.thread(id: "/")))
    #expect(roundTrip.report?.hasPrefix("Property RoundTrip failed.") == true)
  }

  @Test func resultHasExamplesToFindShrinkStepsAndTime() async throws {
    let results = await CodecLaws(
      noteCodec(.slashUnescaped), intents: NoteGen.intent, urls: NoteGen.url
    ).suite.results(configuration: seeded)
    let roundTrip = try #require(results.first)
    let found = try #require(roundTrip.examplesToFind)
    #expect(found >= 1 && found <= roundTrip.statistics.examples)
    #expect(roundTrip.shrinkSteps > 0)
    #expect(roundTrip.duration > .zero && roundTrip.duration >= roundTrip.shrinkDuration)
    let passed = try #require(results.last)
    #expect(!passed.isFailure && passed.examplesToFind == nil && passed.shrinkSteps == 0)
    // 300 random examples and the screens of NoteGen.url's three fixed links.
    #expect(passed.statistics.examples == 303)
  }

  @Test func violationComesFromTheSameEvaluationAsTheReport() async throws {
    // A law whose every judgement differs: judging the minimal case again
    // would give a violation the report does not show.
    let law = CountingLaw()
    let result = try #require(
      await LawSuite([.law(law, over: .int(in: 0...100))]).results(configuration: seeded).first)
    let violation = try #require(result.violation)
    #expect(result.report?.contains("Failure:\n  threw \(violation.description)\n") == true)
    #expect(result.counterexample == "1")
  }

  @Test func unknownLawNameIsAnErrorNamingTheLaws() throws {
    let suite = CodecLaws(noteCodec(), intents: NoteGen.intent, urls: NoteGen.url).suite
    #expect {
      _ = try suite.resolving(seeded, environment: ["IRISCHECK_LAW": "RoundTrp"])
    } throws: { error in
      "\(error)"
        == #"IRISCHECK_LAW="RoundTrp" is not a law of this suite: "RoundTrip", "#
        + #""NormalisationStable", "Totality", "CanonicalIdempotence", "#
        + #""CaseInsensitiveSchemeAndHost""#
    }
    let (only, configuration) = try suite.resolving(
      seeded, environment: ["IRISCHECK_LAW": "Totality", "IRISCHECK_EXAMPLES": "7"])
    #expect(only.entries.map(\.name) == ["Totality"])
    #expect(configuration.examples == 7)
  }

  @Test func suitesConcatenateInOrder() {
    let codec = CodecLaws(noteCodec(), intents: NoteGen.intent, urls: NoteGen.url).suite
    let both =
      codec
      + LawSuite([.law(NoOpIntentLaw(noteFlow(), isNoOp: { _ in false }), over: NoteGen.intent)])
    #expect(both.entries.map(\.name) == codec.entries.map(\.name) + ["NoOpIntent"])
  }

  // MARK: - check

  @Test func theTestOfCheckReportsPassesInAChildProcess() async throws {
    try await ChildTestRun.expectEachPasses(
      ["checkReportsEachBrokenLawAsOneIssue()"], of: Self.self)
  }

  /// Runs in a child process (see ``ChildTestRun``): the reports it expects
  /// are known issues.
  @Test(.childProcessOnly) func checkReportsEachBrokenLawAsOneIssue() async {
    let reported = Locked<[String]>([])
    var results: [LawResult] = []
    await withKnownIssue {
      results = await CodecLaws(
        noteCodec([.slashUnescaped, .caseSensitiveHost]), intents: NoteGen.intent, urls: NoteGen.url
      ).suite.check(configuration: seeded)
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      reported.withLock { $0.append(String(text.prefix { $0 != "\n" })) }
      return true
    }
    let failed = results.filter(\.isFailure).map(\.law)
    #expect(failed.contains("RoundTrip") && failed.contains("CaseInsensitiveSchemeAndHost"))
    // Ids are `Suite.test/law`, so two suites in one file never collide.
    #expect(
      reported.withLock { $0 }
        == failed.map {
          "Property LawSuiteTests.checkReportsEachBrokenLawAsOneIssue()/\($0) failed."
        })
  }
}

/// Fails for every odd input, with a message that counts its judgements.
private struct CountingLaw: Law {
  final class Judgements: Sendable {
    let count = Locked(0)
  }
  let judgements = Judgements()

  var name: String { "Counting" }

  func check(_ input: Int) -> LawViolation? {
    let count = judgements.count.withLock {
      $0 += 1
      return $0
    }
    guard !input.isMultiple(of: 2) else { return nil }
    return LawViolation(law: name, direction: "odd", message: "judgement \(count)")
  }
}
