import Iris
import IrisCheckCore

extension CoordinatorClause {
  /// A finished flow's registration stays until a screen claims it, unless
  /// the screen left (rules NavigatingAwayRemovesTheEntry: a later flow's pop
  /// or dismiss, or a user event; TabSwitchTakesOffScreen: another place).
  static var unclaimedRegistrationStays: Self {
    Self(
      "UnclaimedRegistrationStays",
      remedy: "no finished flow's registration left its entry: mount screens after links settle",
      rules: ["NavigatingAwayRemovesTheEntry", "TabSwitchTakesOffScreen"],
      reached: { !$0.removedRegistrations.isEmpty },
      violation: { record in
        record.removedRegistrations.first { registered, site, flow in
          !record.entries[registered...].contains { entry in
            if entry.isClaim(at: site, of: flow.flow) { return true }
            guard let move = entry.move(), move.flow != flow.flow else { return false }
            return move.target.leaves
          } && !record.userEvents(after: registered).contains(where: \.movesScreens)
            && !record.placeChanged(after: registered, of: flow.flow, at: site)
        }.map { _, site, flow in
          "flow#\(flow.number)'s registration for \(SwiftLiteral.describe(site)) was removed before any "
            + "screen claimed it"
        }
      })
  }
}

extension BurstRecord {
  /// For each on-screen site with no entry at quiescence, the latest
  /// registration there, when a finished, never-superseded flow made it.
  fileprivate var removedRegistrations: [(Int, Site, RoutedFlow)] {
    onScreen.compactMap { site in
      guard !sitesWithEntries.contains(site),
        let registered = entries.indices.last(where: { index in
          guard case .handoffRegistered(site) = entries[index].event?.kind else { return false }
          return true
        }), let flow = entries[registered].event.flatMap({ routed($0.flow) }),
        terminal(of: flow)?.finished == true, staleFrom(flow) == nil
      else { return nil }
      return (registered, site, flow)
    }
  }
}
