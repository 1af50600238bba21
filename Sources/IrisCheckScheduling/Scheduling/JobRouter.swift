import Foundation
import IrisCheckCore

/// Where a captured job must run.
enum JobLane: Sendable {
  /// A `@MainActor` job: runs on ``CapturingMainExecutor``.
  case main
  /// A global job (a new task, a nonisolated resumption, a default actor's
  /// processing job): runs on the generic executor.
  case global
}

/// What the router counted during one run.
struct RunTally {
  /// The run's jobs still queued at its end.
  var abandoned: Int
  /// Foreign jobs forwarded to the real executors.
  var forwarded: Int
  /// The run's jobs enqueued from a thread other than the driver.
  var offThread: Int
  /// Jobs of tasks from earlier runs, dropped instead of adopted.
  var stale: Int
  /// Who created whom among the run's tasks.
  var lineage: TaskLineage
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

/// What the scheduler calls around each main-lane job, inside its
/// main-actor isolation (see ``DeterministicScheduler``'s initialiser).
struct MainJobObserver {
  /// Called before the job runs, with its task.
  let willRun: (@MainActor (ScheduledTask?) -> Void)?
  /// Called after the job ran, with its task.
  let didRun: (@MainActor (ScheduledTask?) -> Void)?
}

/// The process-wide switchboard between the runtime hooks and the one active
/// scheduler run.
///
/// Every job the hooks see arrives here, from any thread. While a run is
/// active, a job is the run's own when it is enqueued on the driver thread
/// (only the run's jobs execute there) or carries the run's priority tag (a
/// run's task resumed from another thread); it goes into the ready queue. Any
/// other job (a foreign one, from a test running in parallel) is forwarded
/// untouched to the executor it was headed for. With no active run,
/// everything is forwarded.
final class JobRouter: @unchecked Sendable {
  /// The only router: the hooks are process-wide, so is this.
  static let shared = JobRouter()

  /// The executor every `@MainActor` job is sent to while hooks are installed.
  let mainExecutor = CapturingMainExecutor()
  /// The executor every global job runs on (see ``GlobalLaneExecutor``).
  let globalLane = GlobalLaneExecutor()

  private let lock = NSLock()
  private var tag: UInt8?
  /// The thread driving the active run.
  private var driver: pthread_t?
  private var offThread = 0
  private var stale = 0
  /// How many ready jobs are on the main lane; the oldest is the only
  /// main-lane option.
  private var readyMain = 0
  private var ready: [ReadyJob] = []
  private var forwarded = 0
  private var captured = 0
  /// The real main executor, saved before the first install.
  private var realMain: UnownedSerialExecutor?
  private var previousGlobalHook: RuntimeHooks.EnqueueGlobalHook?
  private var previousMainHook: RuntimeHooks.GetMainExecutorHook?
  private var symbols: RuntimeHooks.Symbols?
  /// The thread running a main-lane job right now, if any.
  private var mainLaneThread: pthread_t?
  /// The run's tasks.
  private var tasks = RunTaskTable()
  /// The job the driver is running, if any: its address and slot.
  ///
  /// NB: driver-confined, so written without the lock: only the driver
  /// writes it, and it is read only on the driver (by ``capture(_:lane:)``
  /// for a job enqueued there, and by ``currentTask`` once it has checked
  /// that it is on the driver).
  private var running: (address: UnsafeRawPointer, slot: Int32)?
  /// The thread creating the run's root task right now, if any: the job it
  /// enqueues is the root's.
  private var rootCreator: pthread_t?
  /// Whether the driver is releasing a dedicated-thread caller's parked
  /// root right now: a job it enqueues is that root's.
  private var releasingCaller = false

  private init() {}

  // MARK: - Run lifetime

  /// Installs the hooks and starts capturing jobs tagged `tag`.
  func begin(tag: UInt8, driver: pthread_t) {
    let symbols = RuntimeHooks.symbols
    let main = lock.withLock { realMain } ?? MainActor.sharedUnownedExecutor
    lock.withLock {
      realMain = main
      self.symbols = symbols
      self.tag = tag
      self.driver = driver
      offThread = 0
      stale = 0
      readyMain = 0
      ready = []
      forwarded = 0
      captured = 0
      tasks.reset()
      running = nil
      previousGlobalHook = symbols.enqueueGlobalHook.pointee
      previousMainHook = symbols.getMainExecutorHook.pointee
    }
    symbols.getMainExecutorHook.pointee = { original in
      JobRouter.shared.mainExecutorForCurrentThread(original: original)
    }
    symbols.enqueueGlobalHook.pointee = { job, original in
      JobRouter.shared.routeGlobal(job, original: original)
    }
  }

