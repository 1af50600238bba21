import Iris
import IrisCheckScheduling

/// Which of a ``BurstLog``'s columns holds an entry, and an issued event's index.
///
/// NB: outside the generic log, so an array of them is of a concrete type.
private enum BurstLogSlot {
  case traced
  case issued(Int)
  case claimed
}

/// What a traced event says of its flow, not generic, so ``BurstWriteWatch``
/// reads it without type-metadata lookups.
struct TracedFact {
  enum Kind {
    /// Traced by the flow's own task.
    case started
    /// Its `routed` event.
    case routed
    case step
    case effect
    case superseded
    /// Finished or cancelled.
    case ended
    case other
  }

  /// The routed flow's number, from 1; `nil` before it is routed.
  var flow: Int?
  var kind: Kind

  var isStep: Bool { kind == .step || kind == .effect }
}

enum BurstEntryPoint {
  case link
  case tap
}

/// The record being written during a run, from the run's main actor.
///
/// NB: `@unchecked Sendable`: written by the run's jobs one at a time, read after the run. A hot
/// path in unspecialized generic code: columns take appends without type-metadata lookups
/// (``AppendBuffer``), the record is built only when read, and exclusivity checks are off.
final class BurstLog<Flow: NavigationFlow, Snapshot: Sendable>: @unchecked Sendable
where Flow.SideEffect: Equatable {
  typealias Record = BurstRecord<Flow, Snapshot>

  @exclusivity(unchecked) private var slots: [BurstLogSlot] = []
  /// The states read at flows' starts and finishes, with each one's flow index and whether at start.
  private let states: AppendBuffer<Snapshot>
  @exclusivity(unchecked) private var stateFlows: [Int] = []
  @exclusivity(unchecked) private var stateAtStart: [Bool] = []
  private let traced: AppendBuffer<CoordinatorEvent<Flow>>
  private let issued: AppendBuffer<BatonBurst<Flow.Intent>.Event>
  @exclusivity(unchecked) private var issuedAt: [Duration] = []
  @exclusivity(unchecked) private var issuedEntries: [Int] = []
  @exclusivity(unchecked) private var issuedFlows: [Int?] = []
  private let claims: AppendBuffer<Record.Entry>
  /// The routed flows, built when traced; their states are filled in when the record is read.
  private let routed: AppendBuffer<Record.RoutedFlow>
  /// The routed flows' ids, in routing order.
  @exclusivity(unchecked) private var routedIDs: [NavFlow] = []
  /// The flow whose number was found last, and its number.
  @exclusivity(unchecked) private var lastNumbered: (flow: NavFlow, number: Int)?
  /// The issued event being performed, its entry point, and the run's task count when it began.
  @exclusivity(unchecked) private var performing:
    (issued: Int, entryPoint: BurstEntryPoint?, tasksBefore: Int, entry: Int)?
  /// The link or tap each flow made by one was made for (see ``made(_:)``).
  @exclusivity(unchecked) private var madeFor: [NavFlow: (Int, BurstEntryPoint?)] = [:]
  /// The run's job that issued each link, by its index among the issued events.
  @exclusivity(unchecked) private var linkJobs: [Int: Int] = [:]
  /// The tasks created while each link or tap was performed: a baton one routes later is its.
  @exclusivity(unchecked) private var entryTasks:
    [(issued: Int, entryPoint: BurstEntryPoint, tasks: ClosedRange<Int>)] = []
  @exclusivity(unchecked) private var places: [Int: String] = [:]
  /// What is noted out of the columns above, rarely: the record's other parts.
  @exclusivity(unchecked) var noted = Record()

  /// Whether a registration off screen is noted.
  private let judgesRegistrations: Bool

  /// Creates an empty log with room for about `events` issued events and what they set off.
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

  /// The record, built once: it moves out what the log holds.
  func takeRecord() -> Record {
    var record = noted
    record.places = places
    if record.settledState == nil { record.settledAt = slots.count }
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

  /// Appends an issued event about to be performed (its flows are those routed until
  /// ``performed(state:)``); returns its entry.
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

  /// Marks the issued event done; `state` is read after a link that routed no flow.
  func performed(state: () -> Snapshot) {
    if let (issued, entryPoint, before, entry) = performing, let entryPoint {
      let after = DeterministicScheduler.tasksSeen
      if after > before { entryTasks.append((issued, entryPoint, (before + 1)...after)) }
      if entryPoint == .link, issuedFlows[issued] == nil {
        noted.afterUnroutedLinks[entry] = state()
      }
    }
    performing = nil
  }

  /// Appends a traced event, reading `state` at a flow's start and finish and `onScreen` at a
  /// registration; returns what the event says of its flow.
  ///
  /// NB: the one place that looks into an event (each match costs type-metadata lookups); the
  /// rarer cases are out of line.
  @discardableResult
  func trace(
    _ event: CoordinatorEvent<Flow>, state: () -> Snapshot,
    onScreen: () -> [HandoffSite<Flow.Route, Flow.SheetRoute>]
  ) -> TracedFact {
    // NB: `onScreen` is not optional, so not escaping: no context allocated per event.
    let kind: TracedFact.Kind
    switch event.tag {
    case .routed:
      traceRouted(event)
      kind = .routed
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
    guard case .routed(let baton, let executor, let from) = event.kind else { return }
    let (origin, routedBy, held) = route(event.flow, origin: from)
    routed.append(
      Record.RoutedFlow(
        number: routedIDs.count, flow: baton.flow, intent: baton.intent, executor: executor,
        origin: origin, routedBy: routedBy, routedAt: slots.count, heldOnTheClock: held,
        steps: Flow.operations(intent: baton.intent)))
  }

  /// Notes a registration whose site is not on screen.
  @inline(never)
  private func traceRegistration(
    _ event: CoordinatorEvent<Flow>, onScreen: () -> [HandoffSite<Flow.Route, Flow.SheetRoute>]
  ) {
    guard case .handoffRegistered(let site) = event.kind else { return }
    // NB: not `contains`, which costs more unspecialized.
    let shown = onScreen()
    var index = 0
    while index < shown.count {
      if shown[index] == site { return }
      index += 1
    }
    noted.offScreenRegistrations.append(slots.count)
  }

  /// Reads and notes the state at a routed flow's start or finish.
  private func noteState(_ state: () -> Snapshot, of flow: NavFlow, atStart: Bool) {
    guard let number = number(of: flow) else { return }
    stateFlows.append(number - 1)
    stateAtStart.append(atStart)
    states.append(state())
  }

  /// Numbers a routed flow: who routed it, the entry of the link or tap that did, and whether
  /// that link was held while time passed.
  private func route(_ flow: NavFlow, origin: NavFlow?) -> (FlowOrigin, Int?, Bool) {
    routedIDs.append(flow)
    if let origin {
      return (routedIDs.firstIndex(of: origin).map { .followUp(of: $0 + 1) } ?? .app, nil, false)
    }
    guard let (event, entryPoint) = madeFor[flow] ?? performedEntry() ?? routedLater(),
      let entryPoint
    else { return (.app, nil, false) }
    if issuedFlows[event] == nil { issuedFlows[event] = routedIDs.count }
    let isLink = entryPoint == .link
    return (
      isLink ? .link : .tap, issuedEntries[event], isLink && waitedForTime(sinceLink: event)
    )
  }

  /// Whether the running job waited for time since the link issued `issued`th came (rule
  /// HopsDoNotHold).
  private func waitedForTime(sinceLink issued: Int) -> Bool {
    guard let mark = linkJobs[issued], mark >= 0 else { return false }
    return DeterministicScheduler.waitedForTime(since: mark)
  }

  /// Notes a flow made while a link or tap was performed, or by a task one started: its baton is
  /// that link's or tap's whichever task routes it (rule ListenerRoutesTheLink).
  func made(_ flow: NavFlow) {
    guard let entry = performedEntry() ?? routedLater() else { return }
    madeFor[flow] = entry
  }

  /// The link or tap being performed, if any.
  private func performedEntry() -> (Int, BurstEntryPoint?)? {
    performing.flatMap { $0.entryPoint == nil ? nil : ($0.issued, $0.entryPoint) }
  }

  /// The link or tap during which the running task or an ancestor was created (rule RoutedLater:
  /// `Task { @MainActor in route(…) }`).
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
    // NB: events come in runs of one flow's, and a flow's index never changes.
    if let (last, number) = lastNumbered, last == flow { return number }
    guard let index = routedIDs.firstIndex(of: flow) else { return nil }
    lastNumbered = (flow, index + 1)
    return index + 1
  }

  func steps(ofFlow number: Int) -> [Step<Flow.Route, Flow.SheetRoute, Flow.SideEffect>] {
    routed[number - 1].steps
  }

  func origin(ofFlow number: Int) -> FlowOrigin { routed[number - 1].origin }

  func place(_ place: String, at slot: Int) {
    places[slot] = place
  }

  /// Notes a write by a screen's task, after the last entry logged.
  func screenWrote() {
    noted.screenWrites.append(slots.count - 1)
  }

  /// Notes a write by a task the app started as it was made, after the last entry logged.
  func appWrote(from before: Snapshot, to after: Snapshot) {
    noted.appWrites.append(Record.AppWrite(after: slots.count - 1, from: before, to: after))
  }

  /// Takes a move, registration or delivery a screen's task traced with a flow's baton as the
  /// screen's, not a step of the flow (rule ScreenForwardsItsBaton): a registration or delivery
  /// is noted after the last entry logged; a move is left to the screen's write watch.
  func screenForwarded(_ event: CoordinatorEvent<Flow>) {
    switch event.kind {
    case .handoffRegistered(let site), .handoffDelivered(let site):
      noted.screenForwards.append(
        Record.ScreenForward(site: site, flow: event.flow, after: slots.count - 1))
    default:
      break
    }
  }

  /// Notes that the mounted screen at `site` left, or a push covered it, after the last entry
  /// logged.
  func screenLeft(_ site: Record.Site, covered: Bool) {
    noted.screensLeft.append(
      Record.ScreenGone(site: site, covered: covered, after: slots.count - 1))
  }
}
