import Iris

extension CoordinatorClause {
  /// WorkEndsWithFlow's clause: no task a step started writes after its
  /// flow finished or was superseded.
  static var workEndsWithFlow: [Self] {
    [
      Self(
        "StartedTasksEndWithTheirFlow",
        remedy: "no flow ended: draw bursts that settle",
        reached: { record in record.flows.contains { record.terminal(of: $0) != nil } },
        violation: { record in
          guard
            let write = record.writes.first(where: {
              $0.byStartedTask && $0.flow <= record.flows.count
            })
          else { return nil }
          let flow = record.flows[write.flow - 1]
          let when: String
          if let end = record.terminal(of: flow), end.entry <= write.after {
            when = end.finished ? "finished" : "was cancelled"
          } else {
            when = "was superseded"
          }
          let step =
            write.step <= flow.steps.count ? " (\(Record.text(flow.steps[write.step - 1])))" : ""
          return "a task that flow#\(flow.number)'s step \(write.step)\(step) started changed the "
            + "consumer's state after flow#\(flow.number) \(when)"
        })
    ]
  }
}
