import CConcurrencyHooks
import Foundation
import IrisCheckCore

/// The process-wide switchboard between the runtime hooks and the one active
/// scheduler run.
///
/// Every job the hooks see arrives here, from any thread. While a run is
/// active, the run's jobs go into its ready queue and every other job is
/// forwarded, untouched, to the executor it was headed for (see
/// ``RouterState``); with no active run, everything is forwarded. Foreign
/// work is forwarded only through public paths: a global job through the
/// runtime's own global enqueue that the hook receives (or a hook installed
/// before ours), a main-actor job through `MainActor.shared.enqueue`.
///
/// NB: its properties skip the runtime's exclusivity checks
/// (`@exclusivity(unchecked)`), which it pays at every job: each is used under `lock`
/// or, as documented, by the driver alone.
final class JobRouter: @unchecked Sendable {
  /// The only router: the hooks are process-wide, so is this.
  static let shared = JobRouter()

  /// The executor every `@MainActor` job is sent to while hooks are installed.
  let mainExecutor = CapturingMainExecutor()
  /// The executor every global job runs on (see ``GlobalLaneExecutor``).
  let globalLane = GlobalLaneExecutor()

  private let lock = JobLock()
  /// Under `lock`.
  @exclusivity(unchecked) private var state = RouterState()
  /// The driver's thread word while a run is active, else `0`: read
  /// without the lock on every job, and by the main-queue interposition
  /// (see ``MainQueueCapture``) on every dispatch call.
  private let activeDriver = AtomicWord(at: irischeck_driver_word())
  /// The word of the thread running a main-lane job right now, else `0`;
  /// the main-queue interposition reads it too.
  private let mainLaneThread = AtomicWord(at: irischeck_main_lane_word())
  /// The runtime's own global enqueue, as the global hook last received it
  /// (its bits), else `0`.
  private let originalGlobal = AtomicWord()
  /// The job the driver is running, if any: its address and slot.
  ///
  /// NB: driver-confined, so used without the lock: only the driver writes
  /// it, and it is read only on the driver (by ``capture(_:lane:)`` for a
  /// job enqueued there, and by ``currentTask`` once it has checked that it
  /// is on the driver).
  @exclusivity(unchecked) private var running: (address: UnsafeRawPointer, slot: Int32)?
  /// The run's number for the job running (or last run), counting from 0.
  ///
  /// NB: driver-confined, as ``running`` is, and so are the two below.
  @exclusivity(unchecked) private var jobNumber = -1
  /// Whether the job running is a main-lane job.
  @exclusivity(unchecked) private var runningMain = false
  /// How many main-lane jobs the running job has enqueued so far.
  @exclusivity(unchecked) private var mainEnqueues: Int32 = 0
  /// Where the running job was enqueued from.
  @exclusivity(unchecked) private var runningOrigin = JobOrigin.none
  /// For each job run so far, by number: the job during which it was
  /// enqueued, `-1` when none ran, `-2` when a timer of the clock woke it.
  @exclusivity(unchecked) private var enqueuers: [Int] = []
  /// Whether the driver is firing the clock's timers.
  @exclusivity(unchecked) var firingTimers = false
  /// The jobs a timer made ready that have not run yet, by address.
  @exclusivity(unchecked) private var wokenByTimer: Set<UnsafeRawPointer> = []

  private init() {
    MainQueueCapture.register()
  }

  // MARK: - Run lifetime

  /// Starts capturing the calling thread's run and installs the hooks.
  /// - Parameter hooks: this runtime's hook variables.
  func begin(hooks: RuntimeHooks.Variables) {
    lock.withLock {
      state.begin()
      state.previous = hooks.current
    }
    running = nil
    jobNumber = -1
    enqueuers.removeAll(keepingCapacity: true)
    wokenByTimer.removeAll()
    activeDriver.store(ThreadWord.current)
    let replaced = hooks.install(
      global: { job, original in JobRouter.shared.routeGlobal(job, original: original) },
      main: { original in JobRouter.shared.mainExecutor(original: original) })
    // NB: another library changed the hooks between the read and the
    // install: forward to what was really there.
    lock.withLock { state.previous = replaced }
  }

  /// Restores the hooks the run replaced, stops capturing and counts the
  /// jobs still queued (the caller abandons them: they never run).
  /// - Parameter hooks: this runtime's hook variables.
  /// - Returns: the run's tallies.
  func end(hooks: RuntimeHooks.Variables) -> RunTally {
    let previous = lock.withLock { state.previous }
    hooks.restore(previous)
    activeDriver.store(0)
    return lock.withLock { state.end() }
  }

