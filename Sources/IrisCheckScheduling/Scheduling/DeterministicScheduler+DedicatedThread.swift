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
  /// **Task-locals.** The run's root task is created in the caller's task,
  /// so it carries the caller's task-local values: Swift Testing's current
  /// test (an `#expect` inside scheduled code is recorded against the
  /// calling test, and inside `forAll` fails the property), the current
  /// example (for `label` and `cover`) and a replay trait.
  ///
  /// Calling it from inside a run's body is a programming error: the nested
  /// run would wait for the outer one forever.
  /// - Parameter body: the work to run on the main actor; its tasks inherit
  ///   the run's tag and the caller's task-locals.
  /// - Returns: what ``run(_:)`` returns: the body's value (or `nil`), the
  ///   outcome, the decisions made and the final virtual time.
  public func runOnDedicatedThread<T: Sendable>(
    _ body: @escaping @MainActor @Sendable () async -> T
  ) async -> SchedulerRun<T> {
    let handshake = Handshake<T>(scheduler: self)
    // NB: the driver thread takes the run lock, then resumes us with its
    // identity before any hook is installed, so this resumption is not
    // captured.
    let driver = await withCheckedContinuation { ready in
      handshake.ready = ready
      let thread = Thread { handshake.drive() }
      thread.stackSize = 8 << 20
      thread.start()
    }
    return await withCheckedContinuation { done in
      handshake.done = done
      let tag = Self.nextTagLocked()
      let began = Self.begin(tag: tag, driver: driver.thread)
      if began == nil {
        let box = handshake.box
        // NB: created here, in the caller's task, so it inherits the
        // caller's task-locals; the hooks capture it by its tag.
        Task(priority: TaskPriority(rawValue: tag)) {
          box.store(await body())
        }
        JobRouter.shared.forgiveRootEnqueue()
      }
      handshake.start(began: began)
    }
  }
}

/// The driver thread's side of ``DeterministicScheduler/runOnDedicatedThread(_:)``.
///
/// NB: `@unchecked Sendable`: each field is written before the semaphore or
/// continuation that hands it to the other side.
private final class Handshake<T: Sendable>: @unchecked Sendable {
  let scheduler: DeterministicScheduler
  let box = ResultBox<T>()
  var ready: CheckedContinuation<DriverThread, Never>?
  var done: CheckedContinuation<SchedulerRun<T>, Never>?
  private var began: SchedulerHookError?
  private let started = DispatchSemaphore(value: 0)

  init(scheduler: DeterministicScheduler) {
    self.scheduler = scheduler
  }

  /// Called by the caller once the root task is spawned (or the hooks failed).
  func start(began: SchedulerHookError?) {
    self.began = began
    started.signal()
  }

  /// The driver thread's body.
  func drive() {
    DeterministicScheduler.exclusively {
      ready?.resume(returning: DriverThread(thread: pthread_self()))
      started.wait()
      let result = scheduler.finish(began: began, box: box)
      done?.resume(returning: result)
    }
  }
}

/// A driver thread's identity, carried back to the caller.
private struct DriverThread: @unchecked Sendable {
  let thread: pthread_t
}
