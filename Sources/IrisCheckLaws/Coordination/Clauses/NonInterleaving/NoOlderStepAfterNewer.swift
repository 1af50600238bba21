import Iris

extension CoordinatorClause {
  /// On each executor, no flow applies a step after a newer flow applied one.
  ///
  /// Rule FireAndForgetEffectMayEndLate: an effect in flight at the
  /// supersession ends when it ends; ``drainEndsTheStepInFlight`` judges
  /// the executors that drain.
  static var noOlderStepAfterNewer: Self {
    Self(
      "NoOlderStepAfterNewer",
      remedy: "no executor ran two flows that both traced a step: trace each step "
        + "(`navigated`, `effectApplied`) as the coordinator contract says",
      rules: ["FireAndForgetEffectMayEndLate"],
      reached: { record in
        var stepping: [ExecutorIdentity: Set<NavFlow>] = [:]
        for case .traced(let event) in record.entries where event.kind.isStep {
          if let flow = record.routed(event.flow) {
            stepping[flow.executor, default: []].insert(flow.flow)
          }
        }
        return stepping.values.contains { $0.count >= 2 }
      },
      violation: { record in
        record.olderStepAfterNewer { event, _ in !(event.kind.isEffect && !event.flowWasCurrent) }
          .map { event, flow, newer in
            "flow#\(flow.number) applied \(event.kind.text) on the \(record.name(of: flow.executor)) "
              + "executor after newer flow#\(newer) had applied a step there"
          }
      })
  }
}
