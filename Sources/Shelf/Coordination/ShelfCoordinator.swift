import Foundation
import Iris
import Observation

/// The reading app's coordinator: links, taps and restores land in two
/// tabs, each with its own stack, a shared sheet, and a book screen whose
/// content loads from the ``Catalog`` after the screen is pushed.
///
/// **Tabs.** ``/Iris/PlumbedCoordinatorBase``'s stack navigator shows the selected
/// tab's stack, as the `NavigationStack` of the selected tab in a SwiftUI
/// `TabView` would; the other tab's stack is kept aside and put back when
/// its tab is selected again (a flow's ``ShelfEffect/selectTab(_:)`` or the
/// tab bar, ``selectTab(_:)``).
///
/// **Links and taps.** ``open(_:)-(URL)`` routes through
/// ``/Iris/RouteCoordinator/route(baton:)`` (the linkSwitcher): the latest link
/// wins. ``tap(_:)`` routes as ``tapWiring`` says; either way the user's
/// latest link or tap wins over the flow running before it.
///
/// **Loading.** A `.book(id)` flow pushes the book screen, then its
/// ``ShelfEffect/loadBook(_:)`` step sets ``book`` to
/// ``BookLoad/loading(_:)`` and awaits the catalog. After the await it
/// writes only if its flow is still the latest
/// (``/Iris/LatestWinsExecutor/isSuperseded``): ``BookLoad/loaded(_:)``, or, when
/// the catalog has no such book, ``BookLoad/missing(_:)`` and a redirect
/// (a `.notFound(id)` baton routed through `route(baton:)`, whose flow
/// returns to the library and shows ``ShelfBanner/bookMissing(_:)``).
///
/// **Screens.** Every push or present registers the flow's baton in
/// `stackHandoffs` or `sheetHandoffs`; the screen claims it when it
/// appears (``ShelfScreen/claimPayload(in:)``), exactly once.
///
/// **Restore.** ``session`` is the navigation as a `Codable`
/// ``ShelfSession``; ``restore(_:)`` cancels the running flows and puts a
/// saved one back.
///
/// **Observation.** The class is `@Observable` and its navigators are too,
/// so a view reading ``session``, ``book`` or ``banner`` is told of every change.
@MainActor @Observable
public final class ShelfCoordinator: PlumbedCoordinatorBase<ShelfFlow> {
  /// The selected tab; its stack is the one the stack navigator shows.
  public private(set) var selectedTab: ShelfTab = .library
  /// What the book screen shows.
  public internal(set) var book: BookLoad = .idle
  /// The banner above the library, if any.
  public private(set) var banner: ShelfBanner?
  /// The stacks of the tabs that are not selected.
  private var parkedPaths: [ShelfTab: [ShelfRoute]] = [:]

  /// Where taps run.
  public let tapWiring: TapWiring
  /// The planted bugs; none in the app.
  public let bugs: Bugs
  @ObservationIgnored let catalog: any Catalog
  /// The executors ``Bugs/tapsOnFreshExecutors`` makes, one per tap.
  @ObservationIgnored private var tapExecutors: [LatestWinsExecutor] = []

  /// Creates a coordinator at launch: the library at its root.
  /// - Parameters:
  ///   - catalog: where books come from.
  ///   - tapWiring: where taps run; ``TapWiring/linkSwitcher`` by default.
  ///   - bugs: bugs to plant, for checking the checkers; none by default.
  ///   - clock: the clock the executors sleep on; `ContinuousClock()` by default.
  public init(
    catalog: any Catalog, tapWiring: TapWiring = .linkSwitcher, bugs: Bugs = [],
    clock: any Clock<Duration> = ContinuousClock()
  ) {
    self.catalog = catalog
    self.tapWiring = tapWiring
    self.bugs = bugs
    super.init(clock: clock)
  }

  // MARK: - State

  /// The navigation as a value: the selected tab, both stacks, the sheet.
  public var session: ShelfSession {
    var session = ShelfSession(selectedTab: selectedTab, sheet: sheetNav.routeSheet)
    for tab in ShelfTab.allCases {
      session[path: tab] = tab == selectedTab ? routeNav.path : parkedPaths[tab, default: []]
    }
    return session
  }

  /// Everything the app shows: ``session``, ``book`` and ``banner``.
  public var snapshot: ShelfSnapshot {
    ShelfSnapshot(session: session, book: book, banner: banner)
  }

  // MARK: - Links and taps

  /// Opens a link: parses it with ``ShelfLinks/codec`` and routes it as the
  /// latest link.
  /// - Parameter url: any URL; parsing is total.
  /// - Returns: the baton routed; its flow's source is `"link"`.
  @discardableResult
  public func open(_ url: URL) -> Baton<ShelfIntent> {
    open(ShelfLinks.codec.parse(url))
  }

