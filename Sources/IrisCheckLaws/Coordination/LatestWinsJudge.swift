import Iris

/// The coordinator laws' latest-wins judges, for a trace recorded outside
/// a ``CoordinatorHarness``: a test that drives a coordinator by hand
/// checks its trace the way the laws do, with no second checker to drift.
///
/// ```swift
/// coordinator.onEvent = { trace.append($0) }
/// // … route batons, let the clock run …
/// #expect(LatestWinsJudge.problems(in: trace) == [])
/// ```
public enum LatestWinsJudge {
  /// The clauses of NonInterleaving, SupersededPrefix and Quiescence that
  /// the trace breaks, each as `ClauseName: sentence`; empty when none.
  ///
  /// Flows are known by their `routed` events: route batons with
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

/// The state of a trace judged alone: none.
struct TraceOnly: Equatable, Sendable {}
