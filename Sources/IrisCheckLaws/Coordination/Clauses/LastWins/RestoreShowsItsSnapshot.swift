import Iris
import IrisCheckCore

extension CoordinatorClause {
  /// A last restore, followed by nothing but waits, shows the screens (and
  /// place) of its snapshot once the burst settles.
  ///
  /// Judged when, after it, no other flow stepped or wrote and no screen
  /// claimed or wrote.
  ///
  /// Rule RestoreMayRoute: a flow the app routed after the restore, not for
  /// a link or tap, is its own (a restore that reopens its top screen
  /// through that screen's flow). Rule AppWorkMayRoute: unless a task the
  /// app started as it was made routed it (a session that expires).
  static var restoreShowsItsSnapshot: Self {
    Self(
      "RestoreShowsItsSnapshot", reach: .required(when: .restore),
      remedy: "no restore ended a burst with every other flow stopped: check that a restore "
        + "cancels the running flows, and that no screen's task or task the app started in "
        + "`make` writes or routes after every restore",
      rules: ["RestoreMayRoute", "AppWorkMayRoute"],
      reached: { record in record.quietRestore != nil },
      violation: { record in
        guard let (restore, settled) = record.quietRestore, settled != restore.saved else {
          return nil
        }
        return "restore snapshot #\(restore.snapshot) left \(settled.text) once the burst "
          + "settled, with nothing after it but waits; when the snapshot was taken, the app "
          + "showed \(restore.saved.text)"
      })
  }
}

extension BurstRecord {
  /// The last restore and what showed when the burst settled, when only waits followed it and,
  /// until then, no flow but its own acted and no screen claimed or wrote.
  fileprivate var quietRestore: (RestoreShown<Site>, RestoreShown<Site>.Shown)? {
    guard let restore = lastRestore, let settled = restore.settled else { return nil }
    let acted = entries[(restore.entry + 1)..<settledAt].contains { next in
      switch next {
      case .issued(let event, _, _): if case .wait = event { false } else { true }
      case .traced(let event):
        event.kind.isStepLike
          && !(routed(event.flow).map(restoresOwn(after: restore.entry)) ?? false)
      case .claimed: true
      }
    }
    guard !acted, !screenWrites.contains(where: { $0 >= restore.entry }),
      !writes.contains(where: { $0.after >= restore.entry })
    else { return nil }
    return (restore, settled)
  }

  /// Whether a flow is the app's, routed after the restore at `entry`, not by the app's own task.
  fileprivate func restoresOwn(after entry: Int) -> (RoutedFlow) -> Bool {
    { $0.routedAt > entry && $0.origin == .app && !appTaskFlows.contains($0.number) }
  }
}

extension RestoreShown.Shown {
  fileprivate var text: String {
    SwiftLiteral.describe(sites) + (place.map { " in \($0)" } ?? "")
  }
}
