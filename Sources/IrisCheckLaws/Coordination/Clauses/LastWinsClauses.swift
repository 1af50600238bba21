import Iris
import IrisCheckCore

extension CoordinatorClause {
  /// LastWins' clauses: the last flow on each executor applies all its
  /// steps, ends in the model's state, and nothing changes the state after.
  static var lastWins: [Self] {
    [
      Self(
        "LastFlowAppliesAllItsSteps",
        remedy: "no burst ended with a flow no user event followed: draw shorter bursts",
        reached: { !$0.lastFlows.isEmpty },
        violation: { record in
          for last in record.lastFlows {
            let name = record.lastFlowName(last)
            guard record.terminal(of: last)?.finished == true else {
              return "\(name), did not finish"
            }
            let applied = record.appliedSteps(of: last).map(\.step)
            if applied != last.steps {
              return "\(name), applied \(applied.count) of its \(last.steps.count) steps"
            }
          }
          return nil
        }),
      Self(
        "EndsInTheModelsState",
        remedy: "no last flow ran while nothing else wrote: draw bursts that settle",
        rules: ["OtherExecutorsEffectsWrite", "MountMayWrite"],
        reached: { record in record.lastFlows.contains { record.modelSpan(of: $0) != nil } },
        violation: { record in
          for last in record.lastFlows {
            guard let (start, end, model) = record.modelSpan(of: last), end != model else {
              continue
            }
            return "\(record.lastFlowName(last)), ended in a state its steps do not give: it "
              + "began in \(SwiftLiteral.describe(start)), ended in \(SwiftLiteral.describe(end)), "
              + "and the model gives \(SwiftLiteral.describe(model))"
          }
          return nil
        }),
      Self(
        "NothingChangesTheStateAfter",
        remedy: "no burst settled after its last flow: draw bursts that end with a wait",
        rules: ["MountMayWrite"],
        reached: { record in record.lastFlows.contains { record.settledSpan(of: $0) != nil } },
        violation: { record in
          for last in record.lastFlows {
            guard let (end, settled) = record.settledSpan(of: last), end != settled else {
              continue
            }
            return "the state changed after \(record.lastFlowName(last)) finished, with no newer "
              + "flow or user action: from \(SwiftLiteral.describe(end)) to "
              + "\(SwiftLiteral.describe(settled))"
          }
          return nil
        }),
    ]
  }
}

extension BurstRecord {
  /// The last flow routed on each executor, when it was not superseded and
  /// no user event moved the screens after it was routed.
  var lastFlows: [RoutedFlow] {
    var executors: [ExecutorIdentity] = []
    for flow in flows where !executors.contains(flow.executor) { executors.append(flow.executor) }
    return executors.compactMap { executor in
      guard let last = flows.last(where: { $0.executor == executor }),
        staleFrom(last) == nil,
        !userEvents(after: last.routedAt).contains(where: \.movesScreens)
      else { return nil }
      return last
    }
  }

  /// How a sentence names a last flow.
  func lastFlowName(_ last: RoutedFlow) -> String {
    "the last flow on the \(name(of: last.executor)) executor, flow#\(last.number) (\(last.origin))"
  }

  /// The flow's start and end states and the model's state from its start,
  /// when it finished and nothing but it could write while it ran; `nil`
  /// otherwise or without a model.
  func modelSpan(of last: RoutedFlow) -> (Snapshot, Snapshot, Snapshot)? {
    guard let route = model, let start = last.stateAtStart, let end = last.stateAtFinish,
      let finish = terminal(of: last), finish.finished
    else { return nil }
    let started = entryIndex { $0.isEvent(.flowStarted, of: last.flow) } ?? last.routedAt
    guard quietBetween(started, finish.entry, except: last.flow) else { return nil }
    return (start, end, route(start, last.intent))
  }

  /// The flow's end state and the state when the burst settled, when it
  /// finished and nothing could write between the two.
  func settledSpan(of last: RoutedFlow) -> (Snapshot, Snapshot)? {
    guard let end = last.stateAtFinish, let settled = settledState,
      let finish = terminal(of: last), finish.finished,
      quietBetween(finish.entry, settledAt, except: nil)
    else { return nil }
    return (end, settled)
  }
}
