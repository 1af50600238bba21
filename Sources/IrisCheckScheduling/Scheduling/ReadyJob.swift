/// Where a captured job must run.
enum JobLane: Sendable {
  /// A `@MainActor` job: runs on ``CapturingMainExecutor``.
  case main
  /// A global job (a new task, a nonisolated resumption, a default actor's
  /// processing job): runs on ``GlobalLaneExecutor``.
  case global
}

/// A job the scheduler captured, waiting for its turn.
struct ReadyJob {
  /// The job itself.
  let job: UnownedJob
  /// Where it runs.
  let lane: JobLane
  /// Its address (see ``JobIdentity/address(of:)``).
  let address: UnsafeRawPointer
  /// Its task's slot in the run (see ``RunTaskTable``).
  let slot: Int32
}

/// What the router counted during one run.
struct RunTally {
  /// The run's jobs still queued at its end.
  var abandoned = 0
  /// Foreign jobs forwarded to the real executors.
  var forwarded = 0
  /// The run's jobs enqueued from a thread other than the driver.
  var offThread = 0
  /// Jobs of tasks from earlier runs, dropped instead of adopted.
  var stale = 0
  /// Who created whom among the run's tasks.
  var lineage = TaskLineage()
  /// The first job description that did not read as a task id, if any.
  var unreadable: String?
}

/// What the scheduler calls around each main-lane job, inside its
/// main-actor isolation (see ``DeterministicScheduler``'s initialiser).
struct MainJobObserver {
  /// Called before the job runs, with its task.
  let willRun: (@MainActor (ScheduledTask?) -> Void)?
  /// Called after the job ran, with its task.
  let didRun: (@MainActor (ScheduledTask?) -> Void)?
}
