/// An ordered navigation stack of routes, root first, with value semantics.
///
/// `RouteStack` is the plain-value model behind ``GenericRouteNavigator``: every
/// operation is a synchronous, total mutation (none traps, none is async), so a
/// stack can be built, compared and snapshotted freely in tests. An empty stack
/// means "showing the root screen".
public struct RouteStack<Route: Hashable> {
  /// The routes above the root, root-first, mutated only through the methods below.
  public private(set) var routes: [Route]

  /// The route on top of the stack, or `nil` when only the root is showing.
  public var currentRoute: Route? { routes.last }

  /// Whether only the root is showing (no route has been pushed).
  public var isEmpty: Bool { routes.isEmpty }

  /// Creates a stack holding `routes`, root-first.
  /// - Parameter routes: the initial routes; empty (the default) shows only the root.
  public init(_ routes: [Route] = []) {
    self.routes = routes
  }

  // MARK: - Primitives

  /// Appends `route` on top, even when it equals the current top.
  /// - Parameter route: the route to push.
  public mutating func push(_ route: Route) {
    routes.append(route)
  }

  /// Removes the top route; does nothing when the stack is empty.
  public mutating func popLast() {
    _ = routes.popLast()
  }

  /// Removes every route, returning to the root.
  public mutating func popToRoot() {
    routes.removeAll()
  }

  /// Keeps only the first `count` routes.
  ///
  /// A `count` of zero or less empties the stack; a `count` at or above the
  /// current depth leaves it unchanged.
  /// - Parameter count: how many routes (from the root) to keep.
  /// - Returns: `true` exactly when the stack changed.
  @discardableResult
  public mutating func popTo(count: Int) -> Bool {
    let before = routes.count
    let kept = max(0, count)
    guard kept < before else { return false }
    routes.removeSubrange(kept..<before)
    return true
  }

  /// Replaces the top route with `route`, or pushes it when the stack is empty.
  ///
  /// The depth never shrinks: it stays the same, or grows from 0 to 1.
  /// - Parameter route: the new top route.
  public mutating func replaceTop(with route: Route) {
    if routes.isEmpty {
      routes.append(route)
    } else {
      routes[routes.count - 1] = route
    }
  }

  /// Replaces the whole stack with `newRoutes`, root-first, as given (no sanitising).
  /// - Parameter newRoutes: the routes to show above the root.
  public mutating func reset(to newRoutes: [Route]) {
    routes = newRoutes
  }

  // MARK: - Policies

  /// Pushes `route` unless it is already on top.
  /// - Parameter route: the route to show.
  public mutating func pushIfNeeded(_ route: Route) {
    guard currentRoute != route else { return }
    push(route)
  }

  /// Makes `route` the top: replaces the top when it is equal to `route`, pushes otherwise.
  ///
  /// Replacing an equal top keeps the depth but stores the new value, which
  /// matters for routes whose equality ignores some payload.
  /// - Parameter route: the route to show.
  public mutating func ensureTop(_ route: Route) {
    if currentRoute == route {
      replaceTop(with: route)
    } else {
      push(route)
    }
  }
}

extension RouteStack: Equatable {}

extension RouteStack: Hashable {}

extension RouteStack: Sendable where Route: Sendable {}
