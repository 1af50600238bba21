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
  /// Where it was enqueued from (see ``JobOrigin``).
  let origin: JobOrigin
}

/// Which job enqueued a job, for the one reordering the main actor allows:
/// a global job enqueued by a main-actor job runs, on a device, alongside
/// the rest of that job, so what it sends to the main actor may get there
/// before what the main-actor job sends afterwards (see
/// ``DeterministicScheduler``'s **Ordering**).
struct JobOrigin {
  /// The run's number for the job during which this one was enqueued, or
  /// `-1` when none ran (the driver between jobs, another thread).
  let job: Int
  /// For a main-lane job enqueued during a main-lane job: how many main-lane
  /// jobs that job had enqueued before it; else `-1`.
  let mainOrder: Int32
  /// The main-lane job a global job runs alongside, if any: its number.
  ///
  /// `-1` for none. A global job enqueued during a main-lane job runs
  /// alongside it, and so does the same task's next global job (a task's
  /// hops between global jobs are one stretch of work on a device).
  let racePartner: Int
  /// For a global job with a ``racePartner``: how many main-lane jobs the
  /// partner had enqueued before this job's stretch began (the later ones
  /// are its *tail*); else `-1`.
  let raceAfter: Int32

  /// A job enqueued outside any job.
  static let none = JobOrigin(job: -1, mainOrder: -1, racePartner: -1, raceAfter: -1)
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
  /// The run's main-queue submissions that escaped it, in order.
  var escapes: [MainQueueEscape] = []
}

/// What the scheduler calls around each main-lane job, inside its
/// main-actor isolation (see ``DeterministicScheduler``'s initialiser).
///
/// NB: the observers are kept as nonisolated functions, for the driver to
/// call between a main-lane job's start and end on its thread, where the
/// scheduler's main-actor isolation holds by construction:
/// `MainActor.assumeIsolated` around each call, two per main-lane job, cost
/// about 3 % of a Mailbox schedule (its executor check, a closure context).
/// The conversion is the one `assumeIsolated` makes once its check passed.
struct MainJobObserver {
  /// Called before the job runs, with its task.
  let willRun: ((ScheduledTask?) -> Void)?
  /// Called after the job ran, with its task.
  let didRun: ((ScheduledTask?) -> Void)?

  init(
    willRun: (@MainActor (ScheduledTask?) -> Void)?, didRun: (@MainActor (ScheduledTask?) -> Void)?
  ) {
    self.willRun = willRun.map { unsafeBitCast($0, to: ((ScheduledTask?) -> Void).self) }
    self.didRun = didRun.map { unsafeBitCast($0, to: ((ScheduledTask?) -> Void).self) }
  }
}
