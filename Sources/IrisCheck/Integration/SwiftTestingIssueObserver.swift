import Foundation
import Testing

/// Observes Swift Testing issues inside property bodies so that failures
/// are seen but not reported: only the final minimal failure reaches the
/// test.
///
/// **How suppression works.** Under Swift Testing, each evaluation runs
/// inside `withKnownIssue(isIntermittent: true)` with a matcher that records
/// every issue (`#expect`/`#require` failures) and marks it known. That is
/// the only public Swift Testing API that both observes an issue and keeps
/// it from failing the test. Errors thrown by the body are caught before
/// `withKnownIssue` sees them, so `Bool` and throwing properties shrink
/// silently. Swift Testing 6.3 still prints one `recorded a known issue`
/// line per failed expectation per evaluation; a detached task instead
/// records them against an unknown test and fails the run, so it is not an
/// option. Outside Swift Testing, ``XCTestIssueObserver`` takes over.
struct SwiftTestingIssueObserver: IssueObserver {
  /// Whether a Swift Testing test is running in this task.
  static var isUnderSwiftTesting: Bool { Test.current != nil }

  var isActive: Bool { Self.isUnderSwiftTesting }

  nonisolated(nonsending) func verdict(
    _ body: nonisolated(nonsending) () async throws -> Void
  ) async -> PropertyVerdict {
    let collector = IssueCollector()
    var thrown: (any Error)?
    await withKnownIssue(
      "IrisCheck: suppressed while searching for the minimal counterexample",
      isIntermittent: true
    ) {
      do {
        try await body()
      } catch {
        thrown = error
      }
    } matching: { issue in
      // NB: warnings are not failures; leaving them unmatched lets Swift
      // Testing record them as usual.
      guard issue.severity >= .error else { return false }
      collector.add(Self.describe(issue), origin: Self.origin(of: issue))
      return true
    }
    if let stop = thrown as? GenerationStop { return .discarded(stop) }
    let (issues, origin) = collector.contents
    if let origin { return .failed(PropertyFailure(messages: issues, origin: origin)) }
    if let thrown { return .failed(PropertyFailure(thrown: thrown)) }
    return .passed
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

/// The issues one evaluation recorded, and the first one's origin.
final class IssueCollector: @unchecked Sendable {
  private let lock = NSLock()
  private var collected: [String] = []
  private var first: FailureOrigin?

  func add(_ message: String, origin: FailureOrigin) {
    lock.withLock {
      collected.append(message)
      if first == nil { first = origin }
    }
  }

  /// The messages and the first issue's origin (`nil` when none).
  var contents: ([String], FailureOrigin?) { lock.withLock { (collected, first) } }
}
