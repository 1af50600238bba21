import Foundation

/// A value shared between threads, read and written under an `NSLock`.
///
/// What the tests and fixtures use where `Synchronization.Mutex` (macOS 15,
/// iOS 18) would need a newer system than the package deploys to. The same
/// shape as `Mutex`'s `withLock`, so a counter reads the same:
///
/// ```swift
/// let calls = Locked(0)
/// calls.withLock { $0 += 1 }
/// #expect(calls.withLock { $0 } == 1)
/// ```
public final class Locked<Value: Sendable>: @unchecked Sendable {
  // NB: `@unchecked Sendable`: `value` is only touched under `lock`.
  private let lock = NSLock()
  private var value: Value

  /// Creates a box holding `value`.
  /// - Parameter value: the initial value.
  public init(_ value: Value) {
    self.value = value
  }

  /// Runs `body` on the value with the lock held.
  /// - Parameter body: reads or changes the value; it must not call
  ///   `withLock` on the same box (the lock is not recursive).
  /// - Returns: what `body` returns.
  /// - Throws: what `body` throws.
  public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    try lock.withLock { try body(&value) }
  }
}
