import Iris
import IrisCheckCore

extension CoordinatorClause {
  /// A last restore, followed by nothing but waits, shows the screens (and
  /// place) of its snapshot once the burst settles.
  ///
  /// Judged when, after it, no other flow stepped or wrote and no screen
  /// claimed or wrote, and every flow it routed ended.
  ///
  /// Rule RestoreMayRoute: a flow the app routed after the restore, not for
  /// a link or tap, is its own (a restore that reopens its top screen
  /// through that screen's flow). Rule AppWorkMayRoute: a flow a task the
  /// app started as it was made routes (a session that expires) is not: the
  /// restore is judged by what showed just before the first such flow.
  static var restoreShowsItsSnapshot: Self {
    Self(
      "RestoreShowsItsSnapshot", reach: .required(when: .restore),
      remedy: "no restore ended a burst with every other flow stopped: check that a restore "
        + "cancels the running flows, and that no screen's task writes after every restore",
      rules: ["RestoreMayRoute", "AppWorkMayRoute"],
      reached: { record in record.quietRestore != nil },
      violation: { record in
        guard let (restore, shown, beforeAppWork) = record.quietRestore, shown != restore.saved
        else { return nil }
        return "restore snapshot #\(restore.snapshot) left \(shown.text) "
          + (beforeAppWork ? "before the app's own task routed a flow" : "once the burst settled")
          + ", with nothing after it but waits; when the snapshot was taken, the app "
          + "showed \(restore.saved.text)"
      })
  }
}

extension BurstRecord {
  /// The last restore and what showed when the burst settled, or before the app's own task first
  /// routed a flow after it (then `true`), when only waits followed the restore and, until then,
  /// no flow but its own acted, each of those ended, and no screen claimed or wrote.
  fileprivate var quietRestore: (RestoreShown<Site>, RestoreShown<Site>.Shown, Bool)? {
    guard let restore = lastRestore else { return nil }
    let appWork = appFlow(after: restore.entry)
    guard let shown = appWork == nil ? restore.settled : restore.beforeAppWork else { return nil }
    let end = appWork?.routedAt ?? settledAt
    let own = { (flow: RoutedFlow) in flow.routedAt > restore.entry && flow.origin == .app }
    let acted = entries[(restore.entry + 1)..<end].contains { next in
      switch next {
      case .issued(let event, _, _): if case .wait = event { false } else { true }
      case .traced(let event): event.kind.isStepLike && !(routed(event.flow).map(own) ?? false)
      case .claimed: true
      }
    }
    let ownEnded = flows.allSatisfy {
      !own($0) || $0.routedAt >= end || (terminal(of: $0)?.entry ?? end) < end
    }
    guard !acted, ownEnded, !screenWrites.contains(where: { restore.entry <= $0 && $0 < end }),
      !writes.contains(where: { restore.entry <= $0.after && $0.after < end })
    else { return nil }
    return (restore, shown, appWork != nil)
  }
}

extension RestoreShown.Shown {
  fileprivate var text: String {
    SwiftLiteral.describe(sites) + (place.map { " in \($0)" } ?? "")
  }
}
