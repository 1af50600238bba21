import Observation

private let routeStackPaths = ObservedKeyPath()

/// The headless stack navigator: owns a ``RouteStack`` and the stack operations on it.
///
/// Upstream this drives a SwiftUI `NavigationStack` through a binding; here
/// ``path`` is that binding's stand-in (reads the routes, writes them
/// sanitised). It is `Observable`: observers are told of every change of
/// ``routeStack`` (and so of ``path``), and of no write of an equal stack.
///
/// The `flow` arguments name the navigation event for tracing; they default to
/// ``NavFlow/current`` and do not change what an operation does.
@MainActor
public final class GenericRouteNavigator<R: Hashable & Sendable>: Observable, HandObserved {
  /// The stack state.
  public var routeStack: RouteStack<R> {
    get {
      access(keyPath: routeStackPath)
      return storedStack
    }
    set {
      guard storedStack != newValue else {
        storedStack = newValue
        return
      }
      withMutation(keyPath: routeStackPath) { storedStack = newValue }
      onChange?()
    }
    // NB: `_modify`, as `@Observable` generates, so an operation such as
    // `routeStack.push(_:)` changes the stack in place instead of copying
    // it; Swift 6.2 compiles it for every platform the package supports.
    _modify {
      access(keyPath: routeStackPath)
      willSet(keyPath: routeStackPath)
      defer {
        didSet(keyPath: routeStackPath)
        onChange?()
      }
      yield &storedStack
    }
  }
  // NB: the property above is tracked by hand (see ``HandObserved``).
  @usableFromInline nonisolated let observationRegistrar = ObservationRegistrar()
  // NB: no access overlaps (main actor, no re-entry), so it skips the
  // runtime's exclusivity checks: it is read at every step.
  @exclusivity(unchecked) private var storedStack = RouteStack<R>()
  private let routeStackPath: KeyPath<GenericRouteNavigator, RouteStack<R>> =
    routeStackPaths.path { \.routeStack }
  /// Called after every change to ``routeStack``, once observers were told (not
  /// after a write of an equal value); a coordinator prunes its handoffs here.
  var onChange: (@MainActor () -> Void)?
  /// Called when ``pushRoute(_:registry:baton:)`` placed a baton (not when the
  /// coordinator's own dispatch did): the flow, the route and what it did,
  /// so the coordinator traces navigation an effect did through the public
  /// API as its baton's flow's.
  var onPlaced: (@MainActor (NavFlow, R, HandoffPlacement) -> Void)?
  /// Called when ``push(_:_:)`` or ``popToRoot(_:)`` changed the stack
  /// inside a flow's effect (``NavFlow/effectOf``), outside
  /// ``pushRoute(_:registry:baton:)``: the flow and the route pushed, `nil`
  /// for a pop to the root, so the coordinator traces the move as that
  /// flow's.
  var onMovedInEffect: (@MainActor (NavFlow, R?) -> Void)?
  /// Whether ``place(_:registry:baton:)`` is running, which reports its own move.
  private var isPlacing = false
  /// The path, read without telling observers: for the coordinator's own
  /// bookkeeping, which no view depends on.
  var untrackedRoutes: [R] { storedStack.routes }

  /// Creates a navigator showing only the root.
  public init() {}

  // MARK: - Path

  /// Removes consecutive duplicates, so one route never sits directly on itself.
  /// - Parameter path: a proposed stack, root-first.
  /// - Returns: `path` with each run of equal neighbours collapsed to one.
  public func sanitise(_ path: [R]) -> [R] {
    var result: [R] = []
    for route in path where result.last != route {
      result.append(route)
    }
    return result
  }

  /// The stack as an array, root-first; setting it stores the ``sanitise(_:)``d value.
  public var path: [R] {
    get { routeStack.routes }
    set { routeStack.reset(to: sanitise(newValue)) }
  }

  // MARK: - Stack operations

  /// Pushes `route`, even onto an equal top.
  /// - Parameters:
  ///   - route: the route to push.
  ///   - flow: the navigation event, for tracing.
  public func push(_ route: R, _ flow: NavFlow = .current) {
    routeStack.push(route)
    reportMove(pushing: route)
  }

