import IrisCheck
import IrisCheckTestSupport
import Testing

struct PropertyCheckTests {
  private let lists = Gen<[Int]>.array(of: .int(in: -50...50))

  private func configuration(
    examples: Int = 100, seed: UInt64 = 7, replay: String? = nil, regressionFile: String? = nil
  ) -> Configuration {
    Configuration(
      examples: examples, seed: seed, replay: replay, saveRegressions: regressionFile != nil,
      regressionFile: regressionFile)
  }

  // MARK: - Generation

  @Test func sameSeedGivesSameValues() async {
    func values(seed: UInt64) async -> [[Int]] {
      let seen = Counter<[Int]>()
      _ = await PropertyCheck(lists, id: "p", configuration: configuration(seed: seed)).run {
        seen.record($0)
      }
      return seen.values
    }
    let first = await values(seed: 99)
    #expect(first.count == 100 + lists.screens.count)
    #expect(await values(seed: 99) == first)
    #expect(await values(seed: 100) != first)
  }

  @Test func firstExampleIsSimplestAndSecondIsExtreme() async {
    let seen = Counter<[Int]>()
    let gen = Gen<[Int]>.array(of: .int(in: -5...5), count: 0...4)
    _ = await PropertyCheck(gen, id: "p", configuration: configuration(examples: 3)).run {
      seen.record($0)
    }
    #expect(seen.values.first == [])
    // The extreme draw takes the longest length and each element's largest
    // choice, which under the alternating order is the far end: -5.
    #expect(seen.values.dropFirst().first == [-5, -5, -5, -5])
  }

  @Test func passingPropertyRunsRequestedExamples() async {
    let seen = Counter<Int>()
    let result = await PropertyCheck(
      .int(in: 0...9), id: "p", configuration: configuration(examples: 37)
    )
    .run { seen.record($0) }
    #expect(!result.isFailure)
    #expect(seen.count == 37)
    #expect(result.statistics.examples == 37)
  }

  // MARK: - Failure kinds

  @Test func boolPropertyReturningFalseFails() async throws {
    let result = await PropertyCheck(lists, id: "p", configuration: configuration()).run {
      $0.reversed() == $0
    }
    let example = try #require(result.counterexample)
    #expect(example.value == [0, 1])
    #expect(example.failureMessages == ["the property returned false"])
  }

  @Test func thrownErrorFailsAndIsReported() async throws {
    struct Boom: Error {}
    let result = await PropertyCheck(.int(in: 0...1_000), id: "p", configuration: configuration())
      .run { value in if value >= 10 { throw Boom() } }
    let example = try #require(result.counterexample)
    #expect(example.value == 10)
    #expect(example.failureMessages.first?.contains("Boom") == true)
  }

  /// The tests below whose properties record issues, each run in a child
  /// process (see ``ChildTestRun``).
  @Test func theTestsOfRecordedIssuesPassInAChildProcess() async throws {
    try await ChildTestRun.expectEachPasses(
      ["expectationFailureFailsTheProperty()", "warningIssueDoesNotFailTheProperty()"],
      of: Self.self)
  }

