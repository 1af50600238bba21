import Iris

extension CoordinatorClause {
  /// NonInterleaving's clauses: one executor per entry point; on each
  /// executor no older step after a newer one; a drain ends the step in
  /// flight first.
  static var nonInterleaving: [Self] {
    [
      sharedExecutor(
        .link, name: "LinksShareOneExecutor", reach: .required(when: []),
        rules: ["IgnoredLink", "RoutedLater"]),
      sharedExecutor(.tap, name: "TapsShareOneExecutor", reach: .required(when: .tap)),
      Self(
        "NoOlderStepAfterNewer",
        remedy: "no executor ran two flows that both traced a step: trace each step "
          + "(`navigated`, `effectApplied`) as the coordinator contract says",
        rules: ["FireAndForgetEffectMayEndLate"],
        reached: { record in record.executorsWithSteppingFlows(atLeast: 2) },
        violation: { record in
          record.olderStepAfterNewer { event, _ in
            // NB: rule FireAndForgetEffectMayEndLate: an effect in flight at
            // the supersession ends when it ends; clause DrainEndsTheStepInFlight
            // judges the draining executors.
            !(event.kind.isEffect && !event.flowWasCurrent)
          }.map { event, flow, newer in
            "flow#\(flow.number) applied \(event.kind.text) on the "
              + "\(record.name(of: flow.executor)) executor after newer flow#\(newer) had applied "
              + "a step there"
          }
        }),
      Self(
        "DrainEndsTheStepInFlight",
        reach: .ifTheAppDoes(
          "an effect in flight when a newer flow was routed on a draining executor"),
        remedy: "draw bursts whose links land while an effect runs (`gaps:`)",
        reached: { record in
          record.entries.contains { entry in
            guard case .traced(let event) = entry, event.kind.isEffect, !event.flowWasCurrent,
              let flow = record.routed(event.flow)
            else { return false }
            return flow.executor.drainsSteps
          }
        },
        violation: { record in
          record.olderStepAfterNewer { event, flow in
            event.kind.isEffect && !event.flowWasCurrent && flow.executor.drainsSteps
          }.map { event, flow, newer in
            "flow#\(flow.number)'s \(event.kind.text), in flight when it was superseded, ended on "
              + "the draining \(record.name(of: flow.executor)) executor after newer flow#\(newer) "
              + "had applied a step there"
          }
        }),
    ]
  }

  private static func sharedExecutor(
    _ origin: FlowOrigin, name: String, reach: Reach, rules: [String] = []
  ) -> Self {
    Self(
      name, reach: reach,
      remedy: "no burst routed two \(origin)s the trace reported: the harness's `\(origin)` must "
        + "route batons with `route(baton:through:)`, which traces `.routed(_:on:origin:)`, or "
        + "trace it yourself", rules: rules,
      reached: { record in record.flows.count { $0.origin == origin } >= 2 },
      violation: { record in
        let routed = record.flows.filter { $0.origin == origin }
        guard let first = routed.first,
          let other = routed.first(where: { $0.executor != first.executor })
        else { return nil }
        return "\(origin)s ran on more than one executor: flow#\(first.number) on "
          + "\(record.name(of: first.executor)), flow#\(other.number) on "
          + "\(record.name(of: other.executor)), so a newer \(origin) does not supersede an "
          + "older one"
      })
  }
}

extension BurstRecord {
  /// Whether some executor ran `count` flows that each traced a step.
  func executorsWithSteppingFlows(atLeast count: Int) -> Bool {
    var stepping: [ExecutorIdentity: Set<NavFlow>] = [:]
    for case .traced(let event) in entries where event.kind.isStep {
      guard let flow = routed(event.flow) else { continue }
      var flows = stepping[flow.executor, default: []]
      flows.insert(flow.flow)
      if flows.count >= count { return true }
      stepping[flow.executor] = flows
    }
    return false
  }

  /// The first step-like event of an older flow, among those `counts`
  /// selects, traced on its executor after a newer flow's step there: the
  /// event, its flow and the newer flow's number.
  func olderStepAfterNewer(
    _ counts: (CoordinatorEvent<Flow>, RoutedFlow) -> Bool
  ) -> (CoordinatorEvent<Flow>, RoutedFlow, Int)? {
    var newest: [ExecutorIdentity: Int] = [:]
    for case .traced(let event) in entries where event.kind.isStepLike {
      guard let flow = routed(event.flow) else { continue }
      let seen = newest[flow.executor] ?? 0
      guard flow.number < seen else {
        newest[flow.executor] = flow.number
        continue
      }
      if counts(event, flow) { return (event, flow, seen) }
    }
    return nil
  }
}
