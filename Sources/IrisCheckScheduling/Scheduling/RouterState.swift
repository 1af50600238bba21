/// What ``JobRouter`` knows about the active run, kept under its lock in one
/// value (one exclusive access per operation).
///
/// **Which jobs are the run's.** Every job the run's code enqueues is
/// enqueued on the driver thread (only the run's jobs execute there), so a
/// job enqueued on the driver is the run's, unless it belongs to a task
/// created before the run's root: a task parked in an earlier run and
/// resumed by this run's code is never adopted, only counted (``RunTally/stale``).
/// A job enqueued on another thread is the run's only when it is a task the
/// run already knows (a task of the run resumed from elsewhere, counted in
/// ``RunTally/offThread``); every other job is foreign and forwarded to the
/// executor it was headed for. Tasks are told apart as ``RunTaskTable``
/// says, by address and printed id, never by priority: the root runs at the
/// caller's priority, and the program's tasks at whatever they ask for.
struct RouterState {
  /// Whether a run is active.
  private(set) var isActive = false
  /// Jobs ready to run, in enqueue order.
  private var ready: [ReadyJob] = []
  /// How many ready jobs are on the main lane; the oldest is the only
  /// main-lane option.
  private var readyMain = 0
  /// How many jobs the run captured so far.
  private(set) var captured = 0
  /// The run's tasks.
  private(set) var tasks = RunTaskTable()
  /// What the run counted.
  private var tally = RunTally()
  /// The thread creating the run's root task right now (its word), or `0`.
  var rootCreator: UInt = 0
  /// Whether the driver is releasing a dedicated-thread caller's parked
  /// root right now.
  var releasingCaller = false
  /// The hooks that were installed before the run's.
  var previous = RuntimeHooks.Installed(global: nil, main: nil)

  /// Starts a run: nothing ready, nothing known.
  mutating func begin() {
    isActive = true
    ready.removeAll(keepingCapacity: true)
    readyMain = 0
    captured = 0
    tasks.reset()
    tally = RunTally()
    rootCreator = 0
    releasingCaller = false
  }

  /// Ends the run and returns its tally; the jobs still queued are
  /// abandoned (never run).
  mutating func end() -> RunTally {
    isActive = false
    var tally = self.tally
    tally.abandoned = ready.count
    tally.lineage = tasks.lineage
    tally.unreadable = tasks.unreadable
    ready.removeAll(keepingCapacity: true)
    readyMain = 0
    return tally
  }

  /// Records a main-queue submission of the run that escaped it.
  mutating func recordEscape(_ escape: MainQueueEscape) {
    guard isActive else { return }
    tally.escapes.append(escape)
  }

  /// Captures `job` if it is the run's (see **Which jobs are the run's**).
  /// - Parameters:
  ///   - job: the job.
  ///   - lane: where it runs.
  ///   - address: its address.
  ///   - here: the enqueuing thread's word.
  ///   - onDriver: whether that is the driver.
  ///   - running: on the driver, the job running, if any.
  ///   - origin: where it was enqueued from.
  /// - Returns: `true` when the run took the job (to run it, or, stale, to
  ///   drop it); `false` when it is foreign.
  mutating func capture(
    _ job: UnownedJob, lane: JobLane, address: UnsafeRawPointer, here: UInt, onDriver: Bool,
    running: (address: UnsafeRawPointer, slot: Int32)?, origin: JobOrigin
  ) -> Bool {
    guard isActive else { return false }
    let slot: Int32
    if rootCreator == here {
      // NB: the root, created on the driver or (dedicated thread) on the
      // thread its caller's parked task resumed on.
      slot = tasks.root(job, at: address)
    } else if onDriver {
      if releasingCaller {
        tasks.recordCaller(at: address)
        slot = RunTaskTable.caller
      } else {
        slot = tasks.slot(of: job, at: address, enqueuedDuring: running)
        if slot == RunTaskTable.stale {
          tally.stale += 1
          return true
        }
      }
    } else {
      guard let known = tasks.slotFromAnotherThread(of: job, at: address) else {
        tally.forwarded += 1
        return false
      }
      tally.offThread += 1
      slot = known
    }
    ready.append(ReadyJob(job: job, lane: lane, address: address, slot: slot, origin: origin))
    if lane == .main { readyMain += 1 }
    captured += 1
    return true
  }

  /// How many ready jobs may run next: every global job, and the oldest
  /// main-lane job (the main actor is a serial FIFO queue).
  var optionCount: Int { ready.count - max(0, readyMain - 1) }

  /// Whether main-lane jobs that job `index` enqueued can go ahead of the
  /// tail of job `partner` (its main-lane jobs from the `after`-th on) still
  /// queued: the global job `index` ran alongside the main-lane job
  /// `partner` and reached the main actor first (see ``JobOrigin``).
  func canOvertake(by index: Int, tailOf partner: Int, after: Int32) -> Bool {
    var own = false
    var tail = false
    for job in ready where job.lane == .main {
      if job.origin.job == index { own = true }
      if job.origin.job == partner, job.origin.mainOrder >= after { tail = true }
    }
    return own && tail
  }

  /// Moves the main-lane jobs that job `index` enqueued, in their order,
  /// right before the first queued job of `partner`'s tail (see
  /// ``canOvertake(by:tailOf:after:)``).
  mutating func overtake(by index: Int, tailOf partner: Int, after: Int32) {
    let own = ready.filter { $0.lane == .main && $0.origin.job == index }
    ready.removeAll { $0.lane == .main && $0.origin.job == index }
    let isTail = { (job: ReadyJob) in
      job.lane == .main && job.origin.job == partner && job.origin.mainOrder >= after
    }
    guard let first = ready.firstIndex(where: isTail) else {
      preconditionFailure("JobRouter: no tail to overtake")
    }
    ready.insert(contentsOf: own, at: first)
  }

  /// Removes and returns the option at `index`, counted oldest first over
  /// the jobs ``optionCount`` counts.
  mutating func take(option index: Int) -> ReadyJob {
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
