import Foundation

/// The test issues recorded while one property run is observed, collected
/// per evaluation: an ``IssueObserver`` adds them, the runner takes them
/// after each evaluation.
package final class IssueSink: @unchecked Sendable {
  // NB: a property may record issues from child tasks, so access is locked.
  private let lock = NSLock()
  private var messages: [String] = []
  private var first: FailureOrigin?

  /// Creates an empty sink.
  package init() {}

  /// Adds one recorded issue.
  /// - Parameters:
  ///   - message: the issue as a report line.
  ///   - origin: where it was recorded (see ``FailureOrigin/issue(file:line:)``).
  package func add(_ message: String, origin: FailureOrigin) {
    lock.withLock {
      messages.append(message)
      if first == nil { first = origin }
    }
  }

  /// The verdict of the evaluation that just ran, from what it threw and
  /// the issues it recorded, which are removed.
  ///
  /// A ``GenerationStop`` discards the example; otherwise a recorded issue
  /// fails it with the first issue's origin, then a thrown error fails it
  /// with the error's.
  /// - Parameter thrown: what the evaluation threw, if anything.
  /// - Returns: the verdict.
  package func verdict(thrown: (any Error)?) -> PropertyVerdict {
    let (issues, origin) = lock.withLock {
      guard first != nil else { return ([String](), FailureOrigin?.none) }
      defer {
        messages.removeAll(keepingCapacity: true)
        first = nil
      }
      return (messages, first)
    }
    if let stop = thrown as? GenerationStop { return .discarded(stop) }
    if let origin { return .failed(PropertyFailure(messages: issues, origin: origin)) }
    if let thrown { return .failed(PropertyFailure(thrown: thrown)) }
    return .passed
  }
}
