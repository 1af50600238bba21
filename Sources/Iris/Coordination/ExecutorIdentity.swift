import Foundation

/// Which ``LatestWinsExecutor`` a flow ran on, as the trace reports it.
///
/// Every executor has its own identity: two executors with the same name and
/// policy are still told apart. A trace names the executor of each flow in
/// its ``CoordinatorEvent/Kind/routed(_:on:origin:)`` event, so a checker
/// judges each flow by the contract of the executor it actually ran on, never
/// by where it assumed it would run.
public struct ExecutorIdentity: Hashable, Sendable, CustomStringConvertible {
  /// The executor's name, such as `links` or `ui`; `nil` when it was made without one.
  public let name: String?
  /// How the executor hands over from one operation to the next.
  public let policy: LatestTaskPolicy
  /// A number no other executor in the process has.
  public let serial: UInt64

  /// A fresh identity, unequal to every other: for ``LatestWinsExecutor``,
  /// and for a coordinator that runs its flows on an executor of its own
  /// and traces ``CoordinatorEvent/Kind/routed(_:on:origin:)`` itself.
  /// - Parameters:
  ///   - name: what traces call the executor, such as `links`; `nil` for none.
  ///   - policy: how it hands over from one flow to the next.
  public init(name: String?, policy: LatestTaskPolicy) {
    self.name = name
    self.policy = policy
    self.serial = Self.counter.next()
  }

  private static let counter = SerialCounter()

  /// Whether a newer flow starts only once older flows' steps in flight have ended.
  ///
  /// `true` under ``LatestTaskPolicy/waitForDrain(timeout:)``: even when the
  /// drain times out, a step an older flow has in flight ends before the
  /// newer flow's first step. `false` under
  /// ``LatestTaskPolicy/fireAndForgetCancel``: the newer flow starts at once,
  /// so an older flow's step in flight may end after it began (the older
  /// flow must write nothing after it was superseded).
  public var drainsSteps: Bool {
    if case .waitForDrain = policy { true } else { false }
  }

  /// The name, or `executor #<serial>` for an unnamed executor.
  public var description: String {
    name ?? "executor #\(serial)"
  }
}

/// A process-wide counter, safe from any thread.
private final class SerialCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var last: UInt64 = 0

  func next() -> UInt64 {
    lock.withLock {
      last += 1
      return last
    }
  }
}
