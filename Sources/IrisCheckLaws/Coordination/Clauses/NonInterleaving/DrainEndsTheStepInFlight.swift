import Iris

extension CoordinatorClause {
  /// A draining executor lets the step in flight end before the newer flow steps.
  static var drainEndsTheStepInFlight: Self {
    let late = { @Sendable (event: CoordinatorEvent<Flow>, flow: Record.RoutedFlow) in
      event.kind.isEffect && !event.flowWasCurrent && flow.executor.drainsSteps
    }
    return Self(
      "DrainEndsTheStepInFlight",
      reach: .ifTheAppDoes(
        "an effect in flight when a newer flow was routed on a draining executor"),
      remedy: "draw bursts whose links land while an effect runs (`gaps:`)",
      reached: { record in
        record.entries.contains { entry in
          guard case .traced(let event) = entry, let flow = record.routed(event.flow) else {
            return false
          }
          return late(event, flow)
        }
      },
      violation: { record in
        record.olderStepAfterNewer(late).map { event, flow, newer in
          "flow#\(flow.number)'s \(event.kind.text), in flight when it was superseded, ended on "
            + "the draining \(record.name(of: flow.executor)) executor after newer flow#\(newer) "
            + "had applied a step there"
        }
      })
  }
}
