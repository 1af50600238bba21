import Iris
import IrisCheckCore

extension CoordinatorClause {
  /// A last link the app ignored was already shown: the burst ends in a
  /// state the link's model leaves as it is (rule IgnoredLink).
  static var ignoredLastLinkHolds: Self {
    Self(
      "IgnoredLastLinkHolds",
      reach: .ifTheAppDoes("a last link the app ignored"),
      remedy: "no burst ended with a link the app ignored",
      rules: ["IgnoredLink"],
      reached: { $0.ignoredLastLink != nil },
      violation: { record in
        guard let (intent, settled, model) = record.ignoredLastLink, settled != model else {
          return nil
        }
        return "the last link, \(SwiftLiteral.describe(intent)), routed no flow, yet the burst "
          + "ended in \(SwiftLiteral.describe(settled)), which its model takes to "
          + "\(SwiftLiteral.describe(model)): an app may ignore a link only where it already "
          + "is, and not while an earlier flow is still on its way elsewhere"
      })
  }
}

extension BurstRecord {
  /// The last link, when it routed no flow and only waits and mounts came
  /// after it, with the settled state and the model's state from it; `nil`
  /// when a tap's or the app's flow stepped after it (a link does not
  /// supersede those).
  fileprivate var ignoredLastLink: (Flow.Intent, Snapshot, Snapshot)? {
    guard let route = model, let settled = settledState,
      let issued = entries.lastIndex(where: {
        if case .issued(let event, _, _) = $0 { event.isUserAction } else { false }
      }),
      case .issued(.link(let intent), _, nil) = entries[issued]
    else { return nil }
    for entry in entries[issued...] {
      guard let event = entry.event, event.kind.isStepLike,
        let flow = routed(event.flow), !startedByALink(flow)
      else { continue }
      return nil
    }
    return (intent, settled, route(settled, intent))
  }

  /// Whether a link started the flow, or the flow it follows up.
  private func startedByALink(_ flow: RoutedFlow) -> Bool {
    switch flow.origin {
    case .link: true
    case .tap, .app: false
    case .followUp(let number): flows.first { $0.number == number }.map(startedByALink) ?? false
    }
  }
}

extension BatonBurst.Event {
  /// Whether the user did something: anything but a wait or a screen
  /// appearing.
  var isUserAction: Bool {
    switch self {
    case .wait, .mount: false
    case .link, .tap, .pop, .dismiss, .restore, .cancel: true
    }
  }
}
