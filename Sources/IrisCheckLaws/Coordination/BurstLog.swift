import Iris

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
  private let states: AppendBuffer<Snapshot>
  private let traced: AppendBuffer<CoordinatorEvent<Flow>>
  private let issued: AppendBuffer<BatonBurst<Flow.Intent>.Event>
  private var issuedAt: [Duration] = []
  /// The number of the flow each issued event routed, or `nil`.
  private var issuedFlows: [Int?] = []
  private let claims: AppendBuffer<Record.Entry>
  /// The routed batons, in order, and the executor each was routed on.
  private let batons: AppendBuffer<Baton<Flow.Intent>>
  private var executors: [BatonExecutor] = []

  /// Creates an empty log with room for about `events` issued events and
  /// what they set off.
  init(events: Int) {
    slots.reserveCapacity(4 * events + 8)
    states = AppendBuffer(capacity: 4 * events + 8)
    traced = AppendBuffer(capacity: 3 * events + 8)
    issued = AppendBuffer(capacity: events + 1)
    issuedAt.reserveCapacity(events + 1)
    issuedFlows.reserveCapacity(events + 1)
    claims = AppendBuffer(capacity: 1)
    batons = AppendBuffer(capacity: events + 1)
  }

  /// What has been logged, as a record.
  var record: Record {
    var record = Record()
    record.states = states.elements
    record.flows.reserveCapacity(batons.count)
    var flowIDs: [NavFlow] = []
    for index in 0..<batons.count {
      let baton = batons[index]
      flowIDs.append(baton.flow)
      record.flows.append(
        Record.RoutedFlow(
          number: index + 1, flow: baton.flow, batonID: baton.id, intent: baton.intent,
          executor: executors[index], steps: Flow.operations(intent: baton.intent)))
    }
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
        case .flowStarted:
          guard let flow = flowIDs.firstIndex(of: event.flow) else { continue }
          record.flows[flow].stateAtStart = states[index]
        case .flowFinished:
          guard let flow = flowIDs.firstIndex(of: event.flow) else { continue }
          record.flows[flow].stateAtFinish = states[index]
        default: continue
        }
      }
    }
    return record
  }

  /// Appends an issued event; returns its entry index.
  @discardableResult
  func issue(
    _ event: BatonBurst<Flow.Intent>.Event, at time: Duration, state: Snapshot,
    routing baton: Baton<Flow.Intent>? = nil, on executor: BatonExecutor = .links
  ) -> Int {
    var number: Int?
    if let baton {
      batons.append(baton)
      executors.append(executor)
      number = executors.count
    }
    slots.append(.issued(issuedAt.count))
    issued.append(event)
    issuedAt.append(time)
    issuedFlows.append(number)
    states.append(state)
    return slots.count - 1
  }

  func trace(_ event: CoordinatorEvent<Flow>, state: Snapshot) {
    slots.append(.traced(traced.count))
    traced.append(event)
    states.append(state)
  }

  func claimed(
    _ site: HandoffSite<Flow.Route, Flow.SheetRoute>, flow: NavFlow?, mountedAt: Int,
    state: Snapshot
  ) {
    slots.append(.claimed(claims.count))
    claims.append(.claimed(site, flow: flow, mountedAt: mountedAt))
    states.append(state)
  }
}
