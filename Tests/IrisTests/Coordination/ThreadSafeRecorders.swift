import Foundation
import Observation

/// A lock-guarded counter for `@Sendable` hooks.
final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0

  /// The number of increments so far.
  var value: Int { lock.withLock { count } }

  /// Adds one.
  func increment() { lock.withLock { count += 1 } }
}

/// A lock-guarded list of booleans for `@Sendable` hooks.
final class Recorder: @unchecked Sendable {
  private let lock = NSLock()
  private var recorded: [Bool] = []

  /// The values appended so far, in order.
  var values: [Bool] { lock.withLock { recorded } }

  /// Appends `value`.
  func append(_ value: Bool) { lock.withLock { recorded.append(value) } }
}

/// A lock-guarded one-way flag for observation callbacks.
final class Flag: @unchecked Sendable {
  private let lock = NSLock()
  private var raised = false

  /// Whether ``set()`` was called.
  var isSet: Bool { lock.withLock { raised } }

  /// Raises the flag.
  func set() { lock.withLock { raised = true } }
}

/// Whether `change` notifies an observer of what `read` reads.
/// - Parameters:
///   - read: reads observed properties inside `withObservationTracking`.
///   - change: the change to make afterwards.
/// - Returns: `true` when the observer's `onChange` fired.
func notifies(reading read: () -> Void, when change: () -> Void) -> Bool {
  let fired = Flag()
  withObservationTracking(read) { fired.set() }
  change()
  return fired.isSet
}
