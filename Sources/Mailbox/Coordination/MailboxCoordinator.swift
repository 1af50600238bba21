import Foundation
import Iris
import Observation

/// The mail app's coordinator: routes links into tabs, per-tab stacks and the
/// single sheet, written the way an Iris user writes one.
///
/// **Tabs.** ``/Iris/PlumbedCoordinatorBase`` has one stack navigator; the
/// coordinator gives each ``MailboxTab`` its own stack by swapping paths: when
/// a flow's ``MailboxEffect/selectTab(_:)`` changes the tab, the navigator's
/// path is saved for the old tab and the new tab's saved path is put back.
/// Selecting the tab that is already selected changes nothing. The sheet is
/// shared by all tabs. A tap on the tab bar (``tapTab(_:)``) is different:
/// tapping the selected tab pops it to its root.
///
/// **Links.** ``open(_:)-(URL)`` parses a link, resolves it with
/// ``MailboxResolver`` against ``snapshot`` (once, before the flow runs, so
/// whether settings is a sheet or a push never changes mid-flow), and routes
/// the resulting ``/Iris/Baton`` through ``/Iris/RouteCoordinator/route(baton:)`` under
/// `linkSwitcher`: the latest link wins, and a superseded flow applies no
/// further step. After a flow for intent `i` finishes uninterrupted from
/// state `s`, ``snapshot`` equals `s.applying(MailboxFlow.operations(intent: i))`,
/// which for an unresolved link is `s.routing(parsed)`.
///
/// **Taps.** ``tap(_:source:)`` routes an intent the same way through
/// `uiSwitcher`: the latest tap wins over earlier taps. Taps and links run
/// in separate executors, so a tap does not supersede a running link flow.
///
/// **Destinations.** Every push or present registers the flow's baton in
/// `stackHandoffs` or `sheetHandoffs` under the route shown; the screen
/// for that route claims it (see ``/Iris/Handoff/claim()``) and so receives the
/// resolved intent exactly once. An entry lives while its route is on
/// screen (see ``/Iris/HandoffRegistry``): a pop, a dismiss, a restore or a tab
/// switch drops the entries of the routes it hides, parked tabs included.
///
/// **Restoration.** ``snapshot`` is the whole navigation as a `Codable`
/// ``MailboxState`` (selected tab, every tab's stack, sheet);
/// ``restore(_:)`` puts one back. App data (read threads, recent searches)
/// is not part of it.
///
/// **Observation.** The class is `@Observable`, and its navigators are too,
/// so a view (or a test) reading ``snapshot`` is told of every change to the
/// selected tab, any stack or the sheet, and one reading ``readThreads`` or
/// ``recentSearches`` of every change to the app data.
///
/// **Subclasses.** The class and ``apply(_:_:)`` are `open`, so a variant
/// can pause between steps (``AnimatedMailboxCoordinator``) or, in tests,
/// plant a bug in how effects are applied.
@MainActor @Observable
open class MailboxCoordinator: PlumbedCoordinatorBase<MailboxFlow> {
  /// How many queries ``recentSearches`` keeps.
  nonisolated public static let recentSearchLimit = MailboxAppData.recentSearchLimit

  /// The selected tab; its stack is the one the stack navigator shows.
  public private(set) var selectedTab: MailboxTab = .inbox
  /// The threads marked read by flows, in no particular order.
  public var readThreads: Set<ThreadID> { appData.readThreads }
  /// Queries recorded by search flows, most recent first, without duplicates,
  /// at most ``recentSearchLimit`` of them.
  public var recentSearches: [String] { appData.recentSearches }
  /// Read threads and recent searches, written by effects.
  public private(set) var appData = MailboxAppData()

  /// The saved stacks of the tabs that are not selected, bottom first; a
  /// tab never visited has none.
  private var parkedStacks: [MailboxTab: [MailboxRoute]] = [:]
  /// Turns a link into an intent; total.
  private let parse: @Sendable (URL) -> MailboxIntent

  /// Creates a coordinator at launch state (``MailboxState/initial``) that
  /// parses links with `parser`.
  /// - Parameters:
  ///   - parser: the link parser, for example an ``ExistenceGate`` so links
  ///     to deleted threads open nothing.
  ///   - clock: the clock the executors sleep on; `ContinuousClock()` by default.
  public init<Parser: URLParsing>(
    parser: Parser,
    clock: any Clock<Duration> = ContinuousClock()
  ) where Parser.Intent == MailboxIntent {
    self.parse = { parser.parse($0) }
    super.init(clock: clock)
  }

  /// Creates a coordinator at launch state that parses links with ``MailboxCodec``.
  /// - Parameter clock: the clock the executors sleep on; `ContinuousClock()` by default.
  public override convenience init(clock: any Clock<Duration> = ContinuousClock()) {
    self.init(parser: MailboxCodec(), clock: clock)
  }

  // MARK: - Snapshot

