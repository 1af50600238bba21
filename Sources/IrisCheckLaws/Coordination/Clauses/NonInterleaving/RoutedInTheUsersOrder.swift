import Iris

extension CoordinatorClause {
  /// No link's flow is routed after the flow of a link issued in a later
  /// turn, so the user's last link is the one that wins.
  ///
  /// Rule OneTurnHasNoOrder: links issued in one main-actor turn arrive
  /// together, and may be routed in any order (one routed a hop later).
  static var linksRoutedInOrder: Self { routedInOrder(.link, "LinksRoutedInOrder") }

  /// No tap's flow is routed after the flow of a tap issued in a later turn.
  static var tapsRoutedInOrder: Self { routedInOrder(.tap, "TapsRoutedInOrder", when: .tap) }

  private static func routedInOrder(
    _ origin: FlowOrigin, _ name: String, when needs: HarnessNeeds = []
  ) -> Self {
    Self(
      name, reach: .required(when: needs),
      remedy: "no burst routed flows for two \(origin)s the trace reported: the harness's "
        + "`\(origin)` must route batons with `route(baton:through:)`, or trace `.routed`",
      rules: ["RoutedLater", "ListenerRoutesTheLink", "OneTurnHasNoOrder"],
      reached: { record in
        Set(record.flows.lazy.filter { $0.origin == origin }.compactMap(\.routedBy)).count >= 2
      },
      violation: { record in
        var newest: Record.RoutedFlow?
        for flow in record.flows where flow.origin == origin {
          guard let by = flow.routedBy else { continue }
          guard let newer = newest, let newerBy = newer.routedBy, by < newerBy else {
            newest = flow
            continue
          }
          guard record.turnEnds(between: by, newerBy) else { continue }
          return "flow#\(flow.number), of `\(record.issuedText(at: by))`, was routed after "
            + "flow#\(newer.number), of the later `\(record.issuedText(at: newerBy))`: an older "
            + "\(origin) overtook a newer one (route each \(origin)'s baton in the order they came, "
            + "or drop the older)"
        }
        return nil
      })
  }
}

extension BurstRecord {
  /// Whether a wait or a yield was issued between two entries.
  func turnEnds(between start: Int, _ end: Int) -> Bool {
    entries[(start + 1)..<end].contains {
      if case .issued(.wait, _, _) = $0 { true } else { false }
    }
  }

  /// The burst event issued at `entry`, as the timeline writes it.
  func issuedText(at entry: Int) -> String {
    guard case .issued(let event, _, _) = entries[entry] else { return "" }
    return BatonBurst<Flow.Intent>.describe(event)
  }
}
