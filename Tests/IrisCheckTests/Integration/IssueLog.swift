import Foundation
import Testing

/// Collects the issues a `withKnownIssue` matcher sees; matchers are
/// `@Sendable`, so access is locked.
final class IssueLog: @unchecked Sendable {
  private let lock = NSLock()
  private var issues: [Issue] = []

  var all: [Issue] { lock.withLock { issues } }

  func match(_ issue: Issue) -> Bool {
    lock.withLock { issues.append(issue) }
    return true
  }
}
