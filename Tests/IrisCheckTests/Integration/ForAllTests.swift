import IrisCheck
import IrisCheckTestSupport
import Testing

struct ForAllTests {
  private let lists = Gen<[Int]>.array(of: .int(in: -9...9))

  private func configuration(_ directory: TemporaryDirectory) -> Configuration {
    Configuration(seed: 5, regressionFile: directory.file("ForAll.regressions"))
  }

  // MARK: - Reporting

  /// The tests below that record expected failures, each run in a child
  /// process (see ``ChildTestRun``).
  @Test func theTestsOfExpectedFailuresPassInAChildProcess() async throws {
    try await ChildTestRun.expectEachPasses(
      [
        "failureIsExactlyOneIssueAtTheCallSite()", "savedCasesAreKeyedBySuiteAndTest()",
        "suppressedExpectationsLeaveOnlyTheFinalIssue()", "threeGeneratorsAreDrawnInOrder()",
        "replayTraitEvaluatesThePropertyOnce()",
      ], of: Self.self)
  }

  @Test(.childProcessOnly) func failureIsExactlyOneIssueAtTheCallSite() async throws {
    let directory = try TemporaryDirectory()
    let log = IssueLog()
    let line = #line + 2
    await withKnownIssue {
      await forAll(lists, configuration: configuration(directory)) { xs in xs.reversed() == xs }
    } matching: {
      log.match($0)
    }
    let issue = try #require(log.all.first)
    #expect(log.all.count == 1)
    #expect(issue.sourceLocation?.line == line)
    #expect(issue.sourceLocation?.fileName == "ForAllTests.swift")
    let comment = issue.comments.map(\.rawValue).joined()
    #expect(comment.contains("Minimal counterexample:\n  [0, 1]"))
    #expect(directory.contents("ForAll.regressions")?.contains("# [0, 1]") == true)
  }

  @Test(.childProcessOnly) func savedCasesAreKeyedBySuiteAndTest() async throws {
    let directory = try TemporaryDirectory()
    let line = #line + 2
    await withKnownIssue {
      await forAll(lists, configuration: configuration(directory)) { xs in xs.reversed() == xs }
      await forAll(lists, name: "named", configuration: configuration(directory)) { xs in
        xs.count < 2
      }
    }
    #expect(
      savedIDs(directory) == [
        "ForAllTests.savedCasesAreKeyedBySuiteAndTest()@\(line)",
        "ForAllTests.savedCasesAreKeyedBySuiteAndTest()/named",
      ])
  }

  @Test(.childProcessOnly) func unnamedPropertiesInOneTestKeepTheirOwnSavedCases() async throws {
    let directory = try TemporaryDirectory()
    let seen = Counter<String>()
    var lines: [Int] = []
    await withKnownIssue {
      for run in 1...2 {
        lines = [#line + 1, #line + 5]
        await forAll(lists, configuration: configuration(directory)) { xs in
          seen.record("\(run) lists \(xs)")
          return xs.count < 2
        }
        await forAll(.int(in: 0...99), configuration: configuration(directory)) { value in
          seen.record("\(run) ints \(value)")
          return value < 50
        }
      }
    }
    let test = "ForAllTests.unnamedPropertiesInOneTestKeepTheirOwnSavedCases()"
    #expect(savedIDs(directory) == ["\(test)@\(lines[0])", "\(test)@\(lines[1])"])
    // The second run replays each property's own saved case first.
    #expect(seen.values.first { $0.hasPrefix("2 lists") } == "2 lists [0, 0]")
    #expect(seen.values.first { $0.hasPrefix("2 ints") } == "2 ints 50")
  }

  private func savedIDs(_ directory: TemporaryDirectory) -> [Substring] {
    (directory.contents("ForAll.regressions") ?? "").split(separator: "\n")
      .filter { !$0.hasPrefix("#") && !$0.isEmpty }.map { $0.split(separator: " ")[0] }
  }

  @Test(.childProcessOnly) func suppressedExpectationsLeaveOnlyTheFinalIssue() async throws {
    let directory = try TemporaryDirectory()
    let log = IssueLog()
    await withKnownIssue {
      await forAll(.int(in: 0...1_000), configuration: configuration(directory)) { value in
        #expect(value < 10)
      }
    } matching: {
      log.match($0)
    }
    #expect(log.all.count == 1)
    let comment = log.all.first?.comments.map(\.rawValue).joined() ?? ""
    #expect(comment.contains("Minimal counterexample:\n  10\n"))
    #expect(comment.contains("Expectation failed"))
  }

  @Test func passingPropertyRecordsNothing() async throws {
    let directory = try TemporaryDirectory()
    await forAll(lists, .int(in: 0...3), configuration: configuration(directory)) { xs, n in
      #expect(xs.count >= 0 && n <= 3)
    }
    #expect(directory.contents("ForAll.regressions") == nil)
  }

  @Test(.childProcessOnly) func threeGeneratorsAreDrawnInOrder() async throws {
    let directory = try TemporaryDirectory()
    let log = IssueLog()
    await withKnownIssue {
      await forAll(
        .int(in: 0...9), .int(in: 0...9), .int(in: 0...9), configuration: configuration(directory)
      ) { a, b, c in a + b + c < 5 }
    } matching: {
      log.match($0)
    }
    let comment = log.all.first?.comments.map(\.rawValue).joined() ?? ""
    #expect(comment.contains("Minimal counterexample:\n  (0, 0, 5)\n"))
  }

  // MARK: - Replay trait

  /// `ic1:AQABAQAu` encodes the choices `[1, 0, 1, 1, 0]`: more, 0, more, 1,
  /// stop, that is `[0, 1]`.
  @Test(.childProcessOnly, .replay("ic1:AQABAQAu"))
  func replayTraitEvaluatesThePropertyOnce() async throws {
    #expect(try ReplayToken(parsing: "ic1:AQABAQAu").sequence == ChoiceSequence([1, 0, 1, 1, 0]))
    let seen = Counter<[Int]>()
    await withKnownIssue {
      await forAll(lists, configuration: Configuration(saveRegressions: false)) { xs in
        seen.record(xs)
        return xs.reversed() == xs
      }
    }
    #expect(seen.values == [[0, 1]])
  }
}
