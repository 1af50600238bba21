import IrisCheckCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension DeterministicScheduler {
  /// Checks that this Swift runtime still lets the scheduler capture jobs.
  ///
  /// Runs a small program that exercises every kind of job the scheduler
  /// must capture (a `@MainActor` task, a `Task.yield()` resumption, a plain
  /// actor's method, an `async let` child, a clock sleep) and checks that it
  /// completes at quiescence, on the calling thread, with virtual time
  /// advanced. Call it first in any suite that relies on the scheduler: when
  /// the concurrency runtime's ABI changes, this is the test that says so.
  /// - Throws: ``SchedulerHookError`` naming the kind of job that escaped.
  public static func selfTest() throws(SchedulerHookError) {
    let scheduler = DeterministicScheduler(maxJobs: 1_000)
    let clock = scheduler.clock
    let driver = ThreadID.current
    let run = scheduler.run { () -> [Bool] in
      let probe = SelfTestProbe()
      let mainTask = Task { @MainActor in ThreadID.current == driver }
      await Task.yield()
      async let child = ThreadID.current == driver
      let onActor = await probe.thread() == driver
      try? await clock.sleep(for: .seconds(1))
      return [await mainTask.value, onActor, await child, ThreadID.current == driver]
    }
    guard run.outcome == .completed, let checks = run.value else {
      throw .notCaptured("the self-test program (outcome: \(run.outcome))")
    }
    let names = ["a @MainActor task", "a plain actor's job", "an async let child", "the body"]
    for (passed, name) in zip(checks, names) where !passed {
      throw .notCaptured(name)
    }
    guard run.elapsed == .seconds(1) else { throw .notCaptured("a clock sleep") }
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
