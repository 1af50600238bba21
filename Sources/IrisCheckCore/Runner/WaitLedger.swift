import Foundation

/// The time a property spent queued for a resource the whole process
/// shares, which the engine's time budgets leave out.
///
/// A budget in wall-clock time (``Configuration/shrinkTimeLimit``,
/// ``Configuration/timeLimit``) is meant to bound the work a property does.
/// Work that must wait its turn (a deterministic scheduler runs one run at a
/// time, for every test of the process) would otherwise spend the budget in
/// the queue: with many suites running in parallel, a shrink stopped early
/// and its counterexample depended on how busy the process was. The engine
/// binds a ledger to ``current`` while it evaluates a property; whatever
/// queues the property's work adds the time it waited.
package final class WaitLedger: @unchecked Sendable {
  /// The ledger of the evaluation running in this task, if any.
  @TaskLocal package static var current: WaitLedger?

  // NB: `@unchecked Sendable`: `total` only under `lock`.
  private let lock = NSLock()
  private var total: Duration = .zero

  /// Creates an empty ledger.
  package init() {}

  /// Adds time spent waiting.
  package func add(_ wait: Duration) {
    lock.withLock { total += wait }
  }

  /// The time waited so far.
  package var waited: Duration {
    lock.withLock { total }
  }
}

/// Wall-clock time less the time waited in a ``WaitLedger``: the clock of
/// the engine's time budgets.
package struct BudgetClock: Sendable {
  /// What waits are recorded in while the budget runs.
  package let ledger = WaitLedger()
  private let clock = ContinuousClock()
  private let start: ContinuousClock.Instant

  /// Starts the clock at zero.
  package init() {
    start = clock.now
  }

  /// The time spent since the clock started, waits left out.
  package var elapsed: Duration {
    clock.now - start - ledger.waited
  }

  /// Runs `body` with ``ledger`` as the task's ``WaitLedger/current``.
  package nonisolated(nonsending) func measuring<T>(
    _ body: nonisolated(nonsending) () async -> T
  ) async -> T {
    await WaitLedger.$current.withValue(ledger) { await body() }
  }
}
