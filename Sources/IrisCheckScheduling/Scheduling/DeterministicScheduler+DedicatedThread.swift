import Foundation
import IrisCheckCore

extension DeterministicScheduler {
  /// Runs `body` to quiescence, as ``run(_:)`` does, from a thread of its own,
  /// and resumes the caller with the result: the way to drive a scheduler
  /// from `async` code such as a Swift Testing `@Test func`.
  ///
  /// ``run(_:)`` blocks its calling thread for the whole run, and before it
  /// while it waits for another run in the process to end. Called from
  /// `async` code, that thread is one of the cooperative pool's few threads
  /// (two on a two-core machine): a handful of suites waiting for the run lock
  /// would fill the pool and stall every other test's async work. This method
  /// instead starts a dedicated `Thread` (8 MiB stack) that calls ``run(_:)``
  /// and suspends the caller on a continuation until the run ends, so no pool
  /// thread is ever blocked. The run itself is the same: same hooks, same
  /// ordering, same decisions for the same `choose`.
  ///
  /// ```swift
  /// @Test func linkLandsOnThread() async {
  ///   let scheduler = DeterministicScheduler(seed: 7)
  ///   let run = await scheduler.runOnDedicatedThread { () -> Int in
  ///     let coordinator = AppCoordinator(clock: scheduler.clock)
  ///     coordinator.open(link)
  ///     return coordinator.stackDepth
  ///   }
  ///   #expect(run.outcome == .completed)
  /// }
  /// ```
  ///
  /// Calling it from inside a run's body is a programming error: the nested
  /// run would wait for the outer one forever.
  /// - Parameter body: the work to run on the main actor; its tasks inherit
  ///   the run's tag.
  /// - Returns: what ``run(_:)`` returns: the body's value (or `nil`), the
  ///   outcome, the decisions made and the final virtual time.
  public func runOnDedicatedThread<T: Sendable>(
    _ body: @escaping @MainActor @Sendable () async -> T
  ) async -> SchedulerRun<T> {
    let driver = UncheckedScheduler(scheduler: self)
    return await withCheckedContinuation { continuation in
      let thread = Thread {
        continuation.resume(returning: driver.scheduler.run(body))
      }
      thread.stackSize = 8 << 20
      thread.start()
    }
  }
}

/// Carries the scheduler, which is not `Sendable`, to the driver thread.
///
/// NB: sound because the caller is suspended until the thread is done with it.
private struct UncheckedScheduler: @unchecked Sendable {
  let scheduler: DeterministicScheduler
}
