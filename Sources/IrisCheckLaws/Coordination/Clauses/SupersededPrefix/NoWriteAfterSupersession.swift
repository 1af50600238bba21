import Iris

extension CoordinatorClause {
  /// A flow superseded with an effect left changes no state afterwards.
  static var noWriteAfterSupersession: Self {
    lateWork(
      "NoWriteAfterSupersession", byRestore: false, effectLeft: true,
      reach: .ifTheAppDoes("a flow superseded with an effect left"),
      remedy: "no flow was superseded with an effect left: draw links that land mid-effect"
    ) { record, flow, superseded in
      guard let write = record.lateWrite(by: flow, since: superseded),
        write.step <= flow.steps.count
      else { return nil }
      return "flow#\(flow.number)'s \(Record.text(flow.steps[write.step - 1])) changed the "
        + "consumer's state after the flow was superseded"
    }
  }
}