  // MARK: - Queue

  /// How many jobs the active run captured so far.
  var capturedCount: Int { lock.withLock { state.captured } }

  /// How many ready jobs may run next (see ``RouterState/optionCount``).
  func options() -> Int {
    lock.withLock { state.optionCount }
  }

  /// Removes and returns the option at `index`, counted oldest first.
  func take(option index: Int) -> ReadyJob {
    lock.withLock { state.take(option: index) }
  }

  /// Runs `job` on its lane, on the calling thread (the driver); for a
  /// main-lane job, calls `observer` around it inside the scheduler's
  /// main-actor isolation.
  func runSynchronously(_ job: ReadyJob, observer: MainJobObserver?) {
    running = (job.address, job.slot)
    jobNumber += 1
    let woken = !wokenByTimer.isEmpty && wokenByTimer.remove(job.address) != nil
    enqueuers.append(woken ? -2 : job.origin.job)
    runningMain = job.lane == .main
    mainEnqueues = 0
    runningOrigin = job.origin
    switch job.lane {
    case .main:
      mainLaneThread.store(ThreadWord.current)
      if let observer {
        let task = RunTaskTable.task(in: job.slot)
        // NB: the observers are called as nonisolated functions (see
        // ``MainJobObserver``): this is the main lane's thread now.
        observer.willRun?(task)
        job.job.runSynchronously(on: mainExecutor.asUnownedSerialExecutor())
        observer.didRun?(task)
      } else {
        job.job.runSynchronously(on: mainExecutor.asUnownedSerialExecutor())
      }
      mainLaneThread.store(0)
    case .global:
      job.job.runSynchronously(on: globalLane.asUnownedSerialExecutor())
    }
    running = nil
  }

  /// For the global job just run, whose origin is `origin`: whether the
  /// main-lane jobs it enqueued may go ahead of its main-lane partner's tail
  /// (see ``RouterState/canOvertake(by:tailOf:after:)``).
  func canOvertake(after origin: JobOrigin) -> Bool {
    guard origin.racePartner >= 0 else { return false }
    return lock.withLock {
      state.canOvertake(by: jobNumber, tailOf: origin.racePartner, after: origin.raceAfter)
    }
  }

  /// Moves the main-lane jobs the global job just run enqueued ahead of its
  /// partner's tail.
  func overtake(after origin: JobOrigin) {
    lock.withLock {
      state.overtake(by: jobNumber, tailOf: origin.racePartner, after: origin.raceAfter)
    }
  }

  /// Whether the calling thread is driving the active run.
  var isDriverHere: Bool { activeDriver.value == ThreadWord.current }

  /// Whether the calling thread is running a captured main-lane job (or a
  /// main-job observer).
  var isRunningMainLaneHere: Bool { mainLaneThread.value == ThreadWord.current }

  // MARK: - Roots

  /// Runs `create`, which creates the run's root task: its first job is
  /// captured as the root's, task #1, wherever it is enqueued.
  /// - Parameter create: creates the root task and returns.
  func creatingRoot(_ create: () -> Void) {
    lock.withLock { state.rootCreator = ThreadWord.current }
    create()
    lock.withLock { state.rootCreator = 0 }
  }

  /// Runs `release`, which resumes a dedicated-thread caller's parked root
  /// on the driver: a job it enqueues there is that root's, run but not
  /// counted among the run's tasks.
  /// - Parameter release: resumes the root.
  func releasingCallersRoot(_ release: () -> Void) {
    lock.withLock { state.releasingCaller = true }
    release()
    lock.withLock { state.releasingCaller = false }
  }

  // MARK: - Main queue

  /// Takes a main-queue block the run's code submitted with
  /// `DispatchQueue.main.async`: it becomes a main-actor job of the run,
  /// in a task of its own created by the running job's task.
  /// - Parameter work: the block.
  func captureMainQueueBlock(_ work: MainQueueWork) {
    Task { @MainActor in work.run() }
  }

  /// Records a main-queue submission the run cannot schedule.
  /// - Parameter escape: what escaped.
  func recordEscape(_ escape: MainQueueEscape) {
    lock.withLock { state.recordEscape(escape) }
  }

  // MARK: - Tasks

  /// The task whose job the calling thread is running for the active run.
  var currentTask: ScheduledTask? {
    guard isDriverHere, let running else { return nil }
    return RunTaskTable.task(in: running.slot)
  }

  /// How many tasks the active run has numbered so far; `0` when no run is active.
  var tasksSeen: Int {
    lock.withLock { state.isActive ? state.tasks.lineage.count : 0 }
  }

