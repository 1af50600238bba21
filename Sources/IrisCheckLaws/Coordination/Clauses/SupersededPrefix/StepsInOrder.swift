import Iris

extension CoordinatorClause {
  /// Each flow applies its own steps, in order (rules PushInsideAnEffect and
  /// ScreenForwardsItsBaton: an effect's own push, or a screen's, is not a step).
  static var stepsInOrder: Self {
    Self(
      "StepsInOrder",
      remedy: "no flow traced a step: trace each step as the coordinator contract says",
      rules: ["PushInsideAnEffect", "ScreenForwardsItsBaton"],
      reached: { record in record.flows.contains { !record.appliedSteps(of: $0).isEmpty } },
      violation: { record in
        for flow in record.flows {
          for (position, step) in record.appliedSteps(of: flow).enumerated()
          where position >= flow.steps.count || flow.steps[position] != step.step {
            return "flow#\(flow.number) applied \(step.text) as its step \(position + 1), "
              + "which is not step \(position + 1) of its \(flow.steps.count)"
          }
        }
        return nil
      })
  }
}