  /// The navigation as a value: the selected tab, every tab's stack (the
  /// selected one read live from the navigator) and the sheet.
  ///
  /// Built from the coordinator's state at each read; reading it inside
  /// `withObservationTracking` (or a SwiftUI body) observes everything it
  /// is built from.
  public var snapshot: MailboxState {
    var stacks = parkedStacks
    stacks[selectedTab] = routeNav.routeStack.routes
    return MailboxState(selectedTab: selectedTab, stacks: stacks, sheet: sheetNav.routeSheet)
  }

  /// Replaces the whole navigation with `snapshot`, exactly as given.
  ///
  /// The link and tap flows still running are cancelled first (they apply
  /// no further step), so afterwards ``snapshot`` equals the argument.
  /// Every stack entry is dropped, as a tab switch drops them: the stack's
  /// screens are the restored ones, even where a route is equal. App data
  /// is left alone.
  /// - Parameter snapshot: a state from ``snapshot``, typically decoded at launch.
  public func restore(_ snapshot: MailboxState) {
    cancelAllFlows()
    selectedTab = snapshot.selectedTab
    parkedStacks = snapshot.stacks
    parkedStacks[selectedTab] = nil
    nav.restore(NavigationState(path: snapshot.currentStack, sheet: snapshot.sheet))
    stackHandoffs.removeAll { _ in true }
  }

  // MARK: - Opening

  /// Opens a link: parses it, resolves it against ``snapshot`` and routes it
  /// as the latest link flow.
  ///
  /// Returns at once; the flow's steps run on the main actor afterwards,
  /// inside `linkSwitcher`. A link that parses to ``MailboxIntent/unknown(_:)``
  /// still supersedes the running flow, and changes nothing itself.
  /// - Parameter url: any URL; parsing is total.
  /// - Returns: the baton routed, holding the resolved intent; its flow's
  ///   `source` is the link's absolute string.
  @discardableResult
  public func open(_ url: URL) -> Baton<MailboxIntent> {
    open(parse(url), source: url.absoluteString)
  }

  /// Opens an intent, as a link to it would be opened: resolves it against
  /// ``snapshot`` and routes it as the latest link flow.
  /// - Parameters:
  ///   - intent: any intent, resolved or not.
  ///   - source: names the flow in traces; defaults to `"intent"`.
  /// - Returns: the baton routed, holding the resolved intent.
  @discardableResult
  public func open(_ intent: MailboxIntent, source: String = "intent") -> Baton<MailboxIntent> {
    let resolved = MailboxResolver.resolve(intent, in: snapshot)
    let baton = Baton(intent: resolved, flow: NavFlow(source: source))
    route(baton: baton)
    return baton
  }

  /// Routes a tapped intent: resolves it against ``snapshot`` and routes it
  /// as the latest flow of `uiSwitcher`.
  /// - Parameters:
  ///   - intent: any intent, resolved or not.
  ///   - source: names the flow in traces; defaults to `"tap"`.
  /// - Returns: the baton routed, holding the resolved intent.
  @discardableResult
  public func tap(_ intent: MailboxIntent, source: String = "tap") -> Baton<MailboxIntent> {
    let resolved = MailboxResolver.resolve(intent, in: snapshot)
    let baton = Baton(intent: resolved, flow: NavFlow(source: source))
    route(baton: baton, through: uiSwitcher)
    return baton
  }

  // MARK: - Tab bar

  /// The tab bar's binding setter: selects `tab`, or pops it to its root
  /// when it is already selected, keeping every other stack and the sheet.
  ///
  /// A link flow still running is cancelled first (it applies no further
  /// step): the user's tap wins.
  /// - Parameter tab: the tab tapped.
  public func tapTab(_ tab: MailboxTab) {
    linkSwitcher.cancelCurrent()
    if tab == selectedTab {
      routeNav.reset(to: [])
    } else {
      switchTab(to: tab)
    }
  }

  // MARK: - Effects

  /// Applies the mail app's effects: tab switches, read marks and recent searches.
  ///
  /// Each effect is applied in the calling main-actor turn, without
  /// suspending, so a flow's steps show together; an override that awaits
  /// shows the states between them.
  /// - Parameters:
  ///   - effect: the effect to apply.
  ///   - baton: the baton whose flow emitted it (unused).
  open override func apply(_ effect: MailboxEffect, _ baton: Baton<MailboxIntent>) async {
    switch effect {
    case .selectTab(let tab):
      switchTab(to: tab)
    case .markRead, .recordSearch:
      appData.apply(effect)
    }
  }

  /// Parks the selected tab's path and shows `tab`'s saved path.
  private func switchTab(to tab: MailboxTab) {
    guard tab != selectedTab else { return }
    parkedStacks[selectedTab] = routeNav.routeStack.routes
    routeNav.reset(to: parkedStacks.removeValue(forKey: tab) ?? [])
    // NB: every screen of the stack is another tab's now, also where the
    // new path equals the old one (no change, so nothing was pruned): no
    // entry may carry over to the other tab's screen of the same route.
    stackHandoffs.removeAll { _ in true }
    selectedTab = tab
  }
}
