import Iris

extension CoordinatorClause {
  /// Every link runs on one executor, so a newer link supersedes an older one.
  static var linksShareOneExecutor: Self {
    sharesOneExecutor(
      .link, "LinksShareOneExecutor",
      rules: ["IgnoredLink", "RoutedLater", "ListenerRoutesTheLink"])
  }

  /// Every tap runs on one executor.
  static var tapsShareOneExecutor: Self {
    sharesOneExecutor(.tap, "TapsShareOneExecutor", when: .tap)
  }

  private static func sharesOneExecutor(
    _ origin: FlowOrigin, _ name: String, when needs: HarnessNeeds = [], rules: [String] = []
  ) -> Self {
    Self(
      name, reach: .required(when: needs),
      remedy: "no burst routed two \(origin)s the trace reported: the harness's `\(origin)` must "
        + "route batons with `route(baton:through:)`, which traces `.routed(_:on:origin:)`, or "
        + "trace it yourself", rules: rules,
      reached: { record in record.flows.count { $0.origin == origin } >= 2 },
      violation: { record in
        let routed = record.flows.filter { $0.origin == origin }
        guard let first = routed.first,
          let other = routed.first(where: { $0.executor != first.executor })
        else { return nil }
        return "\(origin)s ran on more than one executor: flow#\(first.number) on "
          + "\(record.name(of: first.executor)), flow#\(other.number) on "
          + "\(record.name(of: other.executor)), so a newer \(origin) does not supersede an older one"
      })
  }
}
