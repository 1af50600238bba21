import IrisCheck
import IrisCheckTestSupport
import Testing

private struct Big: Error {}
private struct Small: Error {}

private enum Fault: Error {
  case left
  case right(Int)
}

struct FailureOriginTests {
  private let seeded = Configuration(examples: 200, seed: 3, saveRegressions: false)

  /// `x >= 500 && even` throws `Big`, odd throws `Small`.
  private func twoBugs(_ value: Int) throws {
    if value >= 500, value.isMultiple(of: 2) { throw Big() }
    if !value.isMultiple(of: 2) { throw Small() }
  }

  @Test func twoBugsAreReportedSeparatelyWithTheirOwnMinima() async throws {
    for seed: UInt64 in 1...5 {
      let result = await PropertyCheck(
        .int(in: 0...1_000), id: "p",
        configuration: Configuration(examples: 200, seed: seed, saveRegressions: false)
      ).run { try twoBugs($0) }
      let minima = Dictionary(
        uniqueKeysWithValues: result.failures.map { ($0.failureOrigin.description, $0.value) })
      #expect(
        minima == [
          "threw \(String(reflecting: Big.self))": 500,
          "threw \(String(reflecting: Small.self))": 1,
        ],
        "seed \(seed)")
    }
  }

  @Test func eachOriginHasItsOwnReportAndReplayLine() async throws {
    let result = await PropertyCheck(.int(in: 0...1_000), id: "p", configuration: seeded).run {
      try twoBugs($0)
    }
    let reports = FailureReport.renderEach(result)
    #expect(reports.count == 2)
    for (report, example) in zip(reports, result.failures) {
      #expect(report.contains("failure") && report.contains("of 2"))
      #expect(report.contains("Replay: @Test(.replay(\"\(example.token)\"))"))
    }
    // Each token replays its own bug.
    for example in result.failures {
      var replay = seeded
      replay.replay = example.token.description
      let replayed = await PropertyCheck(.int(in: 0...1_000), id: "p", configuration: replay).run {
        try twoBugs($0)
      }
      #expect(replayed.counterexample?.value == example.value)
    }
  }

  @Test func shrinkingKeepsToTheOriginItStartedFrom() async throws {
    // Example 1 is the largest value, 1000, which throws `Big`: its minimum
    // must be 500, never the odd 1 it would slip to.
    let result = await PropertyCheck(.int(in: 0...1_000), id: "p", configuration: seeded).run {
      try twoBugs($0)
    }
    let first = try #require(result.counterexample)
    #expect(first.originalValue == 1_000)
    #expect(first.value == 500)
    #expect(first.error is Big)
  }

  @Test func enumErrorsDifferByCaseNotPayload() {
    #expect(FailureOrigin.of(Fault.left) != FailureOrigin.of(Fault.right(1)))
    #expect(FailureOrigin.of(Fault.right(1)) == FailureOrigin.of(Fault.right(2)))
    #expect(FailureOrigin.of(Big()) != FailureOrigin.of(Small()))
  }

  @Test func lawViolationOriginIsItsLawAndDirection() {
    let a = LawViolation(law: "RoundTrip", direction: "print → parse", message: "x")
    let b = LawViolation(law: "RoundTrip", direction: "print → parse", message: "y")
    let c = LawViolation(law: "RoundTrip", direction: "parse → print", message: "x")
    #expect(FailureOrigin.of(a) == FailureOrigin.of(b))
    #expect(FailureOrigin.of(a) != FailureOrigin.of(c))
    #expect(FailureOrigin.of(a).description == "RoundTrip violated (print → parse)")
  }

  @Test func theTestOfExpectationOriginsPassesInAChildProcess() async throws {
    try await ChildTestRun.expectEachPasses(
      ["expectationsAtDifferentLinesAreDifferentOrigins()"], of: Self.self)
  }

  /// Runs in a child process (see ``ChildTestRun``): each `#expect` that
  /// fails while the property is searched is a known issue.
  @Test(.childProcessOnly) func expectationsAtDifferentLinesAreDifferentOrigins() async throws {
    let result = await PropertyCheck(.int(in: 0...1_000), id: "p", configuration: seeded).run {
      value in
      if value >= 500 { #expect(!value.isMultiple(of: 2)) }
      #expect(value.isMultiple(of: 2))
    }
    #expect(Set(result.failures.map(\.value)) == [500, 1])
    #expect(Set(result.failures.map(\.failureOrigin)).count == 2)
  }
}