  /// Stops capturing, restores the previous hooks and counts the jobs still
  /// queued (the caller abandons them: they never run).
  /// - Returns: the run's tallies.
  func end() -> RunTally {
    let (symbols, global, main, tally) = lock.withLock {
      tag = nil
      driver = nil
      let tally = RunTally(
        abandoned: ready.count, forwarded: forwarded, offThread: offThread, stale: stale,
        lineage: tasks.lineage)
      ready = []
      readyMain = 0
      return (self.symbols, previousGlobalHook, previousMainHook, tally)
    }
    symbols?.enqueueGlobalHook.pointee = global
    symbols?.getMainExecutorHook.pointee = main
    return tally
  }

  // MARK: - Queue

  /// How many jobs are ready, and how many were captured so far.
  var counts: (ready: Int, captured: Int) {
    lock.withLock { (ready.count, captured) }
  }

  /// How many ready jobs may run next: every global job, and the oldest
  /// main-lane job (the main actor is a serial FIFO queue).
  func options() -> Int {
    lock.withLock { ready.count - max(0, readyMain - 1) }
  }

  /// Forgets off-thread enqueues so far: called once the root's first job
  /// is queued, which a dedicated-thread run may receive from the thread
  /// its root parked on.
  func forgetRootEnqueueThread() {
    lock.withLock { offThread = 0 }
  }

  /// The active run's tag, if a run is active.
  var activeTag: UInt8? { lock.withLock { tag } }

  /// Removes and returns the option at `index`, counted oldest first over
  /// the jobs ``options()`` counts.
  func take(option index: Int) -> ReadyJob {
    lock.withLock {
      var remaining = index
      var seenMain = false
      for position in ready.indices {
        let isOption = ready[position].lane == .global || !seenMain
        if ready[position].lane == .main { seenMain = true }
        guard isOption else { continue }
        if remaining == 0 {
          if ready[position].lane == .main { readyMain -= 1 }
          return ready.remove(at: position)
        }
        remaining -= 1
      }
      preconditionFailure("JobRouter: option \(index) out of range")
    }
  }

  /// Runs `job` on its lane, on the calling thread; for a main-lane job,
  /// calls `observer` around it inside the scheduler's main-actor isolation.
  func runSynchronously(_ job: ReadyJob, observer: MainJobObserver?) {
    switch job.lane {
    case .main:
      running = (job.address, job.slot)
      lock.withLock { mainLaneThread = pthread_self() }
      if let observer {
        let task = RunTaskTable.task(in: job.slot)
        if let willRun = observer.willRun { MainActor.assumeIsolated { willRun(task) } }
        job.job.runSynchronously(on: mainExecutor.asUnownedSerialExecutor())
        if let didRun = observer.didRun { MainActor.assumeIsolated { didRun(task) } }
      } else {
        job.job.runSynchronously(on: mainExecutor.asUnownedSerialExecutor())
      }
      lock.withLock { mainLaneThread = nil }
      running = nil
    case .global:
      running = (job.address, job.slot)
      job.job.runSynchronously(on: globalLane.asUnownedSerialExecutor())
      running = nil
    }
  }

  /// Whether the calling thread is driving the active run.
  var isDriverHere: Bool {
    lock.withLock { driver.map { pthread_equal($0, pthread_self()) != 0 } ?? false }
  }

  /// Whether the calling thread is running a captured main-lane job.
  var isRunningMainLaneHere: Bool {
    lock.withLock { mainLaneThread.map { pthread_equal($0, pthread_self()) != 0 } ?? false }
  }

  // MARK: - Routing

