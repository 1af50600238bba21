import IrisCheck
import IrisCheckTestSupport
import Testing

struct PropertyResultReportTests {
  private let configuration = Configuration(seed: 9, saveRegressions: false)

  // MARK: - report

  @Test func theTestOfAReportedFailurePassesInAChildProcess() async throws {
    try await ChildTestRun.expectEachPasses(
      ["aFailingResultIsOneIssueAtTheReportingCall()"], of: Self.self)
  }

  /// Runs in a child process (see ``ChildTestRun``): the report it expects
  /// is a known issue.
  @Test(.childProcessOnly) func aFailingResultIsOneIssueAtTheReportingCall() async throws {
    let result = await PropertyCheck(.int(in: 0...99), id: "law", configuration: configuration)
      .run { $0 < 20 }
    let log = IssueLog()
    withKnownIssue {
      result.report(line: 42)
    } matching: {
      log.match($0)
    }
    let issue = try #require(log.all.first)
    #expect(log.all.count == 1)
    #expect(issue.sourceLocation?.line == 42)
    #expect(issue.sourceLocation?.fileName == "PropertyResultReportTests.swift")
    #expect(issue.comments.map(\.rawValue).joined().contains("Minimal counterexample:\n  20\n"))
  }

  @Test func passedResultReportsNothing() async {
    let result = await PropertyCheck(.int(in: 0...99), id: "law", configuration: configuration)
      .run { $0 < 100 }
    let log = IssueLog()
    withKnownIssue(isIntermittent: true) {
      result.report()
    } matching: {
      log.match($0)
    }
    #expect(!result.isFailure)
    #expect(log.all.isEmpty)
  }
}
