import Iris

extension CoordinatorClause {
  /// The last flow on each executor finishes, having applied all its steps
  /// (rule ScreenForwardsItsBaton: a screen's push is not one).
  static var lastFlowAppliesAllItsSteps: Self {
    Self(
      "LastFlowAppliesAllItsSteps",
      remedy: "no burst ended with a flow no user event followed: draw shorter bursts",
      rules: ["ScreenForwardsItsBaton"],
      reached: { !$0.lastFlows.isEmpty },
      violation: { record in
        for last in record.lastFlows {
          guard record.terminal(of: last)?.finished == true else {
            return "\(record.lastFlowName(last)), did not finish"
          }
          let applied = record.appliedSteps(of: last).map(\.step)
          if applied != last.steps {
            return
              "\(record.lastFlowName(last)), applied \(applied.count) of its \(last.steps.count) steps"
          }
        }
        return nil
      })
  }
}
