/// What a finished run asks the running test to report: warnings, notes,
/// and at most one failure.
///
/// Built by the engine and the laws; delivered by the `IrisCheck`
/// integration module to Swift Testing or XCTest.
package struct TestReport: Sendable {
  /// Warnings, each reported as a warning.
  package var warnings: [String] = []
  /// Notes, printed.
  package var notes: [String] = []
  /// The failure's full text; `nil` when nothing failed.
  package var failure: String?

  /// Creates a report.
  package init(warnings: [String] = [], notes: [String] = [], failure: String? = nil) {
    self.warnings = warnings
    self.notes = notes
    self.failure = failure
  }
}

extension PropertyResult {
  /// This result as a report for the running test.
  /// - Parameters:
  ///   - testName: the test's name for the replay line's `--filter`.
  ///   - replayEnvironment: variables the replay line sets besides the token.
  /// - Returns: the report.
  package func testReport(testName: String?, replayEnvironment: [String] = []) -> TestReport {
    TestReport(
      warnings: warnings, notes: notes.map { "\(propertyID): \($0)" },
      failure: FailureReport.render(
        self, testName: testName, replayEnvironment: replayEnvironment))
  }
}