  @Test(.childProcessOnly) func expectationFailureFailsTheProperty() async throws {
    let result = await PropertyCheck(.int(in: 0...1_000), id: "p", configuration: configuration())
      .run { value in #expect(value < 3) }
    let example = try #require(result.counterexample)
    #expect(example.value == 3)
    #expect(example.failureMessages.first?.contains("Expectation failed") == true)
  }

  @Test(.childProcessOnly) func warningIssueDoesNotFailTheProperty() async {
    let log = IssueLog()
    await withKnownIssue {
      let result = await PropertyCheck(
        .int(in: 0...9), id: "p", configuration: configuration(examples: 1)
      )
      .run { _ in Issue.record("just a warning", severity: .warning) }
      #expect(!result.isFailure)
    } matching: {
      log.match($0)
    }
    #expect(log.all.map(\.severity) == [.warning])
  }

  @Test func asyncPropertyIsAwaited() async throws {
    let result = await PropertyCheck(.int(in: 0...1_000), id: "p", configuration: configuration())
      .run { value async -> Bool in
        await Task.yield()
        return value < 42
      }
    #expect(try #require(result.counterexample).value == 42)
  }

  @Test func assumeDiscardsTheExample() async {
    let seen = Counter<Int>()
    let result = await PropertyCheck(.int(in: 0...9), id: "p", configuration: configuration()).run {
      value in
      try assume(value != 3)
      seen.record(value)
    }
    #expect(!result.isFailure)
    #expect(!seen.values.contains(3))
    #expect(result.statistics.rejected > 0)
  }

  // MARK: - Replay

  @Test func replayTokenReproducesFailureInOneEvaluation() async throws {
    let failing = await PropertyCheck(lists, id: "p", configuration: configuration()).run {
      $0.reversed() == $0
    }
    let token = try #require(failing.counterexample?.token)
    let seen = Counter<[Int]>()
    let replayed = await PropertyCheck(
      lists, id: "p", configuration: configuration(replay: token.description)
    ).run { value in
      seen.record(value)
      return value.reversed() == value
    }
    #expect(seen.values == [[0, 1]])
    #expect(replayed.counterexample?.value == [0, 1])
    #expect(replayed.counterexample?.origin == .replay)
  }

  @Test func malformedReplayTokenIsAClearError() async {
    let seen = Counter<[Int]>()
    let result = await PropertyCheck(lists, id: "p", configuration: configuration(replay: "ic1:@@"))
      .run { seen.record($0) }
    guard case .invalid(let message) = result.outcome else {
      Issue.record("expected .invalid, got \(result.outcome)")
      return
    }
    #expect(message.contains("invalid IrisCheck replay token \"ic1:@@\""))
    #expect(seen.count == 0)
  }

  @Test func passingReplayIsNotedNotFailed() async {
    let token = ReplayToken(ChoiceSequence([0]))
    let result = await PropertyCheck(
      lists, id: "p", configuration: configuration(replay: "\(token)")
    )
    .run { _ in true }
    #expect(!result.isFailure)
    #expect(result.notes.first?.contains("passed") == true)
  }

  // MARK: - Saved regressions

  @Test func failureIsSavedAsOneLine() async throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("Saved.regressions")
    let result = await PropertyCheck(
      lists, id: "reverse", configuration: configuration(regressionFile: path)
    )
    .run { $0.reversed() == $0 }
    let example = try #require(result.counterexample)
    #expect(example.savedTo == path)
    let lines = try #require(directory.contents("Saved.regressions")).split(separator: "\n")
    #expect(lines.last == "reverse \(example.token) # [0, 1]")
  }

