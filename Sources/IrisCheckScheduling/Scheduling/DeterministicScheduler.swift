import Foundation
import IrisCheckCore

/// Runs async work with every job under its control, one job at a time, in
/// an order it decides, until nothing more can happen.
///
/// ## Ordering
///
/// - **Job.** A job is one synchronous slice of a task between two
///   suspension points: a new task's first slice, a resumption after an
///   `await` (of a continuation, a task, a clock sleep, `Task.yield()`), or a
///   default `actor`'s processing job (which may run several queued actor
///   methods back to back). `@MainActor` jobs and global jobs (nonisolated
///   code, task-group children, plain actors) are both captured.
/// - **Ready queue and choices (the device model).** Captured jobs wait in
///   one queue in enqueue order. The scheduler offers only orders a real
///   device can produce:
///   - the main actor is one serial FIFO queue, so only the *oldest* ready
///     `@MainActor` job is ever an option: main-actor jobs run in the order
///     they entered the main queue, whatever the choices;
///   - every ready global job (nonisolated code, task-group children, a
///     default actor's processing job, which runs that actor's queue in
///     order) is an option: the global pool is truly concurrent;
///   - a global job enqueued by a `@MainActor` job runs, on a device,
///     alongside the rest of that job (and so does the same task's next
///     global job: a task's hops on the global pool are one stretch of
///     work), so what it sends to the main actor may enter the main queue
///     before what the `@MainActor` job sent after starting it. Jobs are
///     atomic here, so after such a global job has run and sent main-actor
///     jobs while that tail is still queued, one decision among 2 says
///     whether they go ahead of it (`1`) or not (`0`, FIFO). Only that tail
///     is overtaken, and the main queue stays FIFO from there on;
///   - timers fire early or in an order chosen the same way (see **Time**).
///   When two or more options exist, `choose(optionCount)` picks one; the
///   options are listed oldest first, so index 0 is the oldest and the
///   default `{ _ in 0 }` is FIFO. An index outside `0..<optionCount` is
///   reduced modulo `optionCount`. With a single option `choose` is not
///   called (nothing is drawn). Every choice is recorded in
///   ``SchedulerRun/decisions``, so the same choices replay the same run.
/// - **Time.** When no job is ready, the scheduler advances ``clock`` to its
///   earliest deadline, which resumes those sleepers; when several are due
///   at that instant, `choose` orders them. A device's timer also fires
///   while other work is busy (a timeout overtaking slow work), so each
///   timer (a ``VirtualClock/sleep(until:tolerance:)``) gets, the first time
///   it is the earliest while jobs are ready, one decision among 4 whether
///   it fires before that work is done (only `3` says yes, so a uniform
///   chooser says yes one time in four, and FIFO never) and, if so, one
///   among ``earlyTimerWindow`` (default 16) for how many more jobs run
///   first; then time moves to its deadline with those jobs still ready. A
///   timer can so fire anywhere in the first ``earlyTimerWindow`` jobs of a
///   stretch of ready work: raise it (or give it to the schedule, see
///   ``Schedule/earlyTimerWindow``) when the code under test runs longer
///   stretches between its timers. Asking once per timer, not at
///   every job, keeps the orders where work finishes before its timers as
///   likely as they are on a device. A ``VirtualClock/settle(for:)`` never
///   fires while a job is ready: it is how a test waits for the program to
///   settle.
/// - **Quiescence.** A run ends when no job is ready and no sleeper is parked
///   (once the body has returned, the timers of the tasks an app started as
///   it was made, such as a poller's, do not count).
///   If the body has returned, the run is ``SchedulerOutcome/completed``;
///   otherwise ``SchedulerOutcome/deadlocked`` (a continuation nobody will
///   resume). A run that reaches `maxJobs` stops with
///   ``SchedulerOutcome/jobLimitExceeded(_:)``.
///
/// - **Lanes.** `@MainActor` jobs run on the scheduler's stand-in main
///   executor; global jobs run on a private serial executor, not the generic
///   one (on Swift 6.3.1 the generic one let a resumption slip past the
///   hooks), so a hop into nonisolated code may cost one extra job. Job
///   counts are therefore an implementation detail: compare them only
///   between runs of the same program.
///
/// ```swift
/// let scheduler = DeterministicScheduler { readyCount in readyCount - 1 }
/// let clock = scheduler.clock
/// let run = scheduler.run {
///   try? await clock.sleep(for: .seconds(10))  // ends at quiescence
///   return "done"
/// }
/// // run.value == "done", run.elapsed == .seconds(10), run.outcome == .completed
/// ```
///
/// > Important: Code under test must wait only on things the scheduler
/// > controls: ``clock`` sleeps, continuations resumed by captured jobs,
/// > tasks and actors, and `DispatchQueue.main.async` blocks (see **The
/// > main queue**). `Task.sleep` (not routed through the delay hooks on
/// > 6.3.1), other dispatch queues, real I/O and threads escape the
/// > scheduler: their wake-ups come at times it does not control, and a run
/// > may end (as deadlocked) before they arrive.
///
/// ## The main queue
///
/// On Linux, with libdispatch and Foundation linked dynamically (as under
/// `swift test`), the package interposes the main queue's libdispatch
/// functions and Foundation's main-thread check (see `MainQueueCapture`):
/// - a block the run's code submits with `DispatchQueue.main.async` is a
///   main-actor job of the run, in a task of its own created by the
///   submitting job's task (so it takes its place in the main actor's FIFO
///   order, is explored and replayed);
/// - inside the run's `@MainActor` jobs `Thread.isMainThread` is `true` and
///   `dispatchPrecondition(condition: .onQueue(.main))` passes; in its
///   other jobs both say "not main", as on a device;
/// - `asyncAfter`, `async(group:)` and `sync` on the main queue are not
///   scheduled: the run ends ``SchedulerOutcome/escaped(_:)`` and
///   ``SchedulerRun/mainQueueEscapes`` names them.
/// Where the interposition is not in effect, ``SchedulerRun/deviceDifferences``
/// says so on every run.
///
/// ## Process-wide hooks and foreign jobs
///
/// For the length of a run the scheduler installs the runtime's
/// global-enqueue and main-executor hooks (the variables the concurrency
/// runtime exports for this; stored atomically), then restores the previous
/// ones. `run` blocks the calling (driver) thread and runs every captured
/// job on it, so while a run is active nothing else executes there. Hooks
/// are process-wide and Swift Testing runs suites in parallel, so the
/// scheduler sorts jobs by their task, never by priority (the root runs at
/// the caller's priority):
/// - A job enqueued on the driver thread is the run's (new tasks of any
///   priority, `Task.detached`, resumptions, actor jobs, clock wake-ups
///   all are), unless its task was created before the run's root: a task
///   parked in an earlier run and resumed by this run's code is never
///   adopted, only counted (``SchedulerRun/jobsFromEarlierRuns``).
/// - A job enqueued on another thread is the run's only if it is a task the
///   run already knows, resumed from elsewhere
///   (``SchedulerRun/jobsFromOtherThreads`` counts those, and nonzero means
///   the run escaped the scheduler).
/// - Every other job is foreign: forwarded untouched to the executor it was
///   headed for (``SchedulerRun/foreignJobsForwarded`` counts them), through
///   the runtime's own enqueue or `MainActor.shared.enqueue`.
/// - The main-executor hook answers the capturing executor only on the
///   driver thread; foreign code still sees the real main executor, so its
///   `@MainActor` jobs never pass through the scheduler.
///
/// A task is told apart by its jobs' address and the id
/// `UnownedJob.description` prints (see ``ScheduledTask``);
/// ``selfTest()``, run once per process before the first run, checks that
/// this runtime has the hooks and prints ids, and every run fails
/// (``SchedulerOutcome/unsupported(_:)``) when it does not. 200 runs of a
/// seeded program under concurrent task-group load give identical traces.
///
/// ## The real main actor during a run
///
/// A run's `@MainActor` code runs on the driver thread, so, for the length
/// of a run, the real main actor runs nothing else (see `MainActorLease`):
/// a caller on the main actor holds it by being blocked in the run; for any
/// other caller the scheduler first occupies the main queue with a block
/// that waits until the run ends (``runOnDedicatedThread(_:)`` keeps it for
/// runs submitted back to back). So scheduled main-actor code and the rest
/// of the process's main-actor code (a parallel test, a UI callback) never
/// touch main-actor state at the same time.
///
/// > Important: The main queue must be serviced for a run to start from a
/// > caller off the main actor, as it is in test runners, apps, `async`
/// > executables and anything running a run loop or `dispatchMain()`. Do
/// > not block the main thread waiting for a run started on another thread.
///
/// ## Tasks and who created them
///
/// The scheduler tells a run's tasks apart by their jobs (see
/// ``ScheduledTask``: `task #1` is the root, the others are numbered as the
/// run first sees them). ``currentTask`` is the task whose job is running,
/// ``spawner(of:)`` the task that created another, and
/// ``SchedulerRun/spawners`` keeps those answers after the run. So a
/// harness can map the work it sees to the code that started it: for
/// example, read ``currentTask`` inside a trace handler to learn which task
/// a flow runs on, then, in a main-job observer, see that a write came from
/// a task whose spawner is that flow's task.
///
/// ## Observing main-actor jobs
///
/// `willRunMainJob` and `didRunMainJob` (given to the initialiser) are
/// called on the driver thread right before and right after every
/// `@MainActor` job of a run, with the job's task, inside the scheduler's
/// main-actor isolation: `MainActor.assumeIsolated` holds in them, and they
/// may read and write the program's main-actor state (to snapshot it before
/// and after a job of a given task). ``currentTask`` in them is that job's
/// task. They must not block or start a run; a task they create belongs to
/// the run, created by the job's task. With neither set, a run does no
/// work for them.
///
/// Only one run exists at a time per process: `run` waits for the previous
/// one. Jobs still queued when a run stops (job limit) are abandoned, never
/// run, so they cannot leak into later tests; tasks parked in a deadlock or
/// on the clock stay parked for good (the clock forgets a stopped run's
/// sleepers, so a later run on the same clock cannot wake them). Their
/// memory is never reclaimed: a stopped run is a failed test anyway.
public final class DeterministicScheduler {
  /// The default bound on jobs per run.
  public static let defaultMaxJobs = 100_000

