import Testing

/// Observes Swift Testing issues inside property bodies so that failures
/// are seen but not reported: only the final minimal failure reaches the
/// test.
///
/// **How suppression works.** Under Swift Testing, a whole property run
/// goes inside one `withKnownIssue(isIntermittent: true)` whose matcher
/// hands every failed expectation (`#expect`/`#require`) to the run's
/// ``IssueSink`` and marks it known. That is the only public Swift Testing
/// API that both observes an issue and keeps it from failing the test. The
/// runner catches errors thrown by the body before `withKnownIssue` sees
/// them, so `Bool` and throwing properties shrink silently. Swift Testing
/// 6.3 still prints one `recorded a known issue` line per failed
/// expectation; a detached task instead records them against an unknown
/// test and fails the run, so it is not an option. Outside Swift Testing,
/// ``XCTestIssueObserver`` takes over.
///
/// NB: one scope per run, not per example: the scope costs a task-local
/// binding and, unless its closures keep to the caller's isolation, a hop
/// off the caller's actor and back, which made a `@MainActor` property run
/// at a quarter of the nonisolated speed when paid on every example.
struct SwiftTestingIssueObserver: IssueObserver {
  /// Whether a Swift Testing test is running in this task.
  static var isUnderSwiftTesting: Bool { Test.current != nil }

  var isActive: Bool { Self.isUnderSwiftTesting }

  func observing(
    into sink: IssueSink, isolation: isolated (any Actor)?,
    _ run: nonisolated(nonsending) () async -> Void
  ) async {
    await withKnownIssue(
      "IrisCheck: suppressed while searching for the minimal counterexample",
      isIntermittent: true, isolation: isolation
    ) {
      _ = isolation
      await run()
    } when: {
      _ = isolation
      return true
    } matching: { issue in
      // NB: warnings are not failures; leaving them unmatched lets Swift
      // Testing record them as usual.
      guard issue.severity >= .error else { return false }
      sink.add(Self.describe(issue), origin: Self.origin(of: issue))
      return true
    }
  }

  /// An issue's origin: where the failed expectation is.
  private static func origin(of issue: Issue) -> FailureOrigin {
    guard let location = issue.sourceLocation else { return FailureOrigin("issue") }
    return .issue(file: location.fileName, line: location.line)
  }

  private static func describe(_ issue: Issue) -> String {
    var text = issue.description
    if let location = issue.sourceLocation {
      text += " (\(location.fileName):\(location.line))"
    }
    return text
  }
}
