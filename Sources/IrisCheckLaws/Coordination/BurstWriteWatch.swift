import Iris
import IrisCheckScheduling

/// Attributes the consumer's state changes to the tasks that make them,
/// for the laws that judge work after its flow's time: a superseded flow's
/// own task writing (SupersededPrefix), or a task a flow's step started
/// writing after the flow finished or was superseded (WorkEndsWithFlow).
///
/// It learns each flow's task from the trace (the task that traces the
/// flow's start) and every other task's creator from the scheduler
/// (``DeterministicScheduler/spawner(of:)``), so a task started by a step,
/// with `Task {}` or `Task.detached {}`, belongs to that step's flow. Around
/// each main-actor job of a task whose flow's time is over, the scheduler's
/// job observers read the state before and after; a difference is a write.
/// Other jobs cost a dictionary lookup.
///
/// NB: `@unchecked Sendable`: made before the run, then used only on the
/// run's main actor (the trace handler and the main-job observers), one job
/// at a time.
final class BurstWriteWatch<Flow: NavigationFlow, Snapshot: Equatable & Sendable>:
  @unchecked Sendable
where Flow.SideEffect: Equatable {
  /// Whose work a task does.
  private enum Owner {
    /// The flow's own task, which runs its steps.
    case flow(Int)
    /// A task the flow started during one of its steps.
    case started(flow: Int, step: Int)
    /// No flow's: the harness's, or a task started outside any flow.
    case none
  }

  private let log: BurstLog<Flow, Snapshot>
  /// Reads the consumer's state; set once the coordinator exists.
  var read: (@MainActor () -> Snapshot?)?
  private var owners: [ScheduledTask: Owner] = [:]
  private var stepsBegun: [Int: Int] = [:]
  private var superseded: Set<Int> = []
  private var ended: Set<Int> = []
  /// The state before the running job, when it is watched, and its owner.
  private var before: (state: Snapshot, owner: Owner)?

  init(log: BurstLog<Flow, Snapshot>) {
    self.log = log
  }

  /// Notes what a traced event says of its flow: its task at its start,
  /// its steps, its supersession and its end.
  @MainActor func traced(_ event: CoordinatorEvent<Flow>) {
    guard let flow = log.number(of: event.flow) else { return }
    switch event.kind {
    case .flowStarted:
      if let task = DeterministicScheduler.currentTask { owners[task] = .flow(flow) }
    case .navigated, .effectApplied:
      stepsBegun[flow, default: 0] += 1
    case .superseded:
      superseded.insert(flow)
    case .flowFinished, .flowCancelled:
      ended.insert(flow)
    case .routed, .handoffRegistered, .handoffDelivered:
      break
    }
  }

  /// The scheduler's `willRunMainJob`: reads the state first when the job's
  /// task may write out of its flow's time.
  @MainActor func willRun(_ task: ScheduledTask?) {
    before = nil
    guard let task, let read else { return }
    let owner = owner(of: task)
    switch owner {
    case .none:
      return
    case .flow(let flow):
      guard superseded.contains(flow), !ended.contains(flow) else { return }
      if let state = read() { before = (state, owner) }
    case .started(let flow, _):
      // NB: a flow's task traces its own start in its first job: until
      // then it looks like work its origin started, so the verdict waits
      // for the job's end.
      guard superseded.contains(flow) || ended.contains(flow) else { return }
      if let state = read() { before = (state, owner) }
    }
  }

  /// The scheduler's `didRunMainJob`: notes a write the watched job made.
  @MainActor func didRun(_ task: ScheduledTask?) {
    guard let (state, owner) = before, let task, let read else { return }
    before = nil
    if case .started = owner, case .flow = owners[task] { return }
    guard let after = read(), after != state else { return }
    switch owner {
    case .flow(let flow):
      log.wrote(
        AttributedWrite(
          after: log.count - 1, flow: flow, step: stepInProgress(of: flow), byStartedTask: false))
    case .started(let flow, let step):
      log.wrote(AttributedWrite(after: log.count - 1, flow: flow, step: step, byStartedTask: true))
    case .none:
      break
    }
  }

  /// Whose work `task` does, from the trace or its creators.
  @MainActor private func owner(of task: ScheduledTask) -> Owner {
    if let known = owners[task] { return known }
    var owner = Owner.none
    if let spawner = DeterministicScheduler.spawner(of: task) {
      switch self.owner(of: spawner) {
      case .flow(let flow): owner = .started(flow: flow, step: stepInProgress(of: flow))
      case .started(let flow, let step): owner = .started(flow: flow, step: step)
      case .none: owner = .none
      }
    }
    owners[task] = owner
    return owner
  }

  /// The step `flow` was in when it started a task: its last effect begun
  /// (structural steps start no task), counted from 1.
  private func stepInProgress(of flow: Int) -> Int {
    let steps = log.steps(ofFlow: flow)
    let begun = min((stepsBegun[flow] ?? 0) + 1, steps.count)
    guard begun > 0 else { return 1 }
    for index in stride(from: begun - 1, through: 0, by: -1) {
      if case .effect = steps[index] { return index + 1 }
    }
    return begun
  }
}
