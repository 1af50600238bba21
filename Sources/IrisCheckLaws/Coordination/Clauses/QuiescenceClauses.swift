import Iris

extension CoordinatorClause {
  /// Quiescence's clauses: the run completes, the executors are idle, and
  /// every flow reports one end and nothing after it.
  static var quiescence: [Self] {
    [
      Self(
        "RunCompletes", remedy: "",
        reached: { _ in true },
        violation: { record in
          guard record.outcome == .completed else { return "the run ended \(record.outcome)" }
          return record.anomalies.first.map { "the run left work behind: \($0)" }
        }),
      Self(
        "ExecutorsIdle", remedy: "",
        reached: { _ in true },
        violation: { record in
          record.idle ? nil : "an executor was still busy at quiescence"
        }),
      Self(
        "OneEndPerFlow",
        remedy: "no flow was routed: route batons with `route(baton:through:)`",
        reached: { !$0.flows.isEmpty },
        violation: { record in
          for flow in record.flows {
            let events = record.entries.indices.filter {
              record.entries[$0].isTraced(of: flow.flow)
            }
            let terminals = events.filter { record.entries[$0].isTerminal }
            guard terminals.count == 1 else {
              return "flow#\(flow.number) reported \(terminals.count) ends (finished or cancelled)"
            }
            if let after = events.last, after > terminals[0] {
              return "flow#\(flow.number) reported an event after its end"
            }
          }
          return nil
        }),
    ]
  }
}