  /// The clock whose sleepers the scheduler wakes when nothing else can run.
  public let clock: VirtualClock
  /// The most jobs one run may execute before it stops.
  public let maxJobs: Int
  /// The default ``earlyTimerWindow``: 16 jobs.
  ///
  /// Small enough that a drawn timeout usually lands among the first jobs
  /// of a stretch, where shrinking finds it; long stretches need more.
  public static let defaultEarlyTimerWindow = 16
  /// How far into a stretch of ready work a timer may fire early: when a
  /// timer is planned to fire before the ready work is done, the number of
  /// jobs that run first is drawn among this many options (`0` to
  /// `earlyTimerWindow - 1`).
  ///
  /// Defaults to ``defaultEarlyTimerWindow``, or to the schedule's
  /// ``Schedule/earlyTimerWindow`` for a scheduler made from one. Values
  /// below 1 count as 1 (a timer that fires early fires before any more
  /// job). Set it before a run, not during one.
  public var earlyTimerWindow = DeterministicScheduler.defaultEarlyTimerWindow
  /// Whether ``runOnDedicatedThread(_:)`` queues this run ahead of the
  /// longer runs already waiting for the driver thread: for a run of a few
  /// jobs, such as one judgement, that a property's shrinking repeats
  /// hundreds of times under a wall-clock budget.
  package var queuesAhead = false
  /// Work for the main actor once a run reaches quiescence.
  ///
  /// It runs in a task of its own (created by no task of the run), once per
  /// run and not counted against ``maxJobs``; the run then goes on to
  /// quiescence again. How a harness reads the state a run settled in.
  package var atQuiescence: (@MainActor @Sendable () -> Void)?
  private let choose: (_ optionCount: Int) -> Int
  /// The main-lane job observers, or `nil` when neither is set.
  private let observer: MainJobObserver?