  /// The task that created `task` in the active run, when known.
  func spawner(of task: ScheduledTask) -> ScheduledTask? {
    lock.withLock { state.isActive ? state.tasks.lineage.spawner(of: task) : nil }
  }

  /// The number of the job running on the driver, or `-1` off it.
  var runningJob: Int {
    isDriverHere && running != nil ? jobNumber : -1
  }

  /// Whether a timer that fired after job `mark` made the running job
  /// ready, or made ready a job during which it was enqueued, and so on
  /// back; `false` off the driver.
  func timerLed(toRunningJobAfter mark: Int) -> Bool {
    var job = runningJob
    while job > mark, job < enqueuers.count {
      if enqueuers[job] == -2 { return true }
      job = enqueuers[job]
    }
    return false
  }

  // MARK: - Routing

  /// Captures `job` if it belongs to the active run.
  private func capture(_ job: UnownedJob, lane: JobLane) -> Bool {
    let driver = activeDriver.value
    guard driver != 0 else { return false }
    let here = ThreadWord.current
    let onDriver = driver == here
    let address = JobIdentity.address(of: job)
    let running = onDriver ? self.running : nil
    var origin = JobOrigin.none
    if let running {
      let racing = !runningMain && lane == .global && running.address == address
      origin = JobOrigin(
        job: jobNumber, mainOrder: runningMain && lane == .main ? mainEnqueues : -1,
        racePartner: runningMain && lane == .global
          ? jobNumber : racing ? runningOrigin.racePartner : -1,
        raceAfter: runningMain && lane == .global
          ? mainEnqueues : racing ? runningOrigin.raceAfter : -1)
    }
    let captured = lock.withLock {
      state.capture(
        job, lane: lane, address: address, here: here, onDriver: onDriver, running: running,
        origin: origin)
    }
    if captured, running != nil, runningMain, lane == .main { mainEnqueues += 1 }
    if captured, onDriver, running == nil, firingTimers { wokenByTimer.insert(address) }
    return captured
  }

  /// The global hook's body: capture, or hand to the previous hook or the
  /// runtime.
  func routeGlobal(_ job: UnownedJob, original: RuntimeHooks.EnqueueGlobalOriginal) {
    let bits = UInt(bitPattern: RuntimeHooks.pointer(original))
    if originalGlobal.value != bits { originalGlobal.store(bits) }
    if capture(job, lane: .global) { return }
    forwardGlobal(job, original: original)
  }

  /// The main-executor hook's body: the capturing executor on the driver
  /// thread while a run is active, the real main executor (through any
  /// previous hook) elsewhere.
  ///
  /// NB: foreign code therefore never sees the capturing executor, so its
  /// main-actor jobs and isolation checks are untouched. On Linux the real
  /// main queue is drained by a dispatch worker, not the main thread, so a
  /// capturing executor cannot tell foreign main-actor code by its thread
  /// (the main-queue interposition answers only the driver's calls).
  func mainExecutor(original: RuntimeHooks.GetMainExecutorOriginal) -> UnownedSerialExecutor {
    if isDriverHere { return mainExecutor.asUnownedSerialExecutor() }
    let previous = lock.withLock { state.previous.mainHook }
    return previous?(original) ?? original()
  }

  /// The global lane's enqueue (a task that suspended while running on the
  /// lane resumes there): capture, or send to the real global executor.
  func routeLane(_ job: UnownedJob) {
    if capture(job, lane: .global) { return }
    let bits = originalGlobal.value
    guard let pointer = UnsafeMutableRawPointer(bitPattern: bits) else {
      preconditionFailure("DeterministicScheduler: a lane job before any global job was seen")
    }
    forwardGlobal(job, original: RuntimeHooks.enqueueGlobalOriginal(pointer))
  }

  /// The capturing main executor's enqueue: capture, or send to the real
  /// main actor.
  ///
  /// NB: a job reaches this executor only as a task that suspended on it
  /// during a run; one that is not the active run's is resumed by code off
  /// the driver (the driver's stale jobs are captured and dropped), where
  /// the main-executor hook answers the real main executor, so
  /// `MainActor.shared.enqueue` sends it there.
  func routeMain(_ job: UnownedJob) {
    if capture(job, lane: .main) { return }
    MainActor.shared.enqueue(job)
  }

  /// Sends a foreign global job on, through the hook installed before ours
  /// or the runtime's own enqueue.
  private func forwardGlobal(
    _ job: UnownedJob, original: RuntimeHooks.EnqueueGlobalOriginal
  ) {
    let previous = lock.withLock { state.previous.globalHook }
    if let previous {
      previous(job, original)
    } else {
      original(job)
    }
  }
}
