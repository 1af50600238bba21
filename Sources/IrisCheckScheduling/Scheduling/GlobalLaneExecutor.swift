import IrisCheckCore

/// The serial executor the scheduler runs global jobs on.
///
/// NB: running a global job on the generic executor (two zero words) lets the
/// runtime take fast paths that skip the enqueue hook: on Swift 6.3.1 a task
/// resumed by a continuation job reached the main executor only after the
/// run had ended, off the scheduler's queue. Running global jobs on this
/// executor instead keeps every resumption a visible enqueue. A task that
/// suspends while on the lane resumes here, so the lane captures such jobs
/// (or forwards them to the real global executor when no run is active).
final class GlobalLaneExecutor: SerialExecutor, @unchecked Sendable {
  func enqueue(_ job: consuming ExecutorJob) {
    JobRouter.shared.routeLane(UnownedJob(job))
  }

  func asUnownedSerialExecutor() -> UnownedSerialExecutor {
    UnownedSerialExecutor(ordinary: self)
  }
}