  private static let runLock = NSLock()

  /// Creates a scheduler.
  /// - Parameters:
  ///   - clock: the virtual clock code under test sleeps on; defaults to a
  ///     new clock at zero.
  ///   - maxJobs: the most jobs one run may execute; defaults to
  ///     ``defaultMaxJobs``.
  ///   - choose: given the number of options (at least 2; see **Ready
  ///     queue and choices**), returns the index of the one to take, oldest
  ///     first; defaults to `0` (FIFO).
  ///   - willRunMainJob: called before every `@MainActor` job of a run, with
  ///     the job's task (see ``ScheduledTask``); defaults to none. See
  ///     **Observing main-actor jobs**.
  ///   - didRunMainJob: called after every `@MainActor` job of a run, with
  ///     the job's task; defaults to none.
  public init(
    clock: VirtualClock = VirtualClock(),
    maxJobs: Int = DeterministicScheduler.defaultMaxJobs,
    choose: @escaping (_ optionCount: Int) -> Int = { _ in 0 },
    willRunMainJob: (@MainActor (ScheduledTask?) -> Void)? = nil,
    didRunMainJob: (@MainActor (ScheduledTask?) -> Void)? = nil
  ) {
    self.clock = clock
    self.maxJobs = maxJobs
    self.choose = choose
    self.observer =
      willRunMainJob == nil && didRunMainJob == nil
      ? nil : MainJobObserver(willRun: willRunMainJob, didRun: didRunMainJob)
  }

