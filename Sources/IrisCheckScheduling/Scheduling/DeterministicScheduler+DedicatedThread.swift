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
  /// instead hands the run to a dedicated `Thread` (8 MiB stack) that drives
  /// it as ``run(_:)`` does and suspends the caller on a continuation until
  /// the run ends, so no pool thread is ever blocked. The run itself is the same: same hooks, same
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
  /// - Parameter body: the work to run on the main actor; its root task is
  ///   created in the caller's task, at its priority, with its task-locals.
  /// - Returns: what ``run(_:)`` returns: the body's value (or `nil`), the
  ///   outcome, the decisions made and the final virtual time.
  public func runOnDedicatedThread<T: Sendable>(
    _ body: @escaping @MainActor @Sendable () async -> T
  ) async -> SchedulerRun<T> {
    precondition(
      !JobRouter.shared.isDriverHere,
      "DeterministicScheduler.runOnDedicatedThread called from inside a run; runs cannot nest.")
    let handshake = Handshake<T>(scheduler: self, body: body)
    let ahead = queuesAhead
    let turn = RunTurn()
    return await withCheckedContinuation { done in
      handshake.park {
        DriverThread.shared.submit(ahead: ahead) { done.resume(returning: handshake.drive(turn)) }
      }
    }
  }
}

/// One run's root and the driver thread's side of it.
///
/// NB: `@unchecked Sendable`: `gate` is written before the
/// driver-thread hand-over that passes it on; `body`, which the driver
/// writes and the root reads once its gate opens, is under `lock`
/// (the root may go on running on its parking thread when the gate opens
/// before it has finished parking, and a continuation's resumption is not
/// an ordering ThreadSanitizer sees).
private final class Handshake<T: Sendable>: @unchecked Sendable {
  let box = ResultBox<T>()
  let scheduler: DeterministicScheduler
  var gate: CheckedContinuation<Void, Never>?
  private let lock = NSLock()
  private var storedBody: (@MainActor @Sendable () async -> T)?
  private var storedWitness: RunWitness?
  private var storedReleased = false

  /// The run's work; `nil` once the driver releases the root without a run.
  var body: (@MainActor @Sendable () async -> T)? {
    get { lock.withLock { storedBody } }
    set { lock.withLock { storedBody = newValue } }
  }

  init(scheduler: DeterministicScheduler, body: @escaping @MainActor @Sendable () async -> T) {
    self.scheduler = scheduler
    self.storedBody = body
  }

  /// Creates the root in the caller's task and parks it.
  ///
  /// NB: the root is created in the caller's task, so it inherits the
  /// caller's task-locals. It parks before any run lock is taken (waiting
  /// for it with the lock held could wait on a cooperative pool filled by
  /// callers blocked on that lock); where the runtime has `Task.immediate`
  /// it runs on the calling thread until it parks, so no pool thread is
  /// woken before the run (see ``RootStart``). The driver thread resumes it
  /// once the hooks are installed; that resumption is enqueued on the
  /// driver thread, so the run captures it.
  /// - Parameter parked: called once the root is parked.
  func park(_ parked: @escaping @Sendable () -> Void) {
    RootStart.start {
      await withCheckedContinuation { gate in
        self.gate = gate
        parked()
        ParkedRootProbe.didHandOver?({ self.isReleased })
      }
      // NB: released without a run (an unsupported runtime): nothing to do.
      guard let body = self.body else { return }
      // NB: the run's root, created here so it inherits the caller's
      // task-locals. Nonisolated, so its first job goes through the global
      // hook on whichever thread this resumption runs (the driver's, or,
      // when the driver resumed the gate before this task had finished
      // parking, the parking thread); `creatingRoot` makes the run capture
      // it either way, as task #1. The body's hop to the main actor then
      // happens on the driver. This task ends here: the root stores the
      // value. The root, not this task, takes the witness: on the parking
      // thread this task may still be running when the run ends, and a
      // reference it held would read as a task left suspended.
      JobRouter.shared.creatingRoot {
        Task { self.box.store(await self.takeWitness().binding(body)) }
      }
      ParkedRootProbe.didCreateRoot?()
    }
  }

  /// The run's witness, handed over once: the handshake keeps no
  /// reference, so the driver's is the only one besides the run's tasks'.
  private func takeWitness() -> RunWitness {
    lock.withLock {
      defer { storedWitness = nil }
      guard let witness = storedWitness else { preconditionFailure("a root without a witness") }
      return witness
    }
  }

  /// Whether the driver has opened the root's gate.
  private var isReleased: Bool { lock.withLock { storedReleased } }

  /// The driver thread's body: take the run lock, install the hooks,
  /// release the parked root into the run, run it to its end.
  /// - Parameter turn: records the time the caller waited for the run.
  func drive(_ turn: RunTurn? = nil) -> SchedulerRun<T> {
    if let error = DeterministicScheduler.selfTestVerdict {
      body = nil
      gate?.resume()
      return scheduler.unsupported(error)
    }
    guard case .success(let hooks) = RuntimeHooks.variables else {
      preconditionFailure("DeterministicScheduler: a run without hooks")
    }
    return DeterministicScheduler.exclusively(turn) {
      var witness = RunWitness()
      lock.withLock { storedWitness = witness }
      let router = JobRouter.shared
      router.begin(hooks: hooks)
      // NB: resumed here, the parked root's next job is enqueued on the
      // driver: the run runs it (it only creates the run's root) without
      // counting it among the run's tasks.
      router.releasingCallersRoot { gate?.resume() }
      lock.withLock { storedReleased = true }
      // NB: the root's first captured job may come from the parking
      // thread (see above); wait until it is queued, or the run would
      // find nothing to do and end at once.
      while router.capturedCount == 0 { sched_yield() }
      return scheduler.finish(box: box, hooks: hooks, witness: &witness)
    }
  }
}

/// Pause points in a dedicated-thread run's parked root, for a test that
/// keeps the root on the thread it parked from: the path where the driver
/// opens the gate before the root has finished parking.
///
/// Task-locals, which the parked root inherits from the caller.
enum ParkedRootProbe {
  /// Called on the root's thread once it has handed itself to the driver,
  /// before it parks.
  ///
  /// Its argument says whether the driver has opened this root's gate.
  @TaskLocal static var didHandOver: (@Sendable (_ isReleased: @Sendable () -> Bool) -> Void)?
  /// Called on the root's thread once it has created the run's root task.
  @TaskLocal static var didCreateRoot: (@Sendable () -> Void)?
}
