import Iris
import IrisCheckScheduling

/// Which of a ``BurstLog``'s columns holds an entry (the next value not
/// taken yet), and, for an issued event, its index.
///
/// NB: outside the generic log, so an array of them is of a concrete type.
private enum BurstLogSlot {
  case traced
  case issued(Int)
  case claimed
}

/// What a traced event says of its flow, in a type that is not generic,
/// so ``BurstWriteWatch`` reads it without type-metadata lookups.
struct TracedFact {
  enum Kind {
    /// The flow's start, traced by its own task.
    case started
    /// A navigation step begun.
    case step
    /// An effect step begun.
    case effect
    case superseded
    /// The flow's finish or cancellation.
    case ended
    case other
  }

  /// The routed flow's number, counted from 1; `nil` before it is routed.
  var flow: Int?
  var kind: Kind

  /// Whether the event is a step (a navigation or an effect).
  var isStep: Bool { kind == .step || kind == .effect }
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
/// builds the record only when it is read. Its properties skip the
/// runtime's exclusivity checks (`@exclusivity(unchecked)`): with those of the other
/// harness and scheduler classes written at every job, they cost 5% of a
/// run's instructions.
final class BurstLog<Flow: NavigationFlow, Snapshot: Sendable>: @unchecked Sendable
where Flow.SideEffect: Equatable {
  typealias Record = BurstRecord<Flow, Snapshot>

  @exclusivity(unchecked) private var slots: [BurstLogSlot] = []
  /// The states read at flows' starts and finishes, and for each the
  /// routed flow's index and whether it was its start.
  private let states: AppendBuffer<Snapshot>
  @exclusivity(unchecked) private var stateFlows: [Int] = []
  @exclusivity(unchecked) private var stateAtStart: [Bool] = []
  private let traced: AppendBuffer<CoordinatorEvent<Flow>>
  private let issued: AppendBuffer<BatonBurst<Flow.Intent>.Event>
  @exclusivity(unchecked) private var issuedAt: [Duration] = []
  @exclusivity(unchecked) private var issuedEntries: [Int] = []
  @exclusivity(unchecked) private var issuedFlows: [Int?] = []
  private let claims: AppendBuffer<Record.Entry>
  /// The routed flows, built when traced (their state at start and finish
  /// is filled in when the record is read).
  private let routed: AppendBuffer<Record.RoutedFlow>
  /// The routed flows' ids and origins, and the entries of the links and
  /// taps that routed them, in routing order.
  @exclusivity(unchecked) private var routedIDs: [NavFlow] = []
  @exclusivity(unchecked) private var origins: [FlowOrigin] = []
  @exclusivity(unchecked) private var routedBy: [Int?] = []
  /// Whether each routed flow is a link's held while time passed.
  @exclusivity(unchecked) private var held: [Bool] = []
  /// The flow whose number was found last, and its number.
  @exclusivity(unchecked) private var lastNumbered: (flow: NavFlow, number: Int)?
  /// The issued event being performed, its entry point, and how many tasks
  /// the run had numbered when it began.
  @exclusivity(unchecked) private var performing:
    (issued: Int, entryPoint: BurstEntryPoint?, tasksBefore: Int, entry: Int)?
  /// The link or tap each flow made by one was made for (see ``made(_:)``).
  @exclusivity(unchecked) private var madeFor: [NavFlow: (Int, BurstEntryPoint?)] = [:]
  /// For each link issued, by its index among the issued events: the
  /// run's job that issued it.
  @exclusivity(unchecked) private var linkJobs: [Int: Int] = [:]
  /// The state right after each link that routed no flow before it returned.
  @exclusivity(unchecked) private var afterUnroutedLinks: [Int: Snapshot] = [:]
  /// For each link or tap performed, the numbers of the tasks created while
  /// it was: a baton one of them routes later is still that link's or tap's.
  @exclusivity(unchecked) private var entryTasks:
    [(issued: Int, entryPoint: BurstEntryPoint, tasks: ClosedRange<Int>)] = []
  /// The state when the burst settled, and the entry it was read at.
  @exclusivity(unchecked) var settled: (state: Snapshot, at: Int)?
  @exclusivity(unchecked) var waitingScreens: [Record.WaitingScreen] = []
  @exclusivity(unchecked) private var offScreenRegistrations: [Int] = []
  @exclusivity(unchecked) private var writes: [AttributedWrite] = []
  @exclusivity(unchecked) private var screenWrites: [Int] = []
  @exclusivity(unchecked) private var places: [Int: String] = [:]

  /// Whether a registration off screen is noted (see ``trace(_:state:onScreen:)``).
  private let judgesRegistrations: Bool

  /// Creates an empty log with room for about `events` issued events and
  /// what they set off; without `judgesRegistrations`, no registration is
  /// taken for off screen.
  init(events: Int, judgesRegistrations: Bool = true) {
    self.judgesRegistrations = judgesRegistrations
    slots.reserveCapacity(4 * events + 8)
    states = AppendBuffer(capacity: 2 * events + 2)
    traced = AppendBuffer(capacity: 4 * events + 8)
    issued = AppendBuffer(capacity: events + 1)
    issuedAt.reserveCapacity(events + 1)
    issuedFlows.reserveCapacity(events + 1)
    claims = AppendBuffer(capacity: 1)
    routed = AppendBuffer(capacity: events + 1)
  }

  /// The record, built once: it takes what the log holds, so the log is
  /// not read again.
  ///
  /// NB: nothing here looks into a traced event: `trace` classified each
  /// one as it came (a generic enum's case costs type-metadata lookups).
  func takeRecord() -> Record {
    var record = Record()
    record.waitingScreens = waitingScreens
    record.offScreenRegistrations = offScreenRegistrations
    record.writes = writes
    record.screenWrites = screenWrites
    record.places = places
    record.settledState = settled?.state
    record.settledAt = settled?.at ?? slots.count
    record.afterUnroutedLinks = afterUnroutedLinks
    record.entries.reserveCapacity(slots.count)
    for slot in slots {
      switch slot {
      case .issued(let event):
        record.entries.append(
          .issued(issued.removeFirst(), time: issuedAt[event], flow: issuedFlows[event]))
      case .claimed:
        record.entries.append(claims.removeFirst())
      case .traced:
        record.entries.append(.traced(traced.removeFirst()))
      }
    }
    record.flows = routed.removeAll()
    for index in stateFlows.indices {
      if stateAtStart[index] {
        record.flows[stateFlows[index]].stateAtStart = states.removeFirst()
      } else {
        record.flows[stateFlows[index]].stateAtFinish = states.removeFirst()
      }
    }
    return record
  }

  /// Appends an issued event about to be performed, whose flows are those
  /// routed until ``performed(state:)``; returns its entry index.
  @discardableResult
  func issue(
    _ event: BatonBurst<Flow.Intent>.Event, at time: Duration,
    through entryPoint: BurstEntryPoint? = nil
  ) -> Int {
    performing = (
      issuedAt.count, entryPoint, entryPoint == nil ? 0 : DeterministicScheduler.tasksSeen,
      slots.count
    )
    if entryPoint == .link { linkJobs[issuedAt.count] = DeterministicScheduler.runningJob }
    slots.append(.issued(issuedAt.count))
    issued.append(event)
    issuedAt.append(time)
    issuedEntries.append(slots.count - 1)
    issuedFlows.append(nil)
    return slots.count - 1
  }

  /// Marks the issued event being performed done; `state` is read when it
  /// was a link that routed no flow.
  func performed(state: () -> Snapshot) {
    if let (issued, entryPoint, before, entry) = performing, let entryPoint {
      let after = DeterministicScheduler.tasksSeen
      if after > before { entryTasks.append((issued, entryPoint, (before + 1)...after)) }
      if entryPoint == .link, issuedFlows[issued] == nil { afterUnroutedLinks[entry] = state() }
    }
    performing = nil
  }

  /// Appends a traced event; `state` is read at a flow's start and finish,
  /// `onScreen` at a registration (when the log judges registrations),
  /// which is off screen when its site is not among them.
  /// - Returns: what the event says of its flow, for ``BurstWriteWatch``.
  ///
  /// NB: the one place that looks into the event, once: each generic
  /// function an event passes through, and each pattern match on its
  /// kind, costs type-metadata lookups, and this runs at every traced event
  /// of every run. The routed and registered cases, one event in three, are
  /// out of line, so the others do not look up what they need.
  @discardableResult
  func trace(
    _ event: CoordinatorEvent<Flow>, state: () -> Snapshot,
    onScreen: () -> [HandoffSite<Flow.Route, Flow.SheetRoute>]
  ) -> TracedFact {
    // NB: `onScreen` is not optional, so not escaping: its context is not
    // allocated at every event.
    let kind: TracedFact.Kind
    switch event.tag {
    case .routed:
      traceRouted(event)
      kind = .other
    case .flowStarted:
      kind = .started
      noteState(state, of: event.flow, atStart: true)
    case .flowFinished:
      kind = .ended
      noteState(state, of: event.flow, atStart: false)
    case .navigated: kind = .step
    case .effectApplied: kind = .effect
    case .superseded: kind = .superseded
    case .flowCancelled: kind = .ended
    case .handoffRegistered:
      if judgesRegistrations { traceRegistration(event, onScreen: onScreen) }
      kind = .other
    case .handoffDelivered: kind = .other
    }
    slots.append(.traced)
    traced.append(event)
    return TracedFact(flow: number(of: event.flow), kind: kind)
  }

  /// Notes a routed flow.
  @inline(never)
  private func traceRouted(_ event: CoordinatorEvent<Flow>) {
    guard case .routed(let baton, let executor, let origin) = event.kind else { return }
    route(event.flow, origin: origin)
    let number = routedIDs.count
    routed.append(
      Record.RoutedFlow(
        number: number, flow: baton.flow, intent: baton.intent, executor: executor,
        origin: origins[number - 1], routedBy: routedBy[number - 1], routedAt: slots.count,
        heldOnTheClock: held[number - 1], steps: Flow.operations(intent: baton.intent)))
  }

  /// Notes a registration whose site is not on screen.
  @inline(never)
  private func traceRegistration(
    _ event: CoordinatorEvent<Flow>, onScreen: () -> [HandoffSite<Flow.Route, Flow.SheetRoute>]
  ) {
    guard case .handoffRegistered(let site) = event.kind else { return }
    // NB: not `contains`, which unspecialized costs more than comparing the
    // few sites on screen.
    let shown = onScreen()
    var index = 0
    while index < shown.count {
      if shown[index] == site { return }
      index += 1
    }
    offScreenRegistrations.append(slots.count)
  }

  /// Reads and notes the state at a routed flow's start or finish.
  private func noteState(_ state: () -> Snapshot, of flow: NavFlow, atStart: Bool) {
    guard let number = number(of: flow) else { return }
    stateFlows.append(number - 1)
    stateAtStart.append(atStart)
    states.append(state())
  }

  private func route(_ flow: NavFlow, origin: NavFlow?) {
    routedIDs.append(flow)
    let number = routedIDs.count
    if let origin {
      origins.append(routedIDs.firstIndex(of: origin).map { .followUp(of: $0 + 1) } ?? .app)
      routedBy.append(nil)
      held.append(false)
    } else if let (event, entryPoint) = madeFor[flow] ?? performedEntry() ?? routedLater(),
      let entryPoint
    {
      origins.append(entryPoint == .link ? .link : .tap)
      routedBy.append(issuedEntries[event])
      held.append(entryPoint == .link && waitedForTime(sinceLink: event))
      if issuedFlows[event] == nil { issuedFlows[event] = number }
    } else {
      origins.append(.app)
      routedBy.append(nil)
      held.append(false)
    }
  }

  /// Whether the running task, about to route the flow of the link
  /// issued `issued`th, waited for time to pass since the link came, as
  /// one that loads first does (rule HopsDoNotHold).
  private func waitedForTime(sinceLink issued: Int) -> Bool {
    guard let mark = linkJobs[issued], mark >= 0 else { return false }
    return DeterministicScheduler.waitedForTime(since: mark)
  }

  /// Notes a flow made while a link or tap was performed, or by a task one
  /// started: a baton of it is that link's or tap's, whichever task routes
  /// it (rule ListenerRoutesTheLink: a listener of a
  /// ``/Iris/Broadcaster``'s stream, which the app started before).
  func made(_ flow: NavFlow) {
    guard let entry = performedEntry() ?? routedLater() else { return }
    madeFor[flow] = entry
  }

  /// The link or tap being performed, if any.
  private func performedEntry() -> (Int, BurstEntryPoint?)? {
    performing.flatMap { $0.entryPoint == nil ? nil : ($0.issued, $0.entryPoint) }
  }

  /// The link or tap whose baton the running task routes after the link or
  /// tap returned: the one during which the task, or a task it descends
  /// from, was created (rule RoutedLater: `Task { @MainActor in route(…) }`).
  private func routedLater() -> (Int, BurstEntryPoint?)? {
    guard !entryTasks.isEmpty else { return nil }
    var task = DeterministicScheduler.currentTask
    while let current = task {
      if let window = entryTasks.last(where: { $0.tasks.contains(current.number) }) {
        return (window.issued, window.entryPoint)
      }
      task = DeterministicScheduler.spawner(of: current)
    }
    return nil
  }

  func claimed(_ site: HandoffSite<Flow.Route, Flow.SheetRoute>, flow: NavFlow?, mountedAt: Int) {
    slots.append(.claimed)
    claims.append(.claimed(site, flow: flow, mountedAt: mountedAt))
  }

  var count: Int { slots.count }

  /// The number of the routed flow with this identity.
  func number(of flow: NavFlow) -> Int? {
    // NB: events come in runs of one flow's; the routed flows only grow,
    // so a flow's first index, once found, stays.
    if let (last, number) = lastNumbered, last == flow { return number }
    guard let index = routedIDs.firstIndex(of: flow) else { return nil }
    lastNumbered = (flow, index + 1)
    return index + 1
  }

  func steps(ofFlow number: Int) -> [Step<Flow.Route, Flow.SheetRoute, Flow.SideEffect>] {
    routed[number - 1].steps
  }

  func place(_ place: String, at slot: Int) {
    places[slot] = place
  }

  func wrote(_ write: AttributedWrite) {
    writes.append(write)
  }

  /// Notes a write by a screen's task, after the last entry logged.
  func screenWrote() {
    screenWrites.append(slots.count - 1)
  }
}
