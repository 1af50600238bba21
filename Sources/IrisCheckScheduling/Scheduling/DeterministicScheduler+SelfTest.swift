import IrisCheckCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension DeterministicScheduler {
  /// Checks that this Swift runtime lets the scheduler capture every job
  /// and tell a run's tasks apart.
  ///
  /// The check runs once per process, before the first run (the first
  /// ``run(_:)`` or ``runOnDedicatedThread(_:)`` starts it, or a call to this
  /// method does), and its result is kept: a runtime that fails it fails
  /// every run, with ``SchedulerOutcome/unsupported(_:)`` carrying the same
  /// error, whose message names the missing piece and the toolchain.
  ///
  /// It looks up the runtime's hook variables, then runs a small program
  /// that exercises every kind of job the scheduler must capture (a
  /// `@MainActor` task, a `Task.yield()` resumption, a plain actor's
  /// method, an `async let` child, a clock sleep) and checks that it
  /// completes at quiescence, on the calling thread, with virtual time
  /// advanced, and that the main-actor task is known as a task the root
  /// created (which needs the task ids `UnownedJob.description` prints).
  /// - Throws: ``SchedulerHookError`` naming what this runtime lacks.
  public static func selfTest() throws(SchedulerHookError) {
    if let error = selfTestVerdict { throw error }
  }

  /// The self-test's result, found once per process: `nil` when it passed.
  static let selfTestVerdict: SchedulerHookError? = runSelfTest()

  /// Runs the self-test (see ``selfTest()``).
  /// - Returns: what failed, or `nil`.
  static func runSelfTest() -> SchedulerHookError? {
    if case .failure(let error) = RuntimeHooks.variables { return error }
    let scheduler = DeterministicScheduler(maxJobs: 1_000)
    let clock = scheduler.clock
    let driver = ThreadID.current
    let run = scheduler.runUnchecked { () -> [Bool] in
      let probe = SelfTestProbe()
      let root = DeterministicScheduler.currentTask
      let mainTask = Task { @MainActor in
        (ThreadID.current == driver, DeterministicScheduler.currentTask)
      }
      await Task.yield()
      async let child = ThreadID.current == driver
      let onActor = await probe.thread() == driver
      try? await clock.sleep(for: .seconds(1))
      let (mainOnDriver, mainTaskIs) = await mainTask.value
      let known = root != nil && mainTaskIs.flatMap(DeterministicScheduler.spawner(of:)) == root
      return [mainOnDriver, onActor, await child, ThreadID.current == driver, known]
    }
    if let text = run.unreadableJob { return .unreadableJobs(text) }
    guard run.outcome == .completed, let checks = run.value else {
      return .notCaptured("the self-test program (outcome: \(run.outcome))")
    }
    let names = [
      "a @MainActor task", "a plain actor's job", "an async let child", "the body",
      "a task created by the root (tasks were not told apart)",
    ]
    for (passed, name) in zip(checks, names) where !passed {
      return .notCaptured(name)
    }
    guard run.elapsed == .seconds(1) else { return .notCaptured("a clock sleep") }
    return nil
  }
}

/// A plain actor: its jobs go through the global hook.
private actor SelfTestProbe {
  func thread() -> ThreadID { .current }
}

/// The identity of an OS thread, comparable across tasks.
struct ThreadID: Equatable, Sendable {
  private let raw: String

  /// The calling thread.
  static var current: ThreadID { ThreadID(raw: "\(pthread_self())") }
}
