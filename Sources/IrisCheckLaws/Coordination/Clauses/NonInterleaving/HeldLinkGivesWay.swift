import Iris

extension CoordinatorClause {
  /// A link the app held while time passed (loading first) gives way to
  /// the user's newer action: its flow is not routed after the flow of a
  /// later tap on its executor, or after a later restore.
  ///
  /// Rule HopsDoNotHold: a link whose routing waited only for hops (a
  /// listener awaiting a stream, a `Task { }`) is not held.
  static var heldLinkGivesWay: Self {
    Self(
      "HeldLinkGivesWay", reach: .ifTheAppDoes("a link held while time passed"),
      remedy: "no link the app held was routed",
      rules: ["HopsDoNotHold"],
      reached: { $0.flows.contains(where: \.heldOnTheClock) },
      violation: { record in
        for link in record.flows where link.heldOnTheClock {
          guard let issued = link.routedBy, let newer = record.actionPast(link, issued: issued)
          else { continue }
          return "flow#\(link.number), of `\(record.issuedText(at: issued))`, waited for time "
            + "to pass and was routed after \(newer): an older link overrode the user's newer "
            + "action (drop a link still loading once the user acts past it)"
        }
        return nil
      })
  }
}

extension BurstRecord {
  /// The user's first action past `link`, issued at `issued`, before it was
  /// routed: a later tap whose flow on its executor was routed first, or a
  /// later restore.
  fileprivate func actionPast(_ link: RoutedFlow, issued: Int) -> String? {
    for index in (issued + 1)..<link.routedAt {
      guard case .issued(let event, _, _) = entries[index] else { continue }
      switch event {
      case .restore:
        return "the later `\(issuedText(at: index))`"
      case .tap:
        let tapped = flows.first {
          $0.routedBy == index && $0.executor == link.executor && $0.routedAt < link.routedAt
        }
        if let tapped { return "flow#\(tapped.number), of the later `\(issuedText(at: index))`" }
      default: continue
      }
    }
    return nil
  }
}
