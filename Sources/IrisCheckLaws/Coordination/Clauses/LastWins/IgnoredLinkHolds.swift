import Iris
import IrisCheckCore

extension CoordinatorClause {
  /// A link the app ignored was already where the app ends up: its model
  /// changes nothing in the state right after it, or, while a flow was on
  /// its way, in the state that flow finished in (rule IgnoredLink).
  ///
  /// Rule NewerActionDropsOlder: a link the user acted past (one still
  /// loading when a newer link or tap routed a flow, or a restore, pop,
  /// dismiss or cancel came) is not judged. Rule HeldLink: nor is one the
  /// harness's `holdsLink` says the app holds or rejects in the state right
  /// after it.
  static var ignoredLinkHolds: Self {
    Self(
      "IgnoredLinkHolds",
      reach: .ifTheAppDoes("a link the app ignored"),
      remedy: "no link the app ignored was judged",
      rules: ["IgnoredLink", "NewerActionDropsOlder", "HeldLink"],
      reached: { !$0.ignoredLinks.isEmpty },
      violation: { record in
        for (intent, when, state) in record.ignoredLinks {
          guard let model = record.model.map({ $0(state, intent) }), model != state else {
            continue
          }
          return "the link \(SwiftLiteral.describe(intent)) routed no flow, yet \(when) the "
            + "state was \(SwiftLiteral.describe(state)), which its model takes to "
            + "\(SwiftLiteral.describe(model)): an app may ignore a link only where it already "
            + "is, and not while an earlier flow is on its way elsewhere (set the harness's "
            + "`holdsLink` if the app holds or rejects such a link on purpose)"
        }
        return nil
      })
  }
}

extension BurstRecord {
  /// Each link that routed no flow, and the state to judge it in: that of
  /// the newest flow on the links' executor still on its way when the link
  /// came, once it finished with no user action since the link and no step
  /// of a flow on another executor (a link does not supersede those); with
  /// none on its way, the state right after the link.
  ///
  /// NB: only in a burst where a link did route a flow: a trace that never
  /// reports one says nothing of the links it dropped.
  fileprivate var ignoredLinks: [(Flow.Intent, String, Snapshot)] {
    guard model != nil, let executor = flows.first(where: { $0.origin == .link })?.executor
    else { return [] }
    var judged: [(Flow.Intent, String, Snapshot)] = []
    for link in entries.indices {
      guard case .issued(.link(let intent), _, nil) = entries[link],
        !actedPast(link)
      else { continue }
      if let state = afterUnroutedLinks[link], holdsLink?(state, intent) == true { continue }
      let onItsWay = flows.last {
        $0.executor == executor && $0.routedAt < link && (terminal(of: $0)?.entry ?? .max) > link
      }
      if let flow = onItsWay {
        let next =
          entries.indices.dropFirst(link + 1).first {
            if case .issued(let event, _, _) = entries[$0] { event.isUserAction } else { false }
          } ?? entries.count
        guard let end = terminal(of: flow), end.finished, end.entry < next,
          let state = flow.stateAtFinish, onlyOn(flow.executor, between: link, end.entry)
        else { continue }
        judged.append((intent, "when flow#\(flow.number), on its way then, finished,", state))
      } else if let state = afterUnroutedLinks[link] {
        judged.append((intent, "right after it", state))
      }
    }
    return judged
  }

  /// Whether a later link or tap routed a flow, or a restore, pop, dismiss
  /// or cancel came, after the link at `entry`.
  private func actedPast(_ entry: Int) -> Bool {
    flows.contains { $0.routedBy ?? 0 > entry }
      || entries[(entry + 1)...].contains {
        guard case .issued(let event, _, _) = $0 else { return false }
        return switch event {
        case .restore, .pop, .dismiss, .cancel: true
        case .link, .tap, .wait, .mount: false
        }
      }
  }

  /// Whether no flow on another executor took a step between two entries.
  private func onlyOn(_ executor: ExecutorIdentity, between start: Int, _ end: Int) -> Bool {
    !entries[(start + 1)..<end].contains { entry in
      guard let event = entry.event, event.kind.isStepLike else { return false }
      return routed(event.flow)?.executor != executor
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
