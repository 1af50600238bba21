import Iris

extension BurstRecord {
  /// The last flow routed on each executor, when it was not superseded and
  /// no user event moved the screens after it was routed.
  var lastFlows: [RoutedFlow] {
    var executors: [ExecutorIdentity] = []
    for flow in flows where !executors.contains(flow.executor) { executors.append(flow.executor) }
    return executors.compactMap { executor in
      guard let last = flows.last(where: { $0.executor == executor }), staleFrom(last) == nil,
        !userEvents(after: last.routedAt).contains(where: \.movesScreens)
      else { return nil }
      return last
    }
  }

  func lastFlowName(_ last: RoutedFlow) -> String {
    "the last flow on the \(name(of: last.executor)) executor, flow#\(last.number) (\(last.origin))"
  }
}