  /// The task whose job the calling thread is running under the active run.
  ///
  /// `nil` on any other thread, between jobs, while a job that is no
  /// task's runs (a default actor's processing job: inside a plain
  /// `actor`'s methods), and when no run is active. Inside scheduled
  /// `@MainActor` or nonisolated code, and inside the main-job observers,
  /// it is the task of the job being run.
  public static var currentTask: ScheduledTask? {
    JobRouter.shared.currentTask
  }

  /// How many tasks the active run has numbered so far; `0` when no run is
  /// active.
  ///
  /// A task created after a read of `n` has a ``ScheduledTask/number`` above `n`.
  package static var tasksSeen: Int { JobRouter.shared.tasksSeen }

  /// The active run's number for the job running, counting from 0.
  ///
  /// `-1` outside a job of the active run. A mark for ``waitedForTime(since:)``.
  package static var runningJob: Int { JobRouter.shared.runningJob }

  /// Whether the running job waited for time to pass since job `mark`.
  ///
  /// It did when a timer that fired after `mark` (a value of
  /// ``runningJob``) made it ready, or made ready a job during which it was
  /// enqueued, and so on back: a task that slept, or awaited a task that
  /// slept, did; one that only hopped (a `Task { }`, a stream's next
  /// element) did not.
  package static func waitedForTime(since mark: Int) -> Bool {
    JobRouter.shared.timerLed(toRunningJobAfter: mark)
  }

  /// The task that created `task` in the active run, when known.
  ///
  /// The spawner is the task whose job was running when `task`'s first job
  /// was enqueued: the creator of a `Task {}`, `Task.detached {}`,
  /// `async let` or task-group child. `nil` for the run's root, for a task
  /// created inside a default actor's method (its first job is enqueued
  /// while the actor's processing job runs, which is no task's job), for a
  /// task of another run and when no run is active. After the run,
  /// ``SchedulerRun/spawners`` holds the same answers.
  /// - Parameter task: a task of the active run.
  /// - Returns: its creator, or `nil`.
  public static func spawner(of task: ScheduledTask) -> ScheduledTask? {
    JobRouter.shared.spawner(of: task)
  }

  /// Runs `body`, whose tasks live as long as the app: a task it starts,
  /// or one such a task starts, still suspended when the run ends (a
  /// listener awaiting a stream of links) is not a task left suspended
  /// (``SchedulerRun/tasksLeftSuspended``), and once the run's body has
  /// returned, its timers (a poller sleeping between refreshes) no longer
  /// move the clock: the run ends when nothing else is left.
  /// - Parameter body: code that sets the app up, such as making its coordinator.
  /// - Returns: what `body` returns.
  package static func launching<T>(_ body: () throws -> T) rethrows -> T {
    try RunWitness.$current.withValue(nil) {
      try AppLifetime.$isApp.withValue(true, operation: body)
    }
  }

  /// Runs `body` on the main actor, and every job it causes, to quiescence.
  ///
  /// Blocks the calling thread and runs every captured job on it. Waits first
  /// if another run is in progress anywhere in the process. The first run in
  /// the process runs ``selfTest()`` first; if it failed, every run returns
  /// at once with ``SchedulerOutcome/unsupported(_:)``. Calling `run` from
  /// inside a run's body is a programming error and traps.
  ///
  /// NB: a caller waiting for the run lock blocks its thread, usually a
  /// cooperative-pool thread; with a few such callers the pool is full and
  /// unscheduled async work in the process waits until the runs end. A run
  /// never needs the pool, so this always makes progress, unless a body
  /// blocks waiting for unscheduled async work: never do that.
  /// - Parameter body: the work to run; the root task that runs it is
  ///   created at the caller's priority.
  /// - Returns: the body's value (or `nil`), the outcome, the decisions made,
  ///   and the final virtual time.
  public func run<T: Sendable>(
    _ body: @escaping @MainActor @Sendable () async -> T
  ) -> SchedulerRun<T> {
    precondition(
      !JobRouter.shared.isDriverHere,
      "DeterministicScheduler.run called from inside a run; runs cannot nest.")
    if let error = Self.selfTestVerdict { return unsupported(error) }
    let turn = RunTurn()
    return MainActorLease.holding { Self.exclusively(turn) { drive(body) } }
  }

