import Foundation
import IrisCheck
import IrisCheckFixtures
import IrisCheckTestSupport
import Testing

/// Traps in properties and laws: each trapping test runs in a child test
/// process (its trap parks a thread there, and the runtime prints its
/// `Fatal error` line), and shrinks in grandchildren that the engine starts.
struct TrapGuardTests {
  private func configuration(regressionFile: String? = nil) -> Configuration {
    Configuration(
      examples: 100, seed: 7, saveRegressions: regressionFile != nil,
      regressionFile: regressionFile, showProgress: false)
  }

  private func check(
    _ id: String, regressionFile: String? = nil
  ) -> PropertyCheck<Int> {
    var check = PropertyCheck(
      .int(in: 0...1_000), id: id, configuration: configuration(regressionFile: regressionFile))
    check.launcher = ChildLauncher.currentTest
    return check
  }

  /// The trapping tests below, each run in a child process, in one run:
  /// every one of them reports, so a trap ends no other test.
  @Test func trappingTestsPassInAChildProcess() async throws {
    guard ChildTestRun.isSupported else { return }
    try await ChildTestRun.expectEachPasses(
      [
        "aTrapInAPropertyIsItsMinimalFailure()", "anAbortAndABadAccessAreTrapsToo()",
        "aForAllThatTrapsReportsTheMinimalCase()",
        "aSavedTrapIsReplayedFirstInAChildAndShrunkAgain()",
        "aSavedCaseThatNowTrapsIsShrunkFromItsLine()",
        "aTrapInACodecsPrintIsTheLawsMinimalFailure()",
        "aTrapInACodecsParseIsTheLawsMinimalFailure()", "aPropertyThatNeverTrapsPasses()",
        "aLawSuiteCheckReportsATrapAsTheLawsFailure()",
      ], of: Self.self)
  }

  // MARK: - Properties

  @Test(.childProcessOnly) func aTrapInAPropertyIsItsMinimalFailure() async throws {
    let result = await check("trap").run { value in
      precondition(value < 10, "value too large")
    }
    let example = try #require(result.counterexample)
    #expect(example.value == 10)
    #expect(example.failureOrigin.description.hasPrefix("trapped (SIGILL)"))
    #expect(example.failureMessages.first?.contains("Precondition failed: value too large") == true)
  }

  @Test(.childProcessOnly) func anAbortAndABadAccessAreTrapsToo() async throws {
    let aborting = await check("abort").run { value in
      if value >= 10 { abort() }
    }
    #expect(aborting.counterexample?.value == 10)
    #expect(aborting.counterexample?.failureOrigin.description == "trapped (SIGABRT)")
    let faulting = await check("fault").run { value in
      if value >= 20, let address = UnsafeMutablePointer<Int>(bitPattern: 8) { address.pointee = 1 }
    }
    #expect(faulting.counterexample?.value == 20)
    #expect(faulting.counterexample?.failureOrigin.description == "trapped (SIGSEGV)")
  }

  @Test(.childProcessOnly) func aForAllThatTrapsReportsTheMinimalCase() async throws {
    let directory = try TemporaryDirectory()
    let file = directory.file("trap.regressions")
    let log = IssueLog()
    await withKnownIssue {
      await forAll(.array(of: .int(in: 0...99)), configuration: configuration(regressionFile: file))
      { values in
        if values.count >= 3 { _ = values[values.count] }  // index out of range
      }
    } matching: {
      log.match($0)
    }
    #expect(log.all.count == 1)
    let report = log.all.flatMap { $0.comments.map(\.rawValue) }.joined(separator: "\n")
    #expect(report.contains("[0, 0, 0]"))
    #expect(report.contains("trapped (SIGILL): Swift/"))
    #expect(report.contains("Index out of range"))
    #expect(report.contains("IRISCHECK_REPLAY=ic1:"))
    let saved = try #require(directory.contents("trap.regressions"))
    #expect(saved.contains(" trap # [0, 0, 0]"))
  }

  @Test(.childProcessOnly) func aPropertyThatNeverTrapsPasses() async {
    let result = await check("never").run { value in value <= 1_000 }
    #expect(!result.isFailure)
    #expect(result.statistics.examples == 100)
  }

  // MARK: - Replay

  @Test(.childProcessOnly) func aSavedTrapIsReplayedFirstInAChildAndShrunkAgain() async throws {
    let directory = try TemporaryDirectory()
    let file = directory.file("saved.regressions")
    // NB: 500's choice (`Gen.int(in: 0...1_000)` maps choice k to k),
    // saved as a trapping case by an earlier run.
    let token = ReplayToken(ChoiceSequence([500]))
    try directory.write("saved \(token) trap # 500\n", to: "saved.regressions")
    let result = await check("saved", regressionFile: file).run { value in
      precondition(value < 10, "value too large")
    }
    let example = try #require(result.counterexample)
    #expect(example.value == 10)
    #expect(example.origin == .regression(path: file, line: 1))
  }

