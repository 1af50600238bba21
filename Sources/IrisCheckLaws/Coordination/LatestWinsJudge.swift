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
  /// What the trace breaks of NonInterleaving, SupersededPrefix (every
  /// clause but those about the consumer's state, which a trace does not
  /// hold) and Quiescence (one end per flow, nothing after it), each as the
  /// laws' sentence; empty when it breaks nothing.
  ///
  /// Flows are known by their `routed` events: route batons with
  /// ``/Iris/RouteCoordinator/route(baton:through:)``.
  /// - Parameter trace: every event the coordinator traced, in order.
  /// - Returns: the broken clauses, each as `ClauseName: sentence`.
  public static func problems<Flow: NavigationFlow>(
    in trace: [CoordinatorEvent<Flow>]
  ) -> [String] where Flow.SideEffect: Equatable {
    let log = BurstLog<Flow, TraceOnly>(events: trace.count)
    for event in trace { log.trace(event, state: { TraceOnly() }) }
    let record = log.record
    typealias Clause = CoordinatorClause<Flow, TraceOnly>
    return (Clause.nonInterleaving + Clause.supersededPrefix + Clause.quiescence).compactMap {
      clause in clause.violation(in: record).map { "\(clause.name): \($0)" }
    }
  }
}

/// The state of a trace judged alone: none.
struct TraceOnly: Equatable, Sendable {}