  /// Runs `body` as ``run(_:)`` does, without consulting the self-test or
  /// holding the real main actor: the self-test's own run (its program
  /// shares no state with main-actor code).
  func runUnchecked<T: Sendable>(
    _ body: @escaping @MainActor @Sendable () async -> T
  ) -> SchedulerRun<T> {
    Self.exclusively { drive(body) }
  }

  /// Runs `body` while no scheduler run is active anywhere in the process,
  /// recording in `turn`'s ledger how long it waited for its turn.
  static func exclusively<R>(_ turn: RunTurn? = nil, _ body: () -> R) -> R {
    runLock.lock()
    defer { runLock.unlock() }
    turn?.began()
    return body()
  }

  /// The run that never started because this runtime cannot be controlled.
  func unsupported<T>(_ error: SchedulerHookError) -> SchedulerRun<T> {
    SchedulerRun(
      value: nil, outcome: .unsupported(error), jobsRun: 0, decisions: [], readyCounts: [],
      finalTime: clock.now, elapsed: .zero, foreignJobsForwarded: 0, jobsAbandoned: 0,
      jobsFromOtherThreads: 0)
  }

  private func drive<T: Sendable>(
    _ body: @escaping @MainActor @Sendable () async -> T
  ) -> SchedulerRun<T> {
    guard case .success(let hooks) = RuntimeHooks.variables else {
      preconditionFailure("DeterministicScheduler: a run without hooks")
    }
    let box = ResultBox<T>()
    var witness = RunWitness()
    let router = JobRouter.shared
    router.begin(hooks: hooks)
    router.creatingRoot {
      Task { @MainActor [witness] in box.store(await witness.binding(body)) }
    }
    return finish(box: box, hooks: hooks, witness: &witness)
  }

  /// Runs the jobs of a begun run (its root task created, running its body
  /// with `witness` bound) to its end, and restores the hooks.
  func finish<T>(
    box: ResultBox<T>, hooks: RuntimeHooks.Variables, witness: inout RunWitness
  ) -> SchedulerRun<T> {
    let start = clock.now
    var result = SchedulerRun<T>(
      value: nil, outcome: .completed, jobsRun: 0, decisions: [], readyCounts: [],
      finalTime: start, elapsed: .zero, foreignJobsForwarded: 0, jobsAbandoned: 0,
      jobsFromOtherThreads: 0)
    let router = JobRouter.shared
    var jobs = JobTally()
    jobs.decisions.reserveCapacity(64)
    jobs.readyCounts.reserveCapacity(64)
    result.outcome = runJobs(&jobs) { box.isStored }
    result.jobsRun = jobs.jobsRun
    result.decisions = jobs.decisions
    result.readyCounts = jobs.readyCounts
    if result.outcome == .completed, !box.isStored { result.outcome = .deadlocked }
    if result.outcome != .completed { result.sleepersAbandoned = clock.abandonSleepers() }
    let tally = router.end(hooks: hooks)
    result.value = box.value
    result.jobsAbandoned = tally.abandoned
    result.foreignJobsForwarded = tally.forwarded
    result.jobsFromOtherThreads = tally.offThread
    result.jobsFromEarlierRuns = tally.stale
    result.lineage = tally.lineage
    result.unreadableJob = tally.unreadable
    result.mainQueueEscapes = tally.escapes.map(\.description)
    if result.outcome == .completed, let first = tally.escapes.first {
      result.outcome = .escaped(first.description)
    }
    result.deviceDifferences = MainQueueCapture.deviceDifferences
    result.finalTime = clock.now
    result.elapsed = start.duration(to: result.finalTime)
    // NB: only a completed run: one that stopped early reports its parked
    // work as abandoned jobs or a deadlock already.
    result.tasksLeftSuspended = result.outcome == .completed && RunWitness.isHeld(&witness)
    return result
  }

