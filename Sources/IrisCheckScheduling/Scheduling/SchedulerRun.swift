import IrisCheckCore

/// What one ``DeterministicScheduler/run(_:)`` did.
public struct SchedulerRun<T> {
  /// The body's result, or `nil` when the body did not complete (see
  /// ``outcome``).
  public var value: T?
  /// How the run ended.
  public var outcome: SchedulerOutcome
  /// How many captured jobs ran.
  public var jobsRun: Int
  /// The index chosen at each decision point, in order.
  ///
  /// A decision point is a moment with two or more options (see
  /// ``DeterministicScheduler``'s **Ordering** and **Time**). Feeding the
  /// same indices back through `choose` replays the run exactly.
  public var decisions: [Int]
  /// The number of options at each decision point, parallel to
  /// ``decisions``: ready jobs allowed to run next, timers due at the same
  /// instant, 4 (whether a timer fires early) and 16 (after how many jobs),
  /// or 2 (whether main-actor jobs overtake a main-actor job's tail).
  public var readyCounts: [Int]
  /// The scheduler clock's time when the run ended.
  public var finalTime: VirtualClock.Instant
  /// Virtual time that passed during the run.
  public var elapsed: Duration
  /// Foreign jobs (not this run's) that the hooks saw and forwarded to the
  /// real executors during the run.
  public var foreignJobsForwarded: Int
  /// This run's jobs still queued when it stopped; they are never run.
  public var jobsAbandoned: Int
  /// This run's jobs that were enqueued from another thread than the one
  /// driving the run.
  ///
  /// Nonzero means code under test waited on something outside the scheduler
  /// (`Task.sleep`, a dispatch queue, real I/O): such jobs arrive at times
  /// the scheduler does not control, so the run may not be reproducible.
  public var jobsFromOtherThreads: Int
  /// Jobs of tasks parked in an earlier run and resumed during this one.
  ///
  /// They are never adopted (never run here): nonzero means a test left a
  /// task parked (a deadlock, a job limit) that this run's code woke.
  public var jobsFromEarlierRuns: Int = 0
  /// Clock sleepers of this run parked for good because it stopped early.
  public var sleepersAbandoned: Int = 0
  /// Whether a task the run created is still suspended at its end.
  ///
  /// Such a task is parked for good: waiting on a continuation, a task or a
  /// stream that nothing left in the run will resume. Only for a completed
  /// run.
  ///
  /// Seen for every task created with `Task {}` (directly or by another such
  /// task), `async let` or a task group, from the run's body; not for a task
  /// created with `Task.detached` or by one (the runtime gives no public
  /// sign that a task finished, and only tasks that inherit task-locals
  /// carry the run's mark). Says whether such a task remains, not which.
  public var tasksLeftSuspended = false
  /// Main-queue submissions of the run's code that the scheduler did not
  /// schedule (`DispatchQueue.main.asyncAfter`, `async(group:)`, `sync`),
  /// one sentence each, in order.
  ///
  /// Nonempty makes a run whose body returned end
  /// ``SchedulerOutcome/escaped(_:)``, never ``SchedulerOutcome/completed``.
  /// `DispatchQueue.main.async` blocks are not here: the run schedules them
  /// as main-actor jobs.
  public var mainQueueEscapes: [String] = []
  /// What, in this process, scheduled main-actor code sees unlike on a
  /// device, one sentence each.
  ///
  /// Empty where the scheduler's main-queue interposition is in effect
  /// (Linux, libdispatch and Foundation linked dynamically, as under
  /// `swift test`). Otherwise main-queue blocks escape
  /// unreported, `Thread.isMainThread` is `false` and
  /// `dispatchPrecondition(condition: .onQueue(.main))` traps in scheduled
  /// main-actor code, and this says so.
  public var deviceDifferences: [String] = []
  /// Who created whom among the run's tasks.
  var lineage = TaskLineage()
  /// The first job description that did not read as a task id, if any
  /// (the self-test's check).
  var unreadableJob: String?

  /// Every task of the run whose creator is known, and that creator: the
  /// task whose job was running when the task's first job was enqueued.
  ///
  /// The same answers ``DeterministicScheduler/spawner(of:)`` gave during
  /// the run. The root (`task #1`) has no spawner; neither has a task
  /// created inside a default actor's method (see
  /// ``DeterministicScheduler/spawner(of:)``).
  public var spawners: [ScheduledTask: ScheduledTask] { lineage.spawners }

  /// How many tasks the run had: its root and every task it created
  /// (``ScheduledTask`` numbers run from `1` to this).
  public var taskCount: Int { lineage.count }

  /// What else went wrong in the run, one sentence each, for a report.
  ///
  /// A runtime the scheduler cannot control, main-queue work that escaped
  /// the run (see ``mainQueueEscapes``), abandoned jobs (and the
  /// actors they were running, wedged for good), abandoned sleepers, tasks
  /// left suspended (see ``tasksLeftSuspended``), jobs from earlier runs or
  /// other threads. Empty for a clean run.
  public var anomalies: [String] {
    var found: [String] = []
    if case .unsupported(let error) = outcome { found.append(error.description) }
    found.append(contentsOf: mainQueueEscapes)
    if jobsAbandoned > 0 {
      found.append(
        "\(jobsAbandoned) job(s) abandoned at the stop: their tasks, and any actor they "
          + "were running, stay parked for good")
    }
    if sleepersAbandoned > 0 {
      found.append("\(sleepersAbandoned) clock sleeper(s) parked for good")
    }
    if tasksLeftSuspended {
      found.append(
        "a task the run created is still suspended at its end, parked for good (on a "
          + "continuation, a task or a stream nothing resumes)")
    }
    if jobsFromEarlierRuns > 0 {
      found.append(
        "\(jobsFromEarlierRuns) job(s) of tasks from an earlier run were resumed and dropped")
    }
    if jobsFromOtherThreads > 0 {
      found.append(
        "\(jobsFromOtherThreads) job(s) arrived from another thread: the run escaped the "
          + "scheduler")
    }
    return found
  }
}

extension SchedulerRun: Sendable where T: Sendable {}

/// How a scheduler run ended.
public enum SchedulerOutcome: Equatable, Sendable {
  /// The body returned and no job was ready any more (quiescence).
  case completed
  /// No job was ready and no sleeper was parked, but the body had not
  /// returned: something waits for a resumption that can never come.
  case deadlocked
  /// The run reached its job limit; queued jobs were abandoned.
  case jobLimitExceeded(Int)
  /// The body returned and no job was ready any more, but work the run's
  /// code submitted to the main queue escaped the scheduler: the string is
  /// the first such submission (``SchedulerRun/mainQueueEscapes`` lists
  /// them all). A device could have run that work at any point the run did
  /// not explore.
  case escaped(String)
  /// Nothing ran: this Swift runtime cannot be controlled (see
  /// ``DeterministicScheduler/selfTest()``); the error says why and names
  /// the toolchain.
  case unsupported(SchedulerHookError)
}

extension SchedulerOutcome: CustomStringConvertible {
  /// `completed`, `deadlocked`, `jobLimitExceeded(500)`, `escaped(…)` or
  /// `unsupported(…)`, with the escape or the error's message.
  public var description: String {
    switch self {
    case .completed: "completed"
    case .deadlocked: "deadlocked"
    case .jobLimitExceeded(let limit): "jobLimitExceeded(\(limit))"
    case .escaped(let escape): "escaped(\(escape))"
    case .unsupported(let error): "unsupported(\(error))"
    }
  }
}