  /// Pops every route, returning to the root.
  /// - Parameter flow: the navigation event, for tracing.
  public func popToRoot(_ flow: NavFlow = .current) {
    // NB: at the root already, nothing changes, so nothing is written and
    // no observer is told.
    guard !storedStack.isEmpty else { return }
    routeStack.popToRoot()
    reportMove(pushing: nil)
  }

  /// Tells the coordinator of a move an effect made, when one did.
  private func reportMove(pushing route: R?) {
    guard !isPlacing, let onMovedInEffect, let flow = NavFlow.effectInScope else { return }
    onMovedInEffect(flow, route)
  }

  /// Pushes `route` unless it is already on top or the calling flow must stop.
  ///
  /// Refuses (changing nothing) when the calling task is cancelled or its
  /// executor operation is superseded (``LatestWinsExecutor/isSuperseded``).
  /// - Parameters:
  ///   - route: the route to show.
  ///   - flow: the navigation event, for tracing.
  /// - Returns: `true` exactly when the route was pushed.
  @discardableResult
  public func pushIfNeeded(_ route: R, _ flow: NavFlow = .current) -> Bool {
    // NB: the top is read without telling observers: it only decides the write.
    if LatestWinsExecutor.shouldStop || storedStack.currentRoute == route { return false }
    push(route, flow)
    return true
  }

  /// Replaces the top route (pushes when the stack is empty).
  /// - Parameters:
  ///   - route: the new top.
  ///   - flow: the navigation event, for tracing.
  public func replaceTop(_ route: R, _ flow: NavFlow = .current) {
    routeStack.replaceTop(with: route)
  }

  /// Makes `route` the top: replaces an equal top, pushes otherwise.
  /// - Parameters:
  ///   - route: the route to show.
  ///   - flow: the navigation event, for tracing.
  public func ensureTop(_ route: R, _ flow: NavFlow = .current) {
    routeStack.ensureTop(route)
  }

  /// Returns to the root; the same as ``popToRoot(_:)``.
  /// - Parameter flow: the navigation event, for tracing.
  public func reset(_ flow: NavFlow = .current) {
    popToRoot(flow)
  }

  /// Replaces the whole stack with `routes`, as given (not sanitised).
  /// - Parameter routes: the new stack, root-first.
  public func reset(to routes: [R]) {
    routeStack.reset(to: routes)
  }

  // MARK: - Handoff-aware push

  /// Pushes `route` if needed and hands `baton` to the screen through `registry`.
  ///
  /// - Route not on top: pushed, and a fresh handoff holding `baton` is registered.
  /// - Route on top with a waiting claimer: the claimer gets `baton`; no push.
  /// - Route on top, no waiting claimer: a fresh handoff holding `baton` replaces the entry.
  /// - Flow cancelled or superseded: nothing is pushed, registered or delivered.
  ///
  /// Called from an effect of a ``PlumbedCoordinatorBase`` subclass (a
  /// screen pushed once its data loaded), the coordinator traces the push
  /// and the registration or delivery as the baton's flow's, as it traces
  /// its own steps.
  /// - Parameters:
  ///   - route: the route to show.
  ///   - registry: the stack's handoff registry.
  ///   - baton: the baton the screen should receive.
  public func pushRoute<Intent: Sendable & Equatable>(
    _ route: R,
    registry: HandoffRegistry<R, Intent>,
    baton: Baton<Intent>
  ) async {
    let placement = place(route, registry: registry, baton: baton)
    onPlaced?(baton.flow, route, placement)
  }

  /// ``pushRoute(_:registry:baton:)``, reporting what it did.
  func place<Intent: Sendable & Equatable>(
    _ route: R,
    registry: HandoffRegistry<R, Intent>,
    baton: Baton<Intent>
  ) -> HandoffPlacement {
    isPlacing = true
    defer { isPlacing = false }
    return HandoffPlacement.place(route, registry: registry, baton: baton) {
      pushIfNeeded(route, baton.flow)
    }
  }
}
