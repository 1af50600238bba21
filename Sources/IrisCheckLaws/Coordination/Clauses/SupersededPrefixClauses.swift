import Iris
import IrisCheckCore

extension CoordinatorClause {
  /// SupersededPrefix's clauses: steps in order; once superseded no step
  /// begun, no follow-up, no write; a restore supersedes every flow.
  static var supersededPrefix: [Self] {
    [
      Self(
        "StepsInOrder",
        remedy: "no flow traced a step: trace each step as the coordinator contract says",
        rules: ["PushInsideAnEffect"],
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
        }),
      lateWork(
        "NoStepBegunAfterSupersession", byRestore: false,
        remedy: "no flow was superseded with steps left: draw links that land mid-flow"
      ) { record, flow, superseded in
        record.stepsBegunLate(by: flow, since: superseded, "it was superseded")
      },
      Self(
        "NoFollowUpAfterSupersession",
        reach: .ifTheAppDoes("a follow-up (a redirect) routed in a burst with a superseded flow"),
        remedy: "draw links that supersede a flow that redirects",
        reached: { record in
          record.flows.contains { if case .followUp = $0.origin { true } else { false } }
            && record.flows.contains { record.supersession(of: $0) != nil }
        },
        violation: { record in
          for flow in record.flows {
            guard let superseded = record.supersession(of: flow)?.entry,
              let followUp = record.flows.first(where: {
                $0.origin == .followUp(of: flow.number) && $0.routedAt > superseded
              })
            else { continue }
            return "flow#\(flow.number) routed flow#\(followUp.number) "
              + "(\(SwiftLiteral.describe(followUp.intent))) after it was superseded: a stale "
              + "follow-up"
          }
          return nil
        }),
      lateWork(
        "NoWriteAfterSupersession", byRestore: false, effectLeft: true,
        reach: .ifTheAppDoes("a flow superseded with an effect left"),
        remedy: "no flow was superseded with an effect left: draw links that land mid-effect"
      ) { record, flow, superseded in
        guard
          let write = record.writes.first(where: {
            $0.flow == flow.number && !$0.byStartedTask && $0.after >= superseded
          }), write.step <= flow.steps.count
        else { return nil }
        return "flow#\(flow.number)'s \(Record.text(flow.steps[write.step - 1])) changed the "
          + "consumer's state after the flow was superseded"
      },
      lateWork(
        "RestoreSupersedesEveryFlow", byRestore: true, reach: .required(when: .restore),
        remedy: "no restore came while a flow ran: draw restores between links"
      ) { record, flow, restored in
        if let steps = record.stepsBegunLate(by: flow, since: restored, "a restore superseded it") {
          return steps
        }
        if let write = record.writes.first(where: {
          $0.flow == flow.number && !$0.byStartedTask && $0.after >= restored
        }) {
          return "flow#\(flow.number) changed the consumer's state (step \(write.step)) after a "
            + "restore superseded it"
        }
        return record.flows.first(where: {
          $0.origin == .followUp(of: flow.number) && $0.routedAt > restored
        }).map { "flow#\(flow.number) routed flow#\($0.number) after a restore superseded it" }
      },
    ]
  }

  /// A clause about what a flow did after it was superseded with steps
  /// left: by a newer flow or a cancellation, or by a restore.
  private static func lateWork(
    _ name: String, byRestore: Bool, effectLeft: Bool = false,
    reach: Reach = .required(when: []), remedy: String,
    _ judge: @escaping @Sendable (Record, Record.RoutedFlow, Int) -> String?
  ) -> Self {
    let superseded = { @Sendable (record: Record, flow: Record.RoutedFlow) -> Int? in
      guard let supersession = record.supersession(of: flow), supersession.byRestore == byRestore
      else { return nil }
      let done = record.appliedSteps(of: flow).count { $0.entry < supersession.entry }
      let left = flow.steps.dropFirst(done)
      guard effectLeft ? left.contains(where: \.isEffect) : !left.isEmpty else { return nil }
      return supersession.entry
    }
    return Self(
      name, reach: reach, remedy: remedy,
      reached: { record in record.flows.contains { superseded(record, $0) != nil } },
      violation: { record in
        for flow in record.flows {
          guard let entry = superseded(record, flow), let sentence = judge(record, flow, entry)
          else { continue }
          return sentence
        }
        return nil
      })
  }
}

extension BurstRecord {
  /// What `flow` began after entry `since`, as a violation: a structural
  /// step, or more than the one step in flight; `nil` when nothing.
  func stepsBegunLate(by flow: RoutedFlow, since: Int, _ when: String) -> String? {
    let late = appliedSteps(of: flow).filter { $0.entry > since }
    if let nav = late.first(where: { if case .nav = $0.step { true } else { false } }) {
      return "flow#\(flow.number) applied \(nav.text) after \(when) (a structural step is "
        + "applied in the turn it begins: this one began after the supersession, or suspended)"
    }
    guard late.count > 1 else { return nil }
    return "flow#\(flow.number) applied \(late.count) steps after \(when); at most the one in "
      + "flight may end"
  }
}
