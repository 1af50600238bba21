import Iris
import IrisCheckCore

extension CoordinatorClause {
  /// A flow registers a handoff only for a site on screen.
  static var registersOnlyOnScreen: Self {
    registration("RegistersOnlyOnScreen") { record in
      for index in record.offScreenRegistrations {
        guard case .traced(let event) = record.entries[index],
          case .handoffRegistered(let site) = event.kind,
          let flow = record.routed(event.flow)
        else { continue }
        return
          "flow#\(flow.number) registered a handoff for \(SwiftLiteral.describe(site)), which was not on screen"
      }
      return nil
    }
  }

  /// A flow registers a handoff right after its own push or present of the site.
  static var registersRightAfterItsPush: Self {
    registration("RegistersRightAfterItsPush") { record in
      var lastStep: [NavFlow: CoordinatorEvent<Flow>.Kind] = [:]
      for case .traced(let event) in record.entries where event.kind.isStepLike {
        defer { lastStep[event.flow] = event.kind }
        guard case .handoffRegistered(let site) = event.kind, let flow = record.routed(event.flow)
        else { continue }
        if case .navigated(let target) = lastStep[event.flow], target.shows(site) { continue }
        return "flow#\(flow.number) registered a handoff for \(SwiftLiteral.describe(site)) "
          + "without pushing or presenting it just before"
      }
      return nil
    }
  }

  /// At quiescence, the registry holds no entry for a site off screen.
  static var noEntryOffScreen: Self {
    registration("NoEntryOffScreen") { record in
      record.sitesWithEntries.first { !record.onScreen.contains($0) }.map {
        "the registry still holds an entry for \(SwiftLiteral.describe($0)), which is not on screen"
      }
    }
  }

  /// A clause reached by every burst in which a flow traced a registration.
  private static func registration(
    _ name: String, _ violation: @escaping @Sendable (Record) -> String?
  ) -> Self {
    Self(
      name, remedy: "no flow traced a registration: trace `handoffRegistered` as the contract says",
      reached: { record in
        record.entries.contains {
          guard case .traced(let event) = $0, case .handoffRegistered = event.kind else {
            return false
          }
          return true
        }
      },
      violation: violation)
  }
}