  /// Routes an intent as the latest link, through ``/Iris/RouteCoordinator/route(baton:)``.
  ///
  /// With ``TapWiring/uiSwitcher`` a tap flow still running is cancelled
  /// first: the latest thing the user did wins.
  /// - Parameter intent: what to show.
  /// - Returns: the baton routed; its flow's source is `"link"`.
  @discardableResult
  public func open(_ intent: ShelfIntent) -> Baton<ShelfIntent> {
    let baton = Baton(intent: intent, flow: NavFlow(source: "link"))
    if tapWiring == .uiSwitcher { uiSwitcher.cancelCurrent() }
    route(baton: baton)
    return baton
  }

  /// Routes a tapped intent as ``tapWiring`` says.
  /// - Parameter intent: what the user tapped.
  /// - Returns: the baton routed; its flow's source is `"tap"`.
  @discardableResult
  public func tap(_ intent: ShelfIntent) -> Baton<ShelfIntent> {
    let baton = Baton(intent: intent, flow: NavFlow(source: "tap"))
    if bugs.contains(.tapsWaitForTheBook), case .book(let id) = intent {
      // Planted: the baton is routed once the catalog answered.
      Task { @MainActor in
        _ = try? await catalog.book(id)
        routeTap(baton)
      }
      return baton
    }
    routeTap(baton)
    return baton
  }

  private func routeTap(_ baton: Baton<ShelfIntent>) {
    if bugs.contains(.tapsOnFreshExecutors) {
      // Planted: an executor of its own for every tap.
      let executor = LatestWinsExecutor(policy: .ui, clock: linkSwitcher.clock)
      tapExecutors.append(executor)
      if tapWiring == .uiSwitcher { linkSwitcher.cancelCurrent() }
      route(baton: baton, through: executor)
      return
    }
    switch tapWiring {
    case .linkSwitcher:
      route(baton: baton)
    case .uiSwitcher:
      linkSwitcher.cancelCurrent()
      route(baton: baton, through: uiSwitcher)
    }
  }

  // MARK: - The user

  /// The tab bar's binding setter: shows `tab` with the stack it had.
  /// - Parameter tab: the tab the user selected.
  public func selectTab(_ tab: ShelfTab) {
    switchTab(to: tab)
  }

  /// The user closes the banner.
  public func dismissBanner() {
    banner = nil
  }

  /// Puts a saved session back, as launch does.
  ///
  /// The running link and tap flows are cancelled first (they apply no
  /// further step and their loads write nothing), then the tabs, stacks
  /// and sheet are set exactly as saved. The book screen's content and the
  /// banner go back to their launch values (``BookLoad/idle``, none).
  /// - Parameter session: a session from ``session``, typically decoded at launch.
  public func restore(_ session: ShelfSession) {
    if !bugs.contains(.restoreKeepsFlowsRunning) {
      linkSwitcher.cancelCurrent()
      uiSwitcher.cancelCurrent()
      for executor in tapExecutors { executor.cancelCurrent() }
    }
    selectedTab = session.selectedTab
    parkedPaths = [:]
    for tab in ShelfTab.allCases where tab != session.selectedTab {
      parkedPaths[tab] = session[path: tab]
    }
    nav.restore(NavigationState(path: session.currentPath, sheet: session.sheet))
    book = .idle
    banner = nil
  }

  // MARK: - Effects

  /// Applies the app's effects: tab switches, book loads and banners.
  /// - Parameters:
  ///   - effect: the effect to apply.
  ///   - baton: the baton whose flow emitted it.
  public override func apply(_ effect: ShelfEffect, _ baton: Baton<ShelfIntent>) async {
    switch effect {
    case .selectTab(let tab):
      let changes = tab != selectedTab
      switchTab(to: tab)
      if changes, bugs.contains(.splitsArrivalAcrossAwait) {
        // Planted: let the tab bar settle before the stack moves.
        await Task.waitOneTick()
      }
    case .loadBook(let id):
      await loadBook(id, for: baton)
    case .showBanner(let banner):
      self.banner = banner
    }
  }

  /// Structural steps, as the base class dispatches them; with
  /// ``Bugs/registersBeforeLoading`` a book's push only registers its
  /// screen's handoff, and the load pushes.
  /// - Parameters:
  ///   - target: the structural move.
  ///   - baton: the baton whose flow emitted it.
  public override func dispatchIfPossible(
    _ target: NavTarget<ShelfRoute, ShelfSheet>, baton: Baton<ShelfIntent>
  ) async {
    guard bugs.contains(.registersBeforeLoading), case .push(.book(let id)) = target else {
      return await super.dispatchIfPossible(target, baton: baton)
    }
    // Planted: hold the screen's payload now, push once the book is in.
    guard !LatestWinsExecutor.isSuperseded else { return }
    await hand(baton, to: .book(id))
  }

  /// Shows `tab`: parks the selected tab's stack and puts `tab`'s back.
  private func switchTab(to tab: ShelfTab) {
    guard tab != selectedTab else { return }
    parkedPaths[selectedTab] = routeNav.path
    routeNav.reset(to: parkedPaths.removeValue(forKey: tab) ?? [])
    selectedTab = tab
  }
}
