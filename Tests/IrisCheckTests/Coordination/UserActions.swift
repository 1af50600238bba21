import IrisCheck
import Shelf
import ShelfChecks

/// The links, taps and restores performed on each Shelf coordinator so far:
/// an app that loads before it routes a link compares the count when the
/// link came with the count once loaded, and drops the link the user acted
/// past (rule NewerActionDropsOlder).
@MainActor var userActions: [ObjectIdentifier: Int] = [:]

extension CoordinatorHarness where Coordinator == ShelfCoordinator {
  /// This harness, with each link, tap and restore counted in
  /// ``userActions`` before it is performed.
  func countingUserActions() -> Self {
    var harness = self
    let (link, tap, restore) = (harness.link, harness.tap, harness.restore)
    harness.link = { coordinator, intent in
      userActions[ObjectIdentifier(coordinator), default: 0] += 1
      link(coordinator, intent)
    }
    harness.tap = { coordinator, intent in
      userActions[ObjectIdentifier(coordinator), default: 0] += 1
      tap?(coordinator, intent)
    }
    harness.restore = { coordinator, snapshot in
      userActions[ObjectIdentifier(coordinator), default: 0] += 1
      restore?(coordinator, snapshot)
    }
    return harness
  }
}
