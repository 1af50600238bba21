import IrisCheckCore

/// The executor that stands in for the main executor while a scheduler run
/// has its hooks installed.
///
/// The runtime's main-executor hook returns this executor to code running on
/// the run's driver thread, so the run's `@MainActor` jobs are enqueued here.
/// A job can still arrive from another thread (a task that suspended on this
/// executor, resumed from elsewhere, even after its run); ``JobRouter``
/// keeps the active run's jobs and forwards all others to the real main
/// executor.
final class CapturingMainExecutor: SerialExecutor, @unchecked Sendable {
  func enqueue(_ job: consuming ExecutorJob) {
    JobRouter.shared.routeMain(UnownedJob(job))
  }

  func asUnownedSerialExecutor() -> UnownedSerialExecutor {
    UnownedSerialExecutor(ordinary: self)
  }

  /// Isolated only while running a captured main-lane job.
  func checkIsolated() {
    precondition(
      JobRouter.shared.isRunningMainLaneHere,
      "Incorrect actor executor assumption; expected the scheduler's main actor.")
  }
}
