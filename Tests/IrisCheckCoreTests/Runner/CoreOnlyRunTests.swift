import IrisCheckCore
import IrisCheckTestSupport
import Testing

/// `PropertyCheck.run` from a file that imports only `IrisCheckCore`: in a
/// process that links `IrisCheck`, it observes `#expect` like `forAll`.
struct CoreOnlyRunTests {
  private let configuration = Configuration(seed: 1, saveRegressions: false)

  @Test func theFailingExpectationsTestPassesInAChildProcess() async throws {
    try await ChildTestRun.expectEachPasses(
      ["expectationFailureIsShrunkAndReportedWithAReplayLine()"], of: Self.self)
  }

  /// Runs in a child process (see ``ChildTestRun``): each failed `#expect`
  /// inside the property is a known issue.
  @Test(.childProcessOnly)
  func expectationFailureIsShrunkAndReportedWithAReplayLine() async throws {
    let result = await PropertyCheck(.int(in: 0...1_000), id: "p", configuration: configuration)
      .run { #expect($0 < 500) }
    let example = try #require(result.counterexample)
    #expect(result.isFailure)
    #expect(example.value == 500)
    #expect(example.failureMessages.count == 1)
    #expect(example.failureMessages.first?.hasPrefix("Expectation failed") == true)
    #expect(example.failureOrigin.description.hasPrefix("issue at CoreOnlyRunTests.swift:"))
    let report = try #require(FailureReport.render(result, testName: "expectation"))
    #expect(report.contains("Minimal counterexample:\n  500\n"))
    #expect(
      report.hasSuffix(
        "Replay: @Test(.replay(\"\(example.token)\")) or IRISCHECK_REPLAY=\(example.token) "
          + "swift test --filter expectation"))
  }

  @Test func passingExpectationsPass() async {
    let result = await PropertyCheck(.int(in: 0...1_000), id: "p", configuration: configuration)
      .run { #expect($0 <= 1_000) }
    #expect(!result.isFailure)
    #expect(result.statistics.examples == 100)
  }
}
