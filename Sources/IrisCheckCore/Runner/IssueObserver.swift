/// How the runner learns of failures a test framework records inside a
/// property (`#expect`, `XCTAssert*`) without letting them fail the test
/// while it searches for the minimal counterexample.
///
/// The engine imports no test framework: the `IrisCheck` integration module
/// supplies an observer through ``IssueObservation/current`` for the runs it
/// starts (`forAll`, `LawSuite.check`). Without one, a property fails only
/// by throwing or returning `false`.
package protocol IssueObserver: Sendable {
  /// Whether this observer applies to runs started now (for example, a
  /// Swift Testing test is running in this task); read once per run.
  var isActive: Bool { get }

  /// Runs `body` once and says whether it passed, catching both what it
  /// throws and the issues it records.
  /// - Parameter body: the property applied to one value.
  /// - Returns: the verdict.
  nonisolated(nonsending) func verdict(
    _ body: nonisolated(nonsending) () async throws -> Void
  ) async -> PropertyVerdict
}

/// The issue observer in effect for property runs started in this task.
package enum IssueObservation {
  /// The observer; `nil` outside the integration module's entry points.
  @TaskLocal package static var current: (any IssueObserver)?
}