  /// Captures `job` if it belongs to the active run.
  private func capture(_ job: UnownedJob, lane: JobLane) -> Bool {
    let address = JobIdentity.address(of: job)
    return lock.withLock {
      guard let tag, let driver else { return false }
      let priority = job.priority.rawValue
      let here = pthread_self()
      let onDriver = pthread_equal(driver, here) != 0
      let slot: Int32
      if let rootCreator, pthread_equal(rootCreator, here) != 0 {
        // NB: the root, created on the driver or (dedicated thread) on the
        // thread its caller's parked task resumed on.
        slot = tasks.slot(of: job, at: address, enqueuedDuring: onDriver ? running : nil)
      } else if releasingCaller, onDriver {
        tasks.recordCaller(at: address)
        slot = RunTaskTable.caller
      } else {
        if priority != tag, DeterministicScheduler.priorityTags.contains(priority) {
          // NB: a task of an earlier run. Resumed by this run's code (on the
          // driver) it is never adopted, never run, only counted; resumed by
          // other code it is foreign work, forwarded as when no run is active.
          guard onDriver else {
            forwarded += 1
            return false
          }
          stale += 1
          return true
        }
        guard onDriver || priority == tag else {
          forwarded += 1
          return false
        }
        if !onDriver { offThread += 1 }
        slot = tasks.slot(of: job, at: address, enqueuedDuring: onDriver ? running : nil)
      }
      ready.append(ReadyJob(job: job, lane: lane, address: address, slot: slot))
      if lane == .main { readyMain += 1 }
      captured += 1
      return true
    }
  }

  /// Runs `create`, which creates the run's root task: its first job is
  /// captured as the root's wherever it is enqueued.
  /// - Parameter create: creates the root task and returns.
  func creatingRoot(_ create: () -> Void) {
    lock.withLock { rootCreator = pthread_self() }
    create()
    lock.withLock { rootCreator = nil }
  }

  /// Runs `release`, which resumes a dedicated-thread caller's parked root
  /// on the driver: a job it enqueues there is that root's, run but not
  /// counted among the run's tasks.
  /// - Parameter release: resumes the root.
  func releasingCallersRoot(_ release: () -> Void) {
    lock.withLock { releasingCaller = true }
    release()
    lock.withLock { releasingCaller = false }
  }

  // MARK: - Tasks

  /// The task whose job the calling thread is running for the active run.
  var currentTask: ScheduledTask? {
    lock.withLock {
      guard let driver, pthread_equal(driver, pthread_self()) != 0, let running else {
        return nil
      }
      return RunTaskTable.task(in: running.slot)
    }
  }

  /// The task that created `task` in the active run, when known.
  func spawner(of task: ScheduledTask) -> ScheduledTask? {
    lock.withLock { driver == nil ? nil : tasks.lineage.spawner(of: task) }
  }

  /// The global hook's body: capture, or hand to the previous hook/runtime.
  func routeGlobal(_ job: UnownedJob, original: RuntimeHooks.EnqueueGlobalOriginal) {
    if capture(job, lane: .global) { return }
    if let previous = lock.withLock({ previousGlobalHook }) {
      previous(job, original)
    } else {
      original(job)
    }
  }

  /// The main-executor hook's body: the capturing executor on the driver
  /// thread, the real main executor (through any previous hook) elsewhere.
  ///
  /// NB: foreign code therefore never sees the capturing executor, so its
  /// main-actor jobs and isolation checks are untouched. On Linux the real
  /// main queue is drained by a dispatch worker, not the main thread, so a
  /// capturing executor cannot tell foreign main-actor code by its thread.
  func mainExecutorForCurrentThread(
    original: RuntimeHooks.GetMainExecutorOriginal
  ) -> UnownedSerialExecutor {
    let (onDriver, previous) = lock.withLock {
      () -> (Bool, RuntimeHooks.GetMainExecutorHook?) in
      guard let driver else { return (false, previousMainHook) }
      return (pthread_equal(driver, pthread_self()) != 0, previousMainHook)
    }
    if onDriver { return mainExecutor.asUnownedSerialExecutor() }
    return previous?(original) ?? original()
  }

  /// The global lane's enqueue (a task that suspended while running on the
  /// lane resumes there): capture, or send to the real global executor.
  func routeLane(_ job: UnownedJob) {
    if capture(job, lane: .global) { return }
    guard let symbols = lock.withLock({ self.symbols }) else {
      preconditionFailure("DeterministicScheduler: lane job before any run began")
    }
    symbols.enqueueOnExecutor(job, RuntimeHooks.generic)
  }

  /// The main executor's enqueue: capture, or send to the real main executor.
  func routeMain(_ job: UnownedJob) {
    if capture(job, lane: .main) { return }
    let (symbols, main) = lock.withLock { (self.symbols, realMain) }
    guard let symbols, let main else {
      preconditionFailure("DeterministicScheduler: main job before any run began")
    }
    symbols.enqueueOnExecutor(job, main)
  }
}
