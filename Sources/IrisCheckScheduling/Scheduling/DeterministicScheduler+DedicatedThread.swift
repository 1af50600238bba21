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
  /// instead hands the run to a dedicated `Thread` (8 MiB stack) that calls
  /// ``run(_:)`` and suspends the caller on a continuation until the run ends, so no pool
  /// thread is ever blocked. The run itself is the same: same hooks, same
  /// ordering, same decisions for the same `choose`. The thread is started
  /// once and drives every such run in the process, one at a time.
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
  /// **Task-locals.** The run's root task is created in the caller's task,
  /// so it carries the caller's task-local values: Swift Testing's current
  /// test (an `#expect` inside scheduled code is recorded against the
  /// calling test, and inside `forAll` fails the property), the current
  /// example (for `label` and `cover`) and a replay trait.
  ///
  /// Calling it from inside a run's body is a programming error and traps:
  /// the nested run would wait for the outer one forever.
  /// - Parameter body: the work to run on the main actor; its tasks inherit
  ///   the run's tag and the caller's task-locals.
  /// - Returns: what ``run(_:)`` returns: the body's value (or `nil`), the
  ///   outcome, the decisions made and the final virtual time.
  public func runOnDedicatedThread<T: Sendable>(
    _ body: @escaping @MainActor @Sendable () async -> T
  ) async -> SchedulerRun<T> {
    precondition(
      !JobRouter.shared.isDriverHere,
      "DeterministicScheduler.runOnDedicatedThread called from inside a run; runs cannot nest.")
    let handshake = Handshake<T>(scheduler: self)
    return await withCheckedContinuation { done in
      handshake.done = done
      // NB: the root is created here, in the caller's task, so it inherits
      // the caller's task-locals. `Task.immediate` runs it on this thread
      // until it parks, before any run lock is taken (waiting for it with
      // the lock held could wait on a cooperative pool filled by callers
      // blocked on that lock), and it hands the run to the driver thread as
      // it parks: no pool thread is woken before the run. The driver thread
      // resumes it once the hooks are installed; that resumption is enqueued
      // on the driver thread, so the run captures it.
      Task.immediate {
        await withCheckedContinuation { gate in
          handshake.gate = gate
          DriverThread.shared.submit { handshake.drive() }
        }
        // NB: nonisolated, so its first job goes through the global hook and
        // is captured by its tag on whichever thread this resumption runs
        // (the driver's, or, when the driver resumed the gate before this
        // task had finished parking, the parking thread); the body's hop to
        // the main actor then happens on the driver.
        let tag = TaskPriority(rawValue: handshake.tag)
        let value = await Task(priority: tag) { await body() }.value
        handshake.box.store(value)
      }
    }
  }
}

/// The driver thread's side of ``DeterministicScheduler/runOnDedicatedThread(_:)``.
///
/// NB: `@unchecked Sendable`: each field is written before the continuation
/// that hands it to the other side is resumed.
private final class Handshake<T: Sendable>: @unchecked Sendable {
  let scheduler: DeterministicScheduler
  let box = ResultBox<T>()
  var gate: CheckedContinuation<Void, Never>?
  var done: CheckedContinuation<SchedulerRun<T>, Never>?
  var tag: UInt8 = DeterministicScheduler.priorityTag.rawValue

  init(scheduler: DeterministicScheduler) {
    self.scheduler = scheduler
  }

  /// The driver thread's body: take the run lock, install the hooks,
  /// release the parked root into the run, run it to its end.
  func drive() {
    DeterministicScheduler.exclusively {
      tag = DeterministicScheduler.nextTagLocked()
      JobRouter.shared.begin(tag: tag, driver: pthread_self())
      gate?.resume()
      // NB: the root's first captured job may come from the parking
      // thread (see above); wait until it is queued, or the run would
      // find nothing to do and end at once.
      while JobRouter.shared.counts.captured == 0 { sched_yield() }
      JobRouter.shared.forgetRootEnqueueThread()
      let result = scheduler.finish(box: box)
      done?.resume(returning: result)
    }
  }
}
