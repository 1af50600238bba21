/// A ready-made ``RouteCoordinator``: navigators, facade, executors and handoff
/// registries, with structural steps dispatched for you.
///
/// Subclass it, name your flow, and override ``apply(_:_:)`` for your effects:
///
/// ```swift
/// @MainActor @Observable
/// final class AppCoordinator: PlumbedCoordinatorBase<AppFlow> {
///   var query: String?
///   override func apply(_ effect: AppEffect, _ baton: Baton<AppIntent>) async {
///     switch effect {
///     case .search(let text): query = text
///     }
///   }
/// }
/// ```
///
/// `@Observable` on the subclass works on Linux too (Observation ships with the
/// toolchain); without it, the navigation state is still observable through the
/// `Observable` navigators and readable as a value through ``state``.
///
/// To pause between steps, override ``interStepAnimationPause`` (a `class var`,
/// so the override is the value `route(baton:)` uses).
@MainActor
open class PlumbedCoordinatorBase<Flow: NavigationFlow>: RouteCoordinator {
  /// The flow's intent type.
  public typealias Intent = Flow.Intent

  /// The stack navigator.
  public let routeNav: GenericRouteNavigator<Flow.Route>
  /// The sheet navigator.
  public let sheetNav: GenericSheetNavigator<Flow.SheetRoute>
  /// The facade over ``routeNav`` and ``sheetNav``.
  public let nav: NavigationFacade<Flow.Route, Flow.SheetRoute>
  /// The executor for links, policy ``LatestTaskPolicy/links``.
  public let linkSwitcher: LatestWinsExecutor
  /// The executor for taps, policy ``LatestTaskPolicy/ui``.
  public let uiSwitcher: LatestWinsExecutor
  /// Handoffs keyed by stack route.
  public let stackHandoffs: HandoffRegistry<Flow.Route, Intent>
  /// Handoffs keyed by sheet route.
  public let sheetHandoffs: HandoffRegistry<Flow.SheetRoute, Intent>
  // NB: read at every event; a read never overlaps a write (main actor),
  // so it skips the runtime's exclusivity checks.
  /// Receives every trace event (see ``CoordinatorEvent``); `nil` by default.
  @exclusivity(unchecked) public var onEvent: ((CoordinatorEvent<Flow>) -> Void)?

  /// Creates a coordinator at the root, no sheet, no handoffs.
  /// - Parameter clock: the clock both executors (and the inter-step pause) sleep on;
  ///   `ContinuousClock()` by default.
  public init(clock: any Clock<Duration> = ContinuousClock()) {
    let routeNav = GenericRouteNavigator<Flow.Route>()
    let sheetNav = GenericSheetNavigator<Flow.SheetRoute>()
    self.routeNav = routeNav
    self.sheetNav = sheetNav
    self.nav = NavigationFacade(route: routeNav, sheet: sheetNav)
    self.linkSwitcher = LatestWinsExecutor(policy: .links, clock: clock, name: "linkSwitcher")
    self.uiSwitcher = LatestWinsExecutor(policy: .ui, clock: clock, name: "uiSwitcher")
    self.stackHandoffs = HandoffRegistry()
    self.sheetHandoffs = HandoffRegistry()
    routeNav.onChange = { [weak self] in self?.navigationDidChange() }
    sheetNav.onChange = { [weak self] in self?.navigationDidChange() }
    // NB: an effect's own push or present through the public API is its
    // flow's navigation, traced as a step's is.
    routeNav.onPlaced = { [weak self] flow, route, placement in
      self?.report(placement, of: .push(route), at: .stack(route), flow: flow)
    }
    sheetNav.onPlaced = { [weak self] flow, sheet, placement in
      self?.report(placement, of: .present(sheet), at: .sheet(sheet), flow: flow)
    }
    // NB: so is a move or registration it makes through the navigators' and
    // registries' own operations (the Iris 1.0 way: push, register, deliver).
    routeNav.onMovedInEffect = { [weak self] flow, route in
      self?.traceNow(.navigated(route.map { .push($0) } ?? .popToRoot), of: flow)
    }
    sheetNav.onMovedInEffect = { [weak self] flow, sheet in
      self?.traceNow(.navigated(sheet.map { .present($0) } ?? .dismissSheet), of: flow)
    }
    stackHandoffs.onRegisteredInEffect = { [weak self] flow, route in
      self?.traceNow(.handoffRegistered(.stack(route)), of: flow)
    }
    sheetHandoffs.onRegisteredInEffect = { [weak self] flow, sheet in
      self?.traceNow(.handoffRegistered(.sheet(sheet)), of: flow)
    }
  }

  /// The stack path and sheet as one value.
  public var state: NavigationState<Flow.Route, Flow.SheetRoute> { nav.state }

