import Foundation
import Iris
import Mailbox
import Observation

/// The sample app's coordinator before the sample was made idiomatic.
///
/// Kept only so that `Benchmarks schedules` can measure it next to
/// ``MailboxCoordinator`` in the same run; not in any product, and not a
/// pattern to follow.
///
/// It behaves like ``MailboxCoordinator`` for what the coordinator laws'
/// harness drives (links, restores, effects, snapshots), and differs in how
/// it serves ``snapshot``: it caches the last snapshot until the navigation
/// changes, and tells the snapshot's Observation readers of changes through
/// a hand-tracked revision, bumped from ``navigationDidChange()`` and from
/// its own tab and parked-stack writes. That tuning existed only because
/// the harness reads the snapshot after every traced event; the sample no
/// longer carries it. (Taps, the tab bar and URL parsing are left out: the
/// benchmark does not use them.)
@MainActor @Observable
final class PreIdiomaticMailboxCoordinator: PlumbedCoordinatorBase<MailboxFlow> {
  /// The selected tab; its stack is the one the stack navigator shows.
  private(set) var selectedTab: MailboxTab = .inbox {
    didSet { navigationChanged() }
  }
  /// Read threads and recent searches, written by effects.
  private(set) var appData = MailboxAppData()

  /// The stacks of the tabs that are not selected, bottom first.
  ///
  /// NB: holds every such tab, empty stacks too, so ``snapshot`` adds only
  /// the selected one.
  private var parkedStacks: [MailboxTab: [MailboxRoute]] = [.search: [], .settings: []] {
    didSet { navigationChanged() }
  }
  /// Counts the changes to what ``snapshot`` reads, so that its observers
  /// are told of every change while it returns the cached value.
  ///
  /// NB: tracked by hand, with its key path made once (the original went
  /// through the macro's registrar; this copy has one of its own, so that
  /// it uses only public Observation API).
  private var navigationRevision: Int {
    revisionRegistrar.access(self, keyPath: Self.revisionPath)
    return storedRevision
  }
  @ObservationIgnored private var storedRevision = 0
  @ObservationIgnored private let revisionRegistrar = ObservationRegistrar()
  private static let revisionPath = \PreIdiomaticMailboxCoordinator.navigationRevision
  /// The last ``snapshot`` built, returned until the navigation changes.
  @ObservationIgnored private var lastSnapshot: MailboxState?

  /// The navigation as a value, from the cache while nothing changed.
  var snapshot: MailboxState {
    _ = navigationRevision
    if let lastSnapshot { return lastSnapshot }
    var stacks = parkedStacks
    stacks[selectedTab] = routeNav.routeStack.routes
    let state = MailboxState(selectedTab: selectedTab, stacks: stacks, sheet: sheetNav.routeSheet)
    lastSnapshot = state
    return state
  }

  /// Drops the cached ``snapshot`` and tells its observers, then prunes handoffs.
  override func navigationDidChange() {
    navigationChanged()
    super.navigationDidChange()
  }

  private func navigationChanged() {
    lastSnapshot = nil
    revisionRegistrar.withMutation(of: self, keyPath: Self.revisionPath) { storedRevision &+= 1 }
  }

  /// Replaces the whole navigation with `snapshot`, as ``MailboxCoordinator/restore(_:)``.
  /// - Parameter snapshot: the state to put back.
  func restore(_ snapshot: MailboxState) {
    linkSwitcher.cancelCurrent()
    selectedTab = snapshot.selectedTab
    parkedStacks = snapshot.stacks
    parkedStacks[selectedTab] = nil
    nav.restore(NavigationState(path: snapshot.currentStack, sheet: snapshot.sheet))
  }

  /// Opens an intent as a link, as ``MailboxCoordinator/open(_:source:)``.
  /// - Parameter intent: any intent, resolved or not.
  /// - Returns: the baton routed.
  func open(_ intent: MailboxIntent) -> Baton<MailboxIntent> {
    let resolved = MailboxResolver.resolve(intent, in: snapshot)
    let baton = Baton(intent: resolved, flow: NavFlow(source: "intent"))
    route(baton: baton)
    return baton
  }

  /// Applies tab switches, read marks and recent searches, as
  /// ``MailboxCoordinator/apply(_:_:)``.
  /// - Parameters:
  ///   - effect: the effect to apply.
  ///   - baton: the baton whose flow emitted it (unused).
  override func apply(_ effect: MailboxEffect, _ baton: Baton<MailboxIntent>) async {
    switch effect {
    case .selectTab(let tab):
      guard tab != selectedTab else { return }
      parkedStacks[selectedTab] = routeNav.routeStack.routes
      routeNav.reset(to: parkedStacks.removeValue(forKey: tab) ?? [])
      selectedTab = tab
    case .markRead, .recordSearch:
      appData.apply(effect)
    }
  }
}
