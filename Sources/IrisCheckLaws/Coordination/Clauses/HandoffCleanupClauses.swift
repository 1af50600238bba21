import Iris
import IrisCheckCore

extension CoordinatorClause {
  /// HandoffCleanup's clauses: a flow registers right after its own push of
  /// an on-screen site; at quiescence every entry is on screen, no screen
  /// waits without one, and an unclaimed registration still on screen stays.
  static var handoffCleanup: [Self] {
    let registered = { @Sendable (record: Record) in !record.registrations.isEmpty }
    let remedy = "no flow traced a registration: trace `handoffRegistered` as the contract says"
    return [
      Self(
        "RegistersOnlyOnScreen", remedy: remedy, reached: registered,
        violation: { record in
          for index in record.offScreenRegistrations {
            guard case .traced(let event) = record.entries[index],
              case .handoffRegistered(let site) = event.kind, let flow = record.routed(event.flow)
            else { continue }
            return "flow#\(flow.number) registered a handoff for \(SwiftLiteral.describe(site)), "
              + "which was not on screen"
          }
          return nil
        }),
      Self(
        "RegistersRightAfterItsPush", remedy: remedy, reached: registered,
        violation: { record in
          var lastStep: [NavFlow: CoordinatorEvent<Flow>.Kind] = [:]
          for case .traced(let event) in record.entries where event.kind.isStepLike {
            defer { lastStep[event.flow] = event.kind }
            guard case .handoffRegistered(let site) = event.kind,
              let flow = record.routed(event.flow)
            else { continue }
            if case .navigated(let target) = lastStep[event.flow], target.shows(site) { continue }
            return "flow#\(flow.number) registered a handoff for \(SwiftLiteral.describe(site)) "
              + "without pushing or presenting it just before"
          }
          return nil
        }),
      Self(
        "NoEntryOffScreen", remedy: remedy, reached: registered,
        violation: { record in
          record.sitesWithEntries.first { !record.onScreen.contains($0) }.map {
            "the registry still holds an entry for \(SwiftLiteral.describe($0)), which is not on "
              + "screen"
          }
        }),
      Self(
        "NoScreenWaitsWithoutAnEntry",
        reach: .ifTheAppDoes("a screen still waiting for its baton when the burst settled"),
        remedy: "mount screens that no flow answers",
        reached: { !$0.waitingScreens.isEmpty },
        violation: { record in
          record.waitingScreens.first { $0.siteHasEntry == false }.map {
            "screen \(SwiftLiteral.describe($0.site)) still waited for a baton when the burst "
              + "settled, but the registry held no entry for it: nothing could answer it"
          }
        }),
      Self(
        "UnclaimedRegistrationStays",
        remedy: "no finished flow's registration left its entry: mount screens after links settle",
        rules: ["NavigatingAwayRemovesTheEntry", "TabSwitchTakesOffScreen"],
        reached: { !$0.removedRegistrations.isEmpty },
        violation: { record in
          for (registered, site, flow) in record.removedRegistrations {
            let later = record.entries[registered...]
            // NB: rule NavigatingAwayRemovesTheEntry: a later flow's pop to
            // the root or dismiss, or a user event, takes the site off
            // screen; rule TabSwitchTakesOffScreen: so does another place.
            let navigatedAway = later.contains { entry in
              guard case .traced(let event) = entry, event.flow != flow.flow,
                case .navigated(let target) = event.kind
              else { return false }
              return target.leaves
            }
            if later.contains(where: { $0.isClaim(at: site, of: flow.flow) }) || navigatedAway
              || record.userEvents(after: registered).contains(where: \.movesScreens)
              || record.placeChanged(after: registered, of: flow.flow, at: site)
            {
              continue
            }
            return "flow#\(flow.number)'s registration for \(SwiftLiteral.describe(site)) was "
              + "removed before any screen claimed it"
          }
          return nil
        }),
    ]
  }
}

extension BurstRecord {
  /// The entries of every traced registration.
  var registrations: [Int] {
    entries.indices.filter { index in
      guard case .traced(let event) = entries[index], case .handoffRegistered = event.kind else {
        return false
      }
      return true
    }
  }

  /// For each on-screen site with no entry at quiescence, the latest
  /// registration there, when a finished, never-superseded flow made it.
  var removedRegistrations: [(Int, Site, RoutedFlow)] {
    onScreen.compactMap { site in
      guard !sitesWithEntries.contains(site),
        let registered = entries.indices.last(where: { entries[$0].registers(site) }),
        case .traced(let event) = entries[registered], let flow = routed(event.flow),
        terminal(of: flow)?.finished == true, staleFrom(flow) == nil
      else { return nil }
      return (registered, site, flow)
    }
  }
}

extension NavTarget {
  /// Whether the move shows `site`: a push of its route, a present of its sheet.
  func shows(_ site: HandoffSite<Route, SheetRoute>) -> Bool {
    switch self {
    case .push(let route): site == .stack(route)
    case .present(let sheet): site == .sheet(sheet)
    case .popToRoot, .dismissSheet: false
    }
  }

  /// Whether the move takes screens away: a pop to the root or a dismiss.
  var leaves: Bool {
    switch self {
    case .popToRoot, .dismissSheet: true
    case .push, .present: false
    }
  }
}
