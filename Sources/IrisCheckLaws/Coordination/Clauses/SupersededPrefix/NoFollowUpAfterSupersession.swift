import Iris
import IrisCheckCore

extension CoordinatorClause {
  /// A superseded flow routes no follow-up (a redirect) afterwards.
  static var noFollowUpAfterSupersession: Self {
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
            let followUp = record.followUp(of: flow, after: superseded)
          else { continue }
          return "flow#\(flow.number) routed flow#\(followUp.number) "
            + "(\(SwiftLiteral.describe(followUp.intent))) after it was superseded: a stale follow-up"
        }
        return nil
      })
  }
}
