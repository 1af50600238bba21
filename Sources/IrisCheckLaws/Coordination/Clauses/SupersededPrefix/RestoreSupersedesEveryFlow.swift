import Iris

extension CoordinatorClause {
  /// After a restore, no flow routed before it steps, writes or follows up.
  static var restoreSupersedesEveryFlow: Self {
    lateWork(
      "RestoreSupersedesEveryFlow", byRestore: true, reach: .required(when: .restore),
      remedy: "no restore came while a flow ran: draw restores between links"
    ) { record, flow, restored in
      if let steps = record.stepsBegunLate(by: flow, since: restored, "a restore superseded it") {
        return steps
      }
      if let write = record.lateWrite(by: flow, since: restored) {
        return "flow#\(flow.number) changed the consumer's state (step \(write.step)) after a "
          + "restore superseded it"
      }
      return record.followUp(of: flow, after: restored).map {
        "flow#\(flow.number) routed flow#\($0.number) after a restore superseded it"
      }
    }
  }
}