  /// Draws one decision among `count` options and records it.
  private func decide(among count: Int, _ tally: inout JobTally) -> Int {
    guard count > 1 else { return 0 }
    let index = ((choose(count) % count) + count) % count
    tally.decisions.append(index)
    tally.readyCounts.append(count)
    return index
  }

  /// Runs ready jobs, advancing the clock when none is ready, until
  /// quiescence or the job limit; once `bodyReturned`, the app's own
  /// timers (``launching(_:)``) do not advance it.
  ///
  /// NB: not generic over the run's value, so the loop needs no type
  /// metadata at run time.
  private func runJobs(
    _ tally: inout JobTally, bodyReturned: () -> Bool
  ) -> SchedulerOutcome {
    let router = JobRouter.shared
    var early = EarlyTimers()
    var last = atQuiescence
    var jobLimit = maxJobs
    while true {
      let options = router.options()
      if options == 0 {
        if let deadline = clock.nextDeadline(withAppTimers: !bodyReturned()) {
          router.firingTimers = true
          clock.advance(to: deadline) { count in decide(among: count, &tally) }
          router.firingTimers = false
        } else if let work = last {
          last = nil
          jobLimit += 1
          Task { @MainActor in work() }
        } else {
          return .completed
        }
        continue
      }
      guard tally.jobsRun < jobLimit else { return .jobLimitExceeded(maxJobs) }
      let timer = clock.nextOvertakingTimer
      if let timer {
        if early.jobsLeft(timer.id) == nil {
          // NB: once per timer: whether it fires before the work ready is
          // done, and after how many more jobs; option 0 (FIFO) is "no".
          let fires = decide(among: EarlyTimers.odds, &tally) == EarlyTimers.odds - 1
          let window = max(earlyTimerWindow, 1)
          early.plan(timer.id, jobsLeft: fires ? decide(among: window, &tally) : -1)
        }
        if early.jobsLeft(timer.id) == 0 {
          // NB: the jobs ready took long enough for the timer to fire.
          early.plan(timer.id, jobsLeft: -1)
          router.firingTimers = true
          clock.advance(to: timer.deadline, overtaking: true) { count in
            decide(among: count, &tally)
          }
          router.firingTimers = false
          continue
        }
      }
      let index = decide(among: options, &tally)
      let job = router.take(option: index)
      router.runSynchronously(job, observer: observer)
      tally.jobsRun += 1
      if let timer { early.countJob(racing: timer.id) }
      if router.canOvertake(after: job.origin), decide(among: 2, &tally) == 1 {
        router.overtake(after: job.origin)
      }
    }
  }
}

/// For each timer of a run, whether it fires while jobs are still ready,
/// decided once, the first time it is the earliest timer with work ready.
struct EarlyTimers {
  /// The options of the decision whether a timer fires early: only the
  /// last says yes, so a uniform chooser says yes one time in this many.
  static let odds = 4

  /// Jobs to run, while the timer is the earliest, before it fires (`-1`:
  /// it does not fire early), by the timer's sleep number.
  private var plans: [UInt64: Int] = [:]

  /// The jobs left before `timer` fires; `nil` before it was decided.
  func jobsLeft(_ timer: UInt64) -> Int? { plans[timer] }

  /// Records the plan for `timer`.
  mutating func plan(_ timer: UInt64, jobsLeft: Int) {
    plans[timer] = jobsLeft
  }

  /// Counts a job run while `timer` was the earliest.
  mutating func countJob(racing timer: UInt64) {
    if let left = plans[timer], left > 0 { plans[timer] = left - 1 }
  }
}

/// What ``DeterministicScheduler`` counts while it runs jobs.
struct JobTally {
  /// How many jobs ran.
  var jobsRun = 0
  /// The index chosen at each decision point.
  var decisions: [Int] = []
  /// The number of options at each decision point.
  var readyCounts: [Int] = []
}

/// Holds the body's result; written once by the root task.
final class ResultBox<T>: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: T?

  var value: T? { lock.withLock { stored } }
  var isStored: Bool { lock.withLock { stored != nil } }

  func store(_ value: T) {
    lock.withLock { stored = value }
  }
}
