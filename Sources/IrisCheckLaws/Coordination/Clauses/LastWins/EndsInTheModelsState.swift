import Iris
import IrisCheckCore

extension CoordinatorClause {
  /// A last flow that ran while nothing else wrote ends in the state the
  /// harness's model gives (rules OtherExecutorsEffectsWrite,
  /// PushInsideAnEffect, MountMayWrite, AppWorkMayWrite).
  static var endsInTheModelsState: Self {
    Self(
      "EndsInTheModelsState",
      remedy: "no last flow ran while nothing else wrote: draw bursts that settle",
      rules: [
        "OtherExecutorsEffectsWrite", "PushInsideAnEffect", "MountMayWrite", "AppWorkMayWrite",
      ],
      reached: { record in record.lastFlows.contains { record.modelSpan(of: $0) != nil } },
      violation: { record in
        for last in record.lastFlows {
          guard let (start, end, model) = record.modelSpan(of: last), end != model else { continue }
          return "\(record.lastFlowName(last)), ended in a state its steps do not give: it "
            + "began in \(SwiftLiteral.describe(start)), ended in \(SwiftLiteral.describe(end)), "
            + "and the model gives \(SwiftLiteral.describe(model))"
        }
        return nil
      })
  }
}

extension BurstRecord {
  /// The flow's start and end states and the model's state from its start,
  /// when it finished and nothing but it could write while it ran.
  fileprivate func modelSpan(of last: RoutedFlow) -> (Snapshot, Snapshot, Snapshot)? {
    guard let route = model, let start = last.stateAtStart, let end = last.stateAtFinish,
      let finish = terminal(of: last), finish.finished
    else { return nil }
    let started = startEntry(of: last) ?? last.routedAt
    // NB: rule AppWorkMayWrite: the app's own task may write while the flow runs.
    guard quietBetween(started, finish.entry, except: last.flow),
      !appWrites.contains(where: { started <= $0.after && $0.after < finish.entry })
    else { return nil }
    return (start, end, route(start, last.intent))
  }
}
