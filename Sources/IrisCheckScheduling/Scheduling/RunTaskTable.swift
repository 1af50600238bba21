/// The tasks of one scheduler run, told apart by their jobs, and who created
/// each: the bookkeeping behind ``ScheduledTask``.
///
/// Every captured job gets a *slot*: a task's number in the run (`1`, `2`,
/// …, see ``ScheduledTask``), ``notATask`` for a job that is no task's (a
/// default actor's processing job), or ``caller`` for the parked root of a
/// ``DeterministicScheduler/runOnDedicatedThread(_:)`` caller, which only
/// hands the run over.
///
/// **How a job is matched to its task.** A task's jobs are the task itself,
/// so they share its address while it lives; once a task finishes and is
/// freed, a new task or another job may get the same address (the runtime
/// gives no public sign that a task finished). So:
/// - a job enqueued by the job that is running and at the same address is
///   the running task re-enqueuing itself (a yield, a hop between the main
///   actor and nonisolated code): same slot, nothing read;
/// - any other job's printed id (see ``JobIdentity``) is read: the slot at
///   its address if that slot's task has this id, otherwise a task the run
///   has not seen yet, numbered next, whose creator is the task whose job
///   was running (nobody when none was, or when it was no task's).
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

  /// The slot of every address seen in this run.
  private var slots: [UnsafeRawPointer: Int32] = [:]
  /// Each task's runtime id, by number - 1.
  private var runtimeIDs: [UInt64] = []
  /// Who created whom.
  private(set) var lineage = TaskLineage()

  /// Forgets every task: a new run begins.
  mutating func reset() {
    slots.removeAll(keepingCapacity: true)
    runtimeIDs.removeAll(keepingCapacity: true)
    lineage = TaskLineage()
  }

  /// Gives `job` a slot.
  /// - Parameters:
  ///   - job: a job the run captured.
  ///   - address: its address.
  ///   - running: the job running when it was enqueued, if any: its
  ///     address and slot.
  /// - Returns: its slot.
  mutating func slot(
    of job: UnownedJob, at address: UnsafeRawPointer,
    enqueuedDuring running: (address: UnsafeRawPointer, slot: Int32)?
  ) -> Int32 {
    if let running, running.address == address { return running.slot }
    switch JobIdentity.printedID(of: job) {
    case .task(let id):
      if let slot = slots[address], slot > 0, runtimeIDs[Int(slot) - 1] == id { return slot }
      runtimeIDs.append(id)
      lineage.spawnerNumbers.append(max(running?.slot ?? 0, 0))
      let slot = Int32(runtimeIDs.count)
      slots[address] = slot
      return slot
    case .none, .unrecognized:
      slots[address] = Self.notATask
      return Self.notATask
    }
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