  @Test(.childProcessOnly) func aSavedCaseThatNowTrapsIsShrunkFromItsLine() async throws {
    let directory = try TemporaryDirectory()
    let file = directory.file("old.regressions")
    // NB: saved by a run in which 500 failed without trapping.
    let token = ReplayToken(ChoiceSequence([500]))
    try directory.write("# a comment\nold \(token) # 500\n", to: "old.regressions")
    let result = await check("old", regressionFile: file).run { value in
      precondition(value < 10, "value too large")
    }
    let example = try #require(result.counterexample)
    #expect(example.value == 10)
    #expect(example.origin == .regression(path: file, line: 2))
  }

  // MARK: - Codec laws

  @Test(.childProcessOnly) func aTrapInACodecsPrintIsTheLawsMinimalFailure() async {
    let results = await TrapGuard.$launcher.withValue(ChildLauncher.currentTest) {
      await CodecLaws(
        pageCodec(printTrapsFrom: 7, parseTrapsFrom: .max), intents: pages, urls: pageURLs
      ).suite.results(configuration: configuration())
    }
    let roundTrip = results.first { $0.law == "RoundTrip" }
    #expect(roundTrip?.counterexample == ".item(id: 7)")
    #expect(roundTrip?.report?.contains("Index out of range") == true)
    #expect(results.first { $0.law == "Totality" }?.isFailure == false)
  }

  @Test(.childProcessOnly) func aLawSuiteCheckReportsATrapAsTheLawsFailure() async throws {
    let log = IssueLog()
    var configuration = configuration()
    configuration.saveRegressions = false
    let failed = Locked([String]())
    await withKnownIssue {
      let results = await CodecLaws(
        pageCodec(printTrapsFrom: 7, parseTrapsFrom: .max), intents: pages, urls: pageURLs
      ).suite.check(configuration: configuration)
      failed.withLock { $0 = results.filter(\.isFailure).map(\.law) }
    } matching: {
      log.match($0)
    }
    // NB: the URL laws print what they parse, so they meet the trap too.
    #expect(
      failed.withLock { $0 } == [
        "RoundTrip", "NormalisationStable", "CanonicalIdempotence", "CaseInsensitiveSchemeAndHost",
      ])
    let report = log.all.flatMap { $0.comments.map(\.rawValue) }.joined(separator: "\n")
    #expect(report.contains(#""app://item/7""#))
    #expect(report.contains(".item(id: 7)"))
    #expect(report.contains("IRISCHECK_LAW=RoundTrip"))
  }

  @Test(.childProcessOnly) func aTrapInACodecsParseIsTheLawsMinimalFailure() async {
    let results = await TrapGuard.$launcher.withValue(ChildLauncher.currentTest) {
      await CodecLaws(
        pageCodec(printTrapsFrom: .max, parseTrapsFrom: 42), intents: pages, urls: pageURLs
      ).suite.results(configuration: configuration())
    }
    let totality = results.first { $0.law == "Totality" }
    #expect(totality?.counterexample == #""app://item/42""#)
    #expect(totality?.report?.contains("Precondition failed: no such item") == true)
    #expect(results.first { $0.law == "RoundTrip" }?.isFailure == false)
  }
}

/// A page of a tiny app, the intent of the trapping codecs.
private enum TrapPage: Equatable, Sendable {
  case item(id: Int)
  case unknown
}

private let pages: Gen<TrapPage> = Gen.int(in: 0...30).map { TrapPage.item(id: $0) }
private let pageURLs: Gen<String> = Gen.int(in: 0...99).map { "app://item/\($0)" }

/// `app://item/<id>`; the printer spells ids from a table of `printTrapsFrom`
/// entries (an index out of range above), the parser traps on an id of
/// `parseTrapsFrom` or more.
private func pageCodec(
  printTrapsFrom printLimit: Int, parseTrapsFrom parseLimit: Int
)
  -> LinkCodec<TrapPage>
{
  let spelled = (0..<min(printLimit, 100)).map(String.init)
  return LinkCodec(
    parse: { url in
      guard url.scheme == "app", url.host == "item", let id = Int(url.lastPathComponent) else {
        return .unknown
      }
      precondition(id < parseLimit, "no such item")
      return .item(id: id)
    },
    print: { page in
      guard case .item(let id) = page else { return nil }
      return URL(string: "app://item/" + spelled[id])
    },
    isUnknown: { $0 == .unknown })
}
