import IrisCheck
import IrisCheckTestSupport
import Testing

struct LawSuiteCheckTests {
  private let suite = CodecLaws(noteCodec(), intents: NoteGen.intent, urls: NoteGen.url).suite
  private let seeded = Configuration(examples: 50, seed: 1, saveRegressions: false)

  // MARK: - configuration errors

  @Test func theConfigurationErrorTestPassesInAChildProcess() async throws {
    try await ChildTestRun.expectEachPasses(
      ["checkAndRunAgreeOnAConfigurationError(_:)"], of: Self.self)
  }

  /// Runs in a child process (see ``ChildTestRun``): the issue `check`
  /// records is a known issue.
  @Test(
    .childProcessOnly,
    arguments: [
      ["IRISCHECK_LAW": "NoSuchLaw"], ["IRISCHECK_EXAMPLES": "ten"],
      ["IRISCHECK_PROGRESS": "maybe"],
    ])
  func checkAndRunAgreeOnAConfigurationError(_ environment: [String: String]) async throws {
    let log = IssueLog()
    var checked: [LawResult] = []
    var ran: [LawResult] = []
    await ProcessEnvironment.$overridden.withValue(environment) {
      await withKnownIssue {
        checked = await suite.check(configuration: seeded)
      } matching: {
        log.match($0)
      }
      ran = await suite.results(configuration: seeded)
    }
    #expect(checked.map(\.description) == ran.map(\.description))
    let result = try #require(checked.first)
    #expect(checked.count == 1)
    #expect(result.isFailure)
    let variable = try #require(environment.keys.first)
    #expect(result.report?.hasPrefix("Law suite could not run: \(variable)=") == true)
    #expect(log.all.count == 1)
    #expect(log.all.first?.comments.map(\.rawValue) == [result.report ?? ""])
  }
}
