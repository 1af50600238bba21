import Iris

extension CoordinatorClause {
  /// A flow superseded with steps left begins none of them.
  static var noStepBegunAfterSupersession: Self {
    lateWork(
      "NoStepBegunAfterSupersession", byRestore: false,
      remedy: "no flow was superseded with steps left: draw links that land mid-flow"
    ) { record, flow, superseded in
      record.stepsBegunLate(by: flow, since: superseded, "it was superseded")
    }
  }
}
