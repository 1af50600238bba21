import Iris

extension CoordinatorClause {
  /// Every flow reports one end, finished or cancelled, and nothing after it
  /// (rule ScreenForwardsItsBaton: what a screen does with its baton is not).
  static var oneEndPerFlow: Self {
    Self(
      "OneEndPerFlow", remedy: "no flow was routed: route batons with `route(baton:through:)`",
      rules: ["ScreenForwardsItsBaton"],
      reached: { !$0.flows.isEmpty },
      violation: { record in
        for flow in record.flows {
          let events = record.entries.indices.filter { record.entries[$0].event?.flow == flow.flow }
          let ends = events.filter { index in
            switch record.entries[index].event?.kind {
            case .flowFinished, .flowCancelled: true
            default: false
            }
          }
          guard ends.count == 1 else {
            return "flow#\(flow.number) reported \(ends.count) ends (finished or cancelled)"
          }
          if let after = events.last, after > ends[0] {
            return "flow#\(flow.number) reported an event after its end"
          }
        }
        return nil
      })
  }
}
