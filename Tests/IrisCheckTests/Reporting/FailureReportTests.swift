import Foundation
import IrisCheck
import Testing

struct FailureReportTests {
  private let lists = Gen<[Int]>.array(of: .int(in: -9...9))

  private func result(
    maxShrinks: Int = 500, shrinkTimeLimit: Duration = .seconds(300),
    _ property: @escaping ([Int]) -> Bool
  ) async -> PropertyResult<[Int]> {
    let configuration = Configuration(
      seed: 0x2A, maxShrinks: maxShrinks, shrinkTimeLimit: shrinkTimeLimit,
      saveRegressions: false)
    return await PropertyCheck(lists, id: "reverse()", configuration: configuration).run {
      property($0)
    }
  }

  // MARK: - Failed

  @Test func failureShowsMinimalCaseSeedAndOneReplayLine() async throws {
    let failed = await result { $0.reversed() == $0 }
    let token = try #require(failed.counterexample?.token)
    let report = try #require(FailureReport.render(failed, testName: "reverse()"))
    #expect(report.hasPrefix("Property reverse() failed.\n"))
    #expect(report.contains("Minimal counterexample:\n  [0, 1]\n"))
    #expect(report.contains("Failure:\n  the property returned false\n"))
    #expect(report.contains("seed 0x000000000000002A"))
    let replayLines = report.split(separator: "\n").filter { $0.hasPrefix("Replay:") }
    #expect(
      replayLines == [
        "Replay: @Test(.replay(\"\(token)\")) or IRISCHECK_REPLAY=\(token) swift test --filter reverse"
      ])
  }

  @Test func aShrinkStoppedByItsStepLimitSaysWhichSettingToRaise() async throws {
    let failed = await result(maxShrinks: 1) { $0.reversed() == $0 }
    let report = try #require(FailureReport.render(failed))
    #expect(report.contains("shrunk in 1 steps, "))
    #expect(report.contains(" (budget exhausted: raise maxShrinks to go on)."))
  }

  @Test func aShrinkStoppedByItsTimeLimitSaysWhichSettingToRaise() async throws {
    let failed = await result(shrinkTimeLimit: .zero) { $0.reversed() == $0 }
    let report = try #require(FailureReport.render(failed))
    #expect(report.contains("shrunk in 0 steps, "))
    #expect(report.contains(" (budget exhausted: raise shrinkTimeLimit to go on)."))
  }

  @Test func replayLineCarriesTheExtraSettingsALawOfASuiteNeeds() async throws {
    let failed = await result { $0.reversed() == $0 }
    let token = try #require(failed.counterexample?.token)
    let report = try #require(
      FailureReport.render(
        failed, testName: "laws()", replayEnvironment: ["IRISCHECK_LAW=RoundTrip"]))
    let replayLines = report.split(separator: "\n").filter { $0.hasPrefix("Replay:") }
    #expect(
      replayLines == [
        "Replay: IRISCHECK_LAW=RoundTrip IRISCHECK_REPLAY=\(token) swift test --filter laws"
          + " (or @Test(.replay(\"\(token)\")) with IRISCHECK_LAW=RoundTrip)"
      ])
  }

  @Test func replayLineIsValidShellForALawNameWithSpaces() throws {
    let token = ReplayToken(ChoiceSequence([1]))
    let line = FailureReport.replayLine(
      token, testName: "laws()", environment: ["IRISCHECK_LAW=FlowPurity (concurrent)"])
    let command = try #require(
      line.dropFirst("Replay: ".count).components(separatedBy: " (or ").first)
    #expect(
      command
        == "IRISCHECK_LAW='FlowPurity (concurrent)' IRISCHECK_REPLAY=\(token) swift test --filter laws"
    )
    // A POSIX shell splits it into the intended words.
    let shell = Process()
    shell.executableURL = URL(fileURLWithPath: "/bin/sh")
    shell.arguments = ["-c", "printf '%s\\n' " + command]
    let output = Pipe()
    shell.standardOutput = output
    try shell.run()
    shell.waitUntilExit()
    let words = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      .split(separator: "\n").map(String.init)
    #expect(
      words == [
        "IRISCHECK_LAW=FlowPurity (concurrent)", "IRISCHECK_REPLAY=\(token)", "swift", "test",
        "--filter", "laws",
      ])
  }

  @Test func shellQuotingLeavesPlainWordsAndQuotesTheRest() {
    #expect(FailureReport.shellQuoted("RoundTrip") == "RoundTrip")
    #expect(FailureReport.shellQuoted("a b") == "'a b'")
    #expect(FailureReport.shellQuoted("it's") == #"'it'\''s'"#)
    #expect(FailureReport.shellQuoted("") == "''")
  }

  @Test func passingResultHasNoReport() async {
    #expect(FailureReport.render(await result { _ in true }) == nil)
  }

  // MARK: - Flaky and coverage

  @Test func flakyReportShowsBothOutcomes() async throws {
    var calls = 0
    let flaky = await result { _ in
      calls += 1
      return calls > 1
    }
    let report = try #require(FailureReport.render(flaky))
    #expect(report.contains("is FLAKY"))
    #expect(report.contains("First outcome: failed with\n  the property returned false"))
    #expect(report.contains("Replayed outcome:\n  passed"))
  }

  @Test func coverageReportNamesTheShortClass() async throws {
    let configuration = Configuration(seed: 1, saveRegressions: false)
    let short = await PropertyCheck(.int(in: 0...99), id: "p", configuration: configuration).run {
      value in cover("huge", percent: 60, when: value > 95)
    }
    let report = try #require(FailureReport.render(short))
    #expect(report.contains("\"huge\" needs 60.0%"))
    #expect(report.contains("Statistics for p (100 examples"))
  }

  // MARK: - Statistics table

  @Test func tableListsLabelsMostFrequentFirst() {
    var statistics = Statistics()
    statistics.examples = 10
    statistics.labelCounts = ["rare": 1, "common": 7]
    let table = StatisticsTable.render(statistics, propertyID: "p")
    #expect(
      table == """
        Statistics for p (10 examples, 0 rejected, 0 too large):
           70.0%  common
           10.0%  rare
        """)
  }
}
