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
  /// The failures' full texts, each reported as one failure (one per
  /// failure origin); empty when nothing failed.
  package var failures: [String] = []

  /// All failures as one text; `nil` when nothing failed.
  package var failure: String? { failures.isEmpty ? nil : failures.joined(separator: "\n\n") }

  /// Creates a report.
  package init(warnings: [String] = [], notes: [String] = [], failures: [String] = []) {
    self.warnings = warnings
    self.notes = notes
    self.failures = failures
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
      failures: FailureReport.renderEach(
        self, testName: testName, replayEnvironment: replayEnvironment))
  }
}
