import Foundation

/// The executor that stands in for the main executor while a scheduler run
/// has its hooks installed.
///
/// The runtime's main-executor hook returns this executor, so every
/// `@MainActor` job in the process is enqueued here. ``JobRouter`` keeps the
/// active run's jobs and forwards all others to the real main executor.
final class CapturingMainExecutor: SerialExecutor, @unchecked Sendable {
  func enqueue(_ job: consuming ExecutorJob) {
    JobRouter.shared.routeMain(UnownedJob(job))
  }

  func asUnownedSerialExecutor() -> UnownedSerialExecutor {
    UnownedSerialExecutor(ordinary: self)
  }

  /// Isolated when running a captured main-lane job, or on the real main
  /// thread (foreign `@MainActor` code asking while the hook is installed).
  func checkIsolated() {
    precondition(
      Thread.isMainThread || JobRouter.shared.isRunningMainLaneHere,
      "Incorrect actor executor assumption; expected the main actor.")
  }
}
