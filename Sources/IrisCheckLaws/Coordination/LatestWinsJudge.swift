import Iris

/// The coordinator laws' latest-wins judges, for a trace recorded outside a ``CoordinatorHarness``:
/// a test driving a coordinator by hand checks it as the laws do, with no second checker to drift.
///
/// ```swift
/// coordinator.onEvent = { trace.append($0) }
/// // … route batons, let the clock run …
/// #expect(LatestWinsJudge.problems(in: trace) == [])
/// ```
public enum LatestWinsJudge {
  /// The NonInterleaving, SupersededPrefix and Quiescence clauses the trace breaks; empty if none.
  ///
  /// Each is `ClauseName: sentence`. Flows are known by their `routed` events: route batons with
  /// ``/Iris/RouteCoordinator/route(baton:through:)``.
  /// - Parameter trace: every event the coordinator traced, in order.
  public static func problems<Flow: NavigationFlow>(
    in trace: [CoordinatorEvent<Flow>]
  ) -> [String] where Flow.SideEffect: Equatable {
    let log = BurstLog<Flow, TraceOnly>(events: trace.count, judgesRegistrations: false)
    for event in trace { log.trace(event, state: { TraceOnly() }, onScreen: { [] }) }
    let record = log.takeRecord()
    typealias Clause = CoordinatorClause<Flow, TraceOnly>
    return (Clause.nonInterleaving + Clause.supersededPrefix + Clause.quiescence).compactMap {
      clause in clause.violation(in: record).map { "\(clause.name): \($0)" }
    }
  }
}

struct TraceOnly: Equatable, Sendable {}