  /// Cancels the running flow of both executors: neither applies a further
  /// step (``LatestWinsExecutor/cancelCurrent()`` on ``linkSwitcher`` and
  /// ``uiSwitcher``).
  ///
  /// A restore calls it before it puts the navigation back, so no flow
  /// routed before the restore writes over the restored state.
  public func cancelAllFlows() {
    linkSwitcher.cancelCurrent()
    uiSwitcher.cancelCurrent()
  }

  /// The pause between two steps of a flow; `.zero` unless a subclass overrides it.
  open class var interStepAnimationPause: Duration { .zero }

  /// Applies one of the flow's effects; the default does nothing, so override it.
  /// - Parameters:
  ///   - effect: the effect to apply.
  ///   - baton: the baton whose flow emitted it.
  open func apply(_ effect: Flow.SideEffect, _ baton: Baton<Intent>) async {}

  /// Forwards `event` to ``onEvent``; override to observe events (call `super` to keep ``onEvent``).
  /// - Parameter event: what happened, and for which flow.
  open func trace(_ event: CoordinatorEvent<Flow>) {
    onEvent?(event)
  }

  /// Called after every change to the stack path or the sheet.
  ///
  /// It runs in the same main-actor turn as the change and before the step
  /// that made it is traced: a flow's step, a pop or dismiss by the user, a
  /// restore, a path written through ``GenericRouteNavigator/path``. Setting
  /// the sheet that is showing, or popping an empty stack to its root,
  /// changes nothing and is not reported; other writes through the stack
  /// navigator's operations are reported even when they leave the path as
  /// it was.
  ///
  /// The default calls ``pruneHandoffs()``. Override it to refresh state
  /// derived from the navigation, such as a cached snapshot, and call
  /// `super` to keep the pruning.
  open func navigationDidChange() {
    pruneHandoffs()
  }

  /// Removes the handoffs whose route left the screen; called by
  /// ``navigationDidChange()`` after every change to the stack path or the sheet.
  ///
  /// The default removes (and spends, see ``HandoffRegistry/removeHandoff(for:)``)
  /// every ``stackHandoffs`` entry whose route is not in the path and every
  /// ``sheetHandoffs`` entry whose route is not the presented sheet. An
  /// override that keeps more entries (for example the stacks of tabs that
  /// are not showing) should remove them itself once they can no longer be
  /// claimed, and its harness's `onScreen` must count those routes as on
  /// screen. A route shown in two tabs at once is then one entry for two
  /// screens: make the route name its tab, or keep a registry per tab.
  open func pruneHandoffs() {
    // NB: runs after every change of every flow: a short path is scanned, not
    // hashed into a set, and nothing is read through observation.
    let routes = routeNav.untrackedRoutes
    if routes.count <= 16 {
      stackHandoffs.prune { !routes.contains($0) }
    } else {
      let path = Set(routes)
      stackHandoffs.prune { !path.contains($0) }
    }
    let sheet = sheetNav.untrackedSheet
    sheetHandoffs.prune { $0 != sheet }
  }

  /// Applies a structural step through the facade and the handoff registries.
  ///
  /// Does nothing when the calling flow is cancelled or superseded. A push or
  /// present delivers the baton as ``GenericRouteNavigator/pushRoute(_:registry:baton:)``
  /// describes; a refused one registers and delivers nothing. The check, the
  /// move, the delivery and their trace happen in one main-actor turn, so a
  /// flow superseded meanwhile never wakes a waiting screen.
  ///
  /// Override it to dispatch differently; ``/Iris/RouteCoordinator/route(baton:through:)`` calls the override.
  /// - Parameters:
  ///   - target: the structural move.
  ///   - baton: the baton whose flow emitted it.
  open func dispatchIfPossible(
    _ target: NavTarget<Flow.Route, Flow.SheetRoute>,
    baton: Baton<Intent>
  ) async {
    guard !LatestWinsExecutor.shouldStop else { return }
    let flow = baton.flow
    switch target {
    case .push(let route):
      let placement = routeNav.place(route, registry: stackHandoffs, baton: baton)
      report(placement, of: target, at: .stack(route), flow: flow)
    case .present(let sheet):
      let placement = sheetNav.place(sheet, registry: sheetHandoffs, baton: baton)
      report(placement, of: target, at: .sheet(sheet), flow: flow)
    case .popToRoot:
      nav.popToRoot(flow: flow)
      traceNow(.navigated(target), of: flow)
    case .dismissSheet:
      nav.dismissSheet(flow: flow)
      traceNow(.navigated(target), of: flow)
    }
  }

  /// Traces what a handoff-aware push or present did.
  private func report(
    _ placement: HandoffPlacement,
    of target: NavTarget<Flow.Route, Flow.SheetRoute>,
    at site: HandoffSite<Flow.Route, Flow.SheetRoute>,
    flow: NavFlow
  ) {
    guard placement != .refused else { return }
    traceNow(.navigated(target), of: flow)
    if placement.registered {
      traceNow(.handoffRegistered(site), of: flow)
    } else if placement == .wokeWaiter {
      traceNow(.handoffDelivered(site), of: flow)
    }
  }
}
