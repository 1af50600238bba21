import Iris

extension CoordinatorClause {
  /// No task a step started changes the state after its flow finished or
  /// was superseded.
  static var startedTasksEndWithTheirFlow: Self {
    Self(
      "StartedTasksEndWithTheirFlow", remedy: "no flow ended: draw bursts that settle",
      reached: { record in record.flows.contains { record.terminal(of: $0) != nil } },
      violation: { record in
        guard
          let write = record.writes.first(where: {
            $0.byStartedTask && $0.flow <= record.flows.count
          })
        else { return nil }
        let flow = record.flows[write.flow - 1]
        var when = "was superseded"
        if let end = record.terminal(of: flow), end.entry <= write.after {
          when = end.finished ? "finished" : "was cancelled"
        }
        let step =
          write.step <= flow.steps.count ? " (\(Record.text(flow.steps[write.step - 1])))" : ""
        return "a task that flow#\(flow.number)'s step \(write.step)\(step) started changed the "
          + "consumer's state after flow#\(flow.number) \(when)"
      })
  }
}
