import Iris
import IrisCheckScheduling

/// Where a ``BurstLog`` keeps an entry: among its traced events, its
/// issued events or its claims, at this index.
///
/// NB: outside the generic log, so an array of them is an array of a
/// concrete type.
private enum BurstLogSlot {
  case traced(Int)
  case issued(Int)
  case claimed(Int)
}

/// The entry point a burst event routes through, while it is performed.
enum BurstEntryPoint {
  case link
  case tap
}

/// The record being written during a run, from the run's main actor.
///
/// NB: `@unchecked Sendable`: written only by the run's jobs (one at a time,
/// on the driver thread) and read after the run.
///
/// NB: written at every event of every run by code generic over the flow,
/// so it keeps what it is given as it came, in columns that take an append
/// without a type-metadata lookup (see ``AppendBuffer``), and builds the
/// entries, the routed flows and their start and finish states only when
/// the record is read.
final class BurstLog<Flow: NavigationFlow, Snapshot: Sendable>: @unchecked Sendable
where Flow.SideEffect: Equatable {
  typealias Record = BurstRecord<Flow, Snapshot>

  /// Where each entry is kept, in entry order.
  private var slots: [BurstLogSlot] = []
  /// The states read at flows' starts and finishes, and the entry each was
  /// read at: the only states a judge compares.
  private let states: AppendBuffer<Snapshot>
  private var stateEntries: [Int] = []
  private let traced: AppendBuffer<CoordinatorEvent<Flow>>
  private let issued: AppendBuffer<BatonBurst<Flow.Intent>.Event>
  private var issuedAt: [Duration] = []
  /// The number of the first flow each issued event routed, or `nil`.
  private var issuedFlows: [Int?] = []
  private let claims: AppendBuffer<Record.Entry>
  /// The routed flows, in routing order: their ids and their origins (the
  /// baton and executor stay in the traced event).
  private var routedIDs: [NavFlow] = []
  private var origins: [FlowOrigin] = []
  /// The issued event being performed, its entry point, and how many tasks
  /// the run had numbered when it began.
  private var performing: (issued: Int, entryPoint: BurstEntryPoint?, tasksBefore: Int)?
  /// For each link or tap performed, the numbers of the tasks created while
  /// it was: a baton one of them routes later is still that link's or tap's.
  private var entryTasks: [(issued: Int, entryPoint: BurstEntryPoint, tasks: ClosedRange<Int>)] = []
  /// The state when the burst settled, before the harness mounted every
  /// screen once more, and the entry it was read at.
  var settled: (state: Snapshot, at: Int)?
  /// The screens still waiting when the burst settled.
  var waitingScreens: [Record.WaitingScreen] = []
  /// The entries of registrations made for a site not on screen.
  private var offScreenRegistrations: [Int] = []
  /// The writes attributed to tasks out of their flow's time.
  private var writes: [AttributedWrite] = []
  /// Where the path showed after each step and at each mount, by slot.
  private var places: [Int: String] = [:]
  /// The routed flows' steps, by number minus one.
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

  /// What has been logged, as a record.
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
              number: number, flow: baton.flow, batonID: baton.id, intent: baton.intent,
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

  /// Appends an issued event about to be performed; returns its entry index.
  ///
  /// Flows routed until ``performed()`` are its flows.
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

  /// Notes a routed flow's number and origin.
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

  /// The number of entries logged so far.
  var count: Int { slots.count }

  /// The number of the routed flow with this identity.
  func number(of flow: NavFlow) -> Int? {
    routedIDs.firstIndex(of: flow).map { $0 + 1 }
  }

  /// The steps of the flow with this number.
  func steps(ofFlow number: Int) -> [Step<Flow.Route, Flow.SheetRoute, Flow.SideEffect>] {
    steps[number - 1]
  }

  /// Notes where the entry at `slot` happened (see
  /// ``CoordinatorHarness/place``).
  func place(_ place: String, at slot: Int) {
    places[slot] = place
  }

  /// Notes a write made out of its flow's time.
  func wrote(_ write: AttributedWrite) {
    writes.append(write)
  }
}
