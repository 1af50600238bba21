import Iris

extension BurstRecord {
  /// The last flow routed on each executor, when it was not superseded and
  /// no user event moved the screens after it was routed.
  ///
  /// Rule AppWorkMayRoute: a flow the app's own task routed (a session that
  /// expires) is never the last.
  var lastFlows: [RoutedFlow] {
    var executors: [ExecutorIdentity] = []
    for flow in flows where !executors.contains(flow.executor) { executors.append(flow.executor) }
    return executors.compactMap { executor in
      guard
        let last = flows.last(where: {
          $0.executor == executor && !appFlows.contains($0.number)
        }), staleFrom(last) == nil,
        !userEvents(after: last.routedAt).contains(where: \.movesScreens)
      else { return nil }
      return last
    }
  }

  /// The first flow the app's own task routed after `entry`, before the burst settled (rule
  /// AppWorkMayRoute).
  func appFlow(after entry: Int) -> RoutedFlow? {
    flows.first { appFlows.contains($0.number) && entry < $0.routedAt && $0.routedAt < settledAt }
  }

  /// The entry at which `flow` traced its start, when it did.
  func startEntry(of flow: RoutedFlow) -> Int? {
    entries.firstIndex { entry in
      guard let event = entry.event, event.flow == flow.flow, case .flowStarted = event.kind
      else { return false }
      return true
    }
  }

  func lastFlowName(_ last: RoutedFlow) -> String {
    "the last flow on the \(name(of: last.executor)) executor, flow#\(last.number) (\(last.origin))"
  }
}
