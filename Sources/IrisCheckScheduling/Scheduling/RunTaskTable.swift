/// The tasks of one scheduler run, told apart by their jobs, and who created
/// each: the bookkeeping behind ``ScheduledTask`` and behind which jobs are
/// the run's.
///
/// Every captured job gets a *slot*: a task's number in the run (`1`, `2`,
/// …, see ``ScheduledTask``), ``notATask`` for a job that is no task's (a
/// default actor's processing job), or ``caller`` for the parked root of a
/// ``DeterministicScheduler/runOnDedicatedThread(_:)`` caller, which only
/// hands the run over. A job of a task created before the run's root (a
/// task of an earlier run, parked there and resumed by this run's code) is
/// ``stale``: never adopted.
///
/// **How a job is matched to its task.** A task's jobs are the task itself,
/// so they share its address while it lives; once a task finishes and is
/// freed, a new task or another job may get the same address (the runtime
/// gives no public sign that a task finished). So:
/// - a job enqueued by the job that is running and at the same address is
///   the running task re-enqueuing itself (a yield, a hop between the main
///   actor and nonisolated code): same slot, nothing read;
/// - any other job's printed id (see ``JobIdentity``) is read: the slot at
///   its address if that slot's task has this id; a stale job if the id is
///   older than the root's (the runtime numbers tasks in creation order);
///   otherwise a task the run has not seen yet, numbered next, whose creator
///   is the task whose job was running (nobody when none was, or when it was
///   no task's).
///
/// A task's first job is enqueued by its creator (`Task {}`,
/// `Task.detached {}`, `async let`, a group child) while the creator's job
/// runs, so that job's task is the spawner. A task created by a default
/// actor's method is first seen from the actor's processing job: its
/// spawner is unknown.
struct RunTaskTable {
  /// The slot of a job that is no task's.
  static let notATask: Int32 = 0
  /// The slot of a dedicated-thread caller's parked root.
  static let caller: Int32 = -1
  /// The slot of a job of a task created before the run: never adopted.
  static let stale: Int32 = -2

  /// The slot of every address seen in this run.
  private var slots: [UnsafeRawPointer: Int32] = [:]
  /// Each task's runtime id, by number - 1.
  private var runtimeIDs: [UInt64] = []
  /// Who created whom.
  private(set) var lineage = TaskLineage()
  /// The root's runtime id: tasks with smaller ids were created before it.
  private var rootID: UInt64?
  /// The first description that did not read as a task id, if any.
  private(set) var unreadable: String?

  /// Forgets every task: a new run begins.
  mutating func reset() {
    slots.removeAll(keepingCapacity: true)
    runtimeIDs.removeAll(keepingCapacity: true)
    lineage = TaskLineage()
    rootID = nil
    unreadable = nil
  }

  /// Gives the run's root task its slot, `1`.
  /// - Parameters:
  ///   - job: the root's first job.
  ///   - address: its address.
  /// - Returns: its slot.
  mutating func root(_ job: UnownedJob, at address: UnsafeRawPointer) -> Int32 {
    guard case .task(let id) = read(job) else { return Self.notATask }
    rootID = id
    return newTask(id, at: address, spawner: Self.notATask)
  }

  /// Gives a job enqueued on the driver its slot.
  /// - Parameters:
  ///   - job: the job.
  ///   - address: its address.
  ///   - running: the job running when it was enqueued, if any: its
  ///     address and slot.
  /// - Returns: its slot; ``stale`` for a job the run must not adopt.
  mutating func slot(
    of job: UnownedJob, at address: UnsafeRawPointer,
    enqueuedDuring running: (address: UnsafeRawPointer, slot: Int32)?
  ) -> Int32 {
    if let running, running.address == address { return running.slot }
    switch read(job) {
    case .task(let id):
      if let slot = slots[address], slot > 0, runtimeIDs[Int(slot) - 1] == id { return slot }
      if let rootID, id < rootID { return Self.stale }
      return newTask(id, at: address, spawner: max(running?.slot ?? 0, 0))
    case .none, .unrecognized:
      slots[address] = Self.notATask
      return Self.notATask
    }
  }

  /// The slot of a job enqueued on another thread than the driver: a task
  /// of the run resumed from elsewhere.
  /// - Parameters:
  ///   - job: the job.
  ///   - address: its address.
  /// - Returns: its slot, or `nil` when it is no task of the run's.
  func slotFromAnotherThread(of job: UnownedJob, at address: UnsafeRawPointer) -> Int32? {
    guard let slot = slots[address], slot > 0,
      case .task(let id) = JobIdentity.printedID(of: job), runtimeIDs[Int(slot) - 1] == id
    else { return nil }
    return slot
  }

  /// What `job` prints, remembering the first text that is no task id.
  private mutating func read(_ job: UnownedJob) -> JobIdentity.PrintedID {
    let printed = JobIdentity.printedID(of: job)
    if case .unrecognized(let text) = printed, unreadable == nil { unreadable = text }
    return printed
  }

  /// Numbers a task the run has not seen before.
  private mutating func newTask(
    _ id: UInt64, at address: UnsafeRawPointer, spawner: Int32
  ) -> Int32 {
    runtimeIDs.append(id)
    lineage.spawnerNumbers.append(spawner)
    let slot = Int32(runtimeIDs.count)
    slots[address] = slot
    return slot
  }

  /// Records `address` as the caller's parked root.
  /// - Parameter address: the address of the root's job.
  mutating func recordCaller(at address: UnsafeRawPointer) {
    slots[address] = Self.caller
  }

  /// The task in slot `slot`, or `nil` for a slot that is no task's.
  /// - Parameter slot: a slot from ``slot(of:at:enqueuedDuring:)``.
  /// - Returns: the task.
  static func task(in slot: Int32) -> ScheduledTask? {
    slot > 0 ? ScheduledTask(number: Int(slot)) : nil
  }

}

/// Who created each task of a run: the part of ``RunTaskTable`` a
/// ``SchedulerRun`` keeps.
struct TaskLineage: Sendable {
  /// Each task's spawner's number (`0`: none known), by number - 1.
  var spawnerNumbers: [Int32] = []

  /// How many tasks the run has seen.
  var count: Int { spawnerNumbers.count }

  /// The task that created `task`, when known.
  /// - Parameter task: a task of this run.
  /// - Returns: its spawner, or `nil` when unknown or not of this run.
  func spawner(of task: ScheduledTask) -> ScheduledTask? {
    guard task.number >= 1, task.number <= spawnerNumbers.count else { return nil }
    let spawner = spawnerNumbers[task.number - 1]
    return spawner > 0 ? ScheduledTask(number: Int(spawner)) : nil
  }

  /// Every task with a known spawner, and that spawner.
  var spawners: [ScheduledTask: ScheduledTask] {
    var spawners: [ScheduledTask: ScheduledTask] = [:]
    for (index, spawner) in spawnerNumbers.enumerated() where spawner > 0 {
      spawners[ScheduledTask(number: index + 1)] = ScheduledTask(number: Int(spawner))
    }
    return spawners
  }
}
