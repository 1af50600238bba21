import Iris
import IrisCheckScheduling

/// Where a ``BurstLog`` keeps an entry, and at which index.
///
/// NB: outside the generic log, so an array of them is of a concrete type.
private enum BurstLogSlot {
  case traced(Int)
  case issued(Int)
  case claimed(Int)
}

enum BurstEntryPoint {
  case link
  case tap
}

/// The record being written during a run, from the run's main actor.
///
/// NB: `@unchecked Sendable`: written only by the run's jobs, one at a
/// time, and read after the run. Written at every event of every run by
/// code generic over the flow, so it keeps what it is given in columns that
/// take an append without a type-metadata lookup (``AppendBuffer``), and
/// builds the record only when it is read.
final class BurstLog<Flow: NavigationFlow, Snapshot: Sendable>: @unchecked Sendable
where Flow.SideEffect: Equatable {
  typealias Record = BurstRecord<Flow, Snapshot>

  private var slots: [BurstLogSlot] = []
  /// The states read at flows' starts and finishes, and their entries.
  private let states: AppendBuffer<Snapshot>
  private var stateEntries: [Int] = []
  private let traced: AppendBuffer<CoordinatorEvent<Flow>>
  private let issued: AppendBuffer<BatonBurst<Flow.Intent>.Event>
  private var issuedAt: [Duration] = []
  private var issuedFlows: [Int?] = []
  private let claims: AppendBuffer<Record.Entry>
  /// The routed flows' ids and origins, in routing order.
  private var routedIDs: [NavFlow] = []
  private var origins: [FlowOrigin] = []
  /// The issued event being performed, its entry point, and how many tasks
  /// the run had numbered when it began.
  private var performing: (issued: Int, entryPoint: BurstEntryPoint?, tasksBefore: Int)?
  /// For each link or tap performed, the numbers of the tasks created while
  /// it was: a baton one of them routes later is still that link's or tap's.
  private var entryTasks: [(issued: Int, entryPoint: BurstEntryPoint, tasks: ClosedRange<Int>)] = []
  /// The state when the burst settled, and the entry it was read at.
  var settled: (state: Snapshot, at: Int)?
  var waitingScreens: [Record.WaitingScreen] = []
  private var offScreenRegistrations: [Int] = []
  private var writes: [AttributedWrite] = []
  private var places: [Int: String] = [:]
  private var steps: [[Step<Flow.Route, Flow.SheetRoute, Flow.SideEffect>]] = []

  /// Creates an empty log with room for about `events` issued events and
  /// what they set off.
  init(events: Int) {
    slots.reserveCapacity(4 * events + 8)
    states = AppendBuffer(capacity: 2 * events + 2)
    traced = AppendBuffer(capacity: 4 * events + 8)
    issued = AppendBuffer(capacity: events + 1)
    issuedAt.reserveCapacity(events + 1)
    issuedFlows.reserveCapacity(events + 1)
    claims = AppendBuffer(capacity: 1)
  }

  var record: Record {
    var record = Record()
    var stored = 0
    record.waitingScreens = waitingScreens
    record.offScreenRegistrations = offScreenRegistrations
    record.writes = writes
    record.places = places
    record.settledState = settled?.state
    record.settledAt = settled?.at ?? slots.count
    record.entries.reserveCapacity(slots.count)
    for index in slots.indices {
      switch slots[index] {
      case .issued(let event):
        record.entries.append(
          .issued(issued[event], time: issuedAt[event], flow: issuedFlows[event]))
      case .claimed(let claim):
        record.entries.append(claims[claim])
      case .traced(let event):
        let event = traced[event]
        record.entries.append(.traced(event))
        switch event.kind {
        case .routed(let baton, let executor, _):
          let number = record.flows.count + 1
          record.flows.append(
            Record.RoutedFlow(
              number: number, flow: baton.flow, intent: baton.intent,
              executor: executor, origin: origins[number - 1], routedAt: index,
              steps: Flow.operations(intent: baton.intent)))
        case .flowStarted, .flowFinished:
          guard stored < stateEntries.count, stateEntries[stored] == index else { continue }
          let state = states[stored]
          stored += 1
          guard let flow = routedIDs.firstIndex(of: event.flow) else { continue }
          if case .flowStarted = event.kind {
            record.flows[flow].stateAtStart = state
          } else {
            record.flows[flow].stateAtFinish = state
          }
        default: continue
        }
      }
    }
    return record
  }

  /// Appends an issued event about to be performed, whose flows are those
  /// routed until ``performed()``; returns its entry index.
  @discardableResult
  func issue(
    _ event: BatonBurst<Flow.Intent>.Event, at time: Duration,
    through entryPoint: BurstEntryPoint? = nil
  ) -> Int {
    performing = (
      issuedAt.count, entryPoint, entryPoint == nil ? 0 : DeterministicScheduler.tasksSeen
    )
    slots.append(.issued(issuedAt.count))
    issued.append(event)
    issuedAt.append(time)
    issuedFlows.append(nil)
    return slots.count - 1
  }

  /// Marks the issued event being performed done.
  func performed() {
    if let (issued, entryPoint, before) = performing, let entryPoint {
      let after = DeterministicScheduler.tasksSeen
      if after > before { entryTasks.append((issued, entryPoint, (before + 1)...after)) }
    }
    performing = nil
  }

  /// Appends a traced event; `state` is read at a flow's start and finish.
  func trace(
    _ event: CoordinatorEvent<Flow>, state: () -> Snapshot, registeredOffScreen: Bool = false
  ) {
    if case .routed(let baton, _, let origin) = event.kind {
      route(event.flow, origin: origin)
      steps.append(Flow.operations(intent: baton.intent))
    }
    if registeredOffScreen { offScreenRegistrations.append(slots.count) }
    switch event.kind {
    case .flowStarted, .flowFinished:
      stateEntries.append(slots.count)
      states.append(state())
    default: break
    }
    slots.append(.traced(traced.count))
    traced.append(event)
  }

  private func route(_ flow: NavFlow, origin: NavFlow?) {
    routedIDs.append(flow)
    let number = routedIDs.count
    if let origin {
      origins.append(routedIDs.firstIndex(of: origin).map { .followUp(of: $0 + 1) } ?? .app)
    } else if let (event, entryPoint, _) = performing.flatMap({ $0.entryPoint == nil ? nil : $0 })
      ?? routedLater(), let entryPoint
    {
      origins.append(entryPoint == .link ? .link : .tap)
      if issuedFlows[event] == nil { issuedFlows[event] = number }
    } else {
      origins.append(.app)
    }
  }

  /// The link or tap whose baton the running task routes after the link or
  /// tap returned: the one during which the task, or a task it descends
  /// from, was created (rule RoutedLater: `Task { @MainActor in route(…) }`).
  private func routedLater() -> (Int, BurstEntryPoint?, Int)? {
    guard !entryTasks.isEmpty else { return nil }
    var task = DeterministicScheduler.currentTask
    while let current = task {
      if let window = entryTasks.last(where: { $0.tasks.contains(current.number) }) {
        return (window.issued, window.entryPoint, 0)
      }
      task = DeterministicScheduler.spawner(of: current)
    }
    return nil
  }

  func claimed(_ site: HandoffSite<Flow.Route, Flow.SheetRoute>, flow: NavFlow?, mountedAt: Int) {
    slots.append(.claimed(claims.count))
    claims.append(.claimed(site, flow: flow, mountedAt: mountedAt))
  }

  var count: Int { slots.count }

  /// The number of the routed flow with this identity.
  func number(of flow: NavFlow) -> Int? {
    routedIDs.firstIndex(of: flow).map { $0 + 1 }
  }

  func steps(ofFlow number: Int) -> [Step<Flow.Route, Flow.SheetRoute, Flow.SideEffect>] {
    steps[number - 1]
  }

  func place(_ place: String, at slot: Int) {
    places[slot] = place
  }

  func wrote(_ write: AttributedWrite) {
    writes.append(write)
  }
}