  @Test func savedRegressionIsReplayedBeforeAnyNewExample() async throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("Saved.regressions")
    // [7]: "more" flag 1, then choice 13 → 7 under the alternating order.
    try RegressionFile(path: path).append(
      ReplayToken(ChoiceSequence([1, 13, 0])), for: "p", valueDescription: "[7]")
    let seen = Counter<[Int]>()
    let result = await PropertyCheck(
      lists, id: "p", configuration: configuration(regressionFile: path)
    )
    .run { value in
      seen.record(value)
      return !value.contains(7)
    }
    #expect(seen.values.first == [7])
    let example = try #require(result.counterexample)
    // Line 3: the file starts with two header comment lines.
    #expect(example.origin == .regression(path: path, line: 3))
    #expect(example.value == [7])
  }

  @Test func corruptedRegressionLinesAreSkippedWithTheirReason() async throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("Bad.regressions")
    let good = ReplayToken(ChoiceSequence([1, 2, 0]))
    try directory.write(
      "# comment\np ic1:!!!! # damaged\np\n\(good) p\np \(good) # [-1]\n", to: "Bad.regressions")
    let seen = Counter<[Int]>()
    let result = await PropertyCheck(
      lists, id: "p", configuration: configuration(examples: 3, regressionFile: path)
    )
    .run { seen.record($0) }
    #expect(!result.isFailure)
    #expect(seen.values.first == [-1])
    #expect(result.warnings.count == 3)
    #expect(
      result.warnings[0].hasPrefix(
        "\(path):2: skipped saved regression: invalid IrisCheck replay token"))
    #expect(
      result.warnings[1]
        == "\(path):3: skipped saved regression: expected `<property id> <token> # <value>`, found 1 field(s)"
    )
    #expect(
      result.warnings[2].hasPrefix(
        "\(path):4: skipped saved regression: invalid IrisCheck replay token"))
  }

  // MARK: - Flakiness, coverage, health

  @Test func propertyThatPassesOnReplayIsFlaky() async throws {
    var calls = 0
    let result = await PropertyCheck(lists, id: "p", configuration: configuration()).run { _ in
      calls += 1
      return calls > 1
    }
    guard case .flaky(let example) = result.outcome else {
      Issue.record("expected .flaky, got \(result.outcome)")
      return
    }
    #expect(example.failureMessages == ["the property returned false"])
    #expect(example.replayMessages == ["passed"])
  }

  @Test func flakyFailureIsReportedNextToOneThatReproduces() async throws {
    struct InBand: Error {}
    struct OnlyOnce: Error {}
    var armed = true
    // The extreme example, 1000, fails once with OnlyOnce; shrinking it
    // meets InBand, which fails every time, and OnlyOnce's minimum passes.
    let result = await PropertyCheck(.int(in: 0...1_000), id: "p", configuration: configuration())
      .run { value in
        if (400...600).contains(value) { throw InBand() }
        if armed, value > 600 {
          armed = false
          throw OnlyOnce()
        }
      }
    let failure = try #require(result.counterexample)
    #expect(failure.value == 400)
    #expect(failure.failureOrigin.description.hasSuffix("InBand"))
    #expect(result.otherFailures.isEmpty)
    let flaky = try #require(result.flakyFailures.first)
    #expect(result.flakyFailures.count == 1)
    #expect(flaky.value == 1_000)
    #expect(flaky.failureOrigin.description.hasSuffix("OnlyOnce"))
    #expect(flaky.replayMessages == ["passed"])
    let report = try #require(FailureReport.render(result, testName: "flaky"))
    #expect(report.hasPrefix("Property p failed."))
    #expect(report.contains("\n\nProperty p is FLAKY: a case failed, then passed when"))
    #expect(
      report.hasSuffix(
        "Replay: @Test(.replay(\"\(flaky.token)\")) or IRISCHECK_REPLAY=\(flaky.token) "
          + "swift test --filter flaky"))
  }

  @Test func underRepresentedClassFailsCoverage() async throws {
    let result = await PropertyCheck(
      .int(in: 0...99), id: "p", configuration: configuration(examples: 200)
    )
    .run { value in cover("at least 90", percent: 50, when: value >= 90) }
    guard case .coverageShortfall(let shortfalls) = result.outcome else {
      Issue.record("expected .coverageShortfall, got \(result.outcome)")
      return
    }
    #expect(shortfalls.map(\.label) == ["at least 90"])
    #expect(shortfalls[0].examples == 200)
  }

  @Test func wellRepresentedClassMeetsCoverage() async {
    let result = await PropertyCheck(
      .int(in: 0...99), id: "p", configuration: configuration(examples: 200)
    )
    .run { value in cover("below 50", percent: 30, when: value < 50) }
    #expect(!result.isFailure)
    #expect(result.statistics.coverage.first?.hits == result.statistics.labelCounts["below 50"])
  }

  @Test func labelsAreCountedOncePerExample() async {
    let result = await PropertyCheck(
      .int(in: 0...9), id: "p", configuration: configuration(examples: 50)
    )
    .run { value in
      label("any")
      label("any")
      classify(value == 0, "zero")
    }
    #expect(result.statistics.labelCounts["any"] == 50)
    #expect((result.statistics.labelCounts["zero"] ?? 0) >= 1)
  }

  @Test func filterRejectingMostValuesFailsHealthCheck() async {
    let rare = Gen<Int>.int(in: 0...1_000).filter({ $0 == 1_000 }, maxAttempts: 2)
    let result = await PropertyCheck(rare, id: "p", configuration: configuration()).run { _ in true
    }
    guard case .unhealthy(.filterTooMuch(let rejected, _)) = result.outcome else {
      Issue.record("expected .unhealthy(.filterTooMuch), got \(result.outcome)")
      return
    }
    #expect(rejected == HealthCheck.discardLimit(examples: 100))
  }

  @Test func oversizedValuesFailHealthCheck() async {
    let config = Configuration(examples: 100, seed: 1, maxChoices: 2, saveRegressions: false)
    let gen = Gen<[Int]>.array(of: .int(in: 0...9), count: 3...5)
    let result = await PropertyCheck(gen, id: "p", configuration: config).run { _ in true }
    guard case .unhealthy(.tooLarge) = result.outcome else {
      Issue.record("expected .unhealthy(.tooLarge), got \(result.outcome)")
      return
    }
  }

  @Test func disabledHealthChecksPassWithANote() async {
    let rare = Gen<Int>.int(in: 0...1_000).filter({ $0 == 1_000 }, maxAttempts: 2)
    let config = Configuration(seed: 1, saveRegressions: false, healthChecks: false)
    let result = await PropertyCheck(rare, id: "p", configuration: config).run { _ in true }
    #expect(!result.isFailure)
    #expect(result.notes.first?.hasPrefix("gave up") == true)
  }
}
