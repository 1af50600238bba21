/// One front for a coordinator's stack and sheet navigators.
///
/// Reads (``stackTop``, ``stackDepth``, ``sheetTop``, ``state``) are plain
/// values; operations forward to ``route`` and ``sheet``. The `flow`
/// arguments name the navigation event for tracing and default to
/// ``NavFlow/current``.
@MainActor
public struct NavigationFacade<Route: Hashable & Sendable, Sheet: Hashable & Sendable> {
  /// The stack navigator.
  public let route: GenericRouteNavigator<Route>
  /// The sheet navigator.
  public let sheet: GenericSheetNavigator<Sheet>

  /// Creates a facade over two navigators.
  /// - Parameters:
  ///   - route: the stack navigator.
  ///   - sheet: the sheet navigator.
  public init(route: GenericRouteNavigator<Route>, sheet: GenericSheetNavigator<Sheet>) {
    self.route = route
    self.sheet = sheet
  }

  // MARK: - State

  /// The route on top of the stack, or `nil` at the root.
  public var stackTop: Route? { route.routeStack.currentRoute }

  /// How many routes sit above the root (0 at the root).
  public var stackDepth: Int { route.routeStack.routes.count }

  /// The presented sheet, or `nil`.
  public var sheetTop: Sheet? { sheet.routeSheet }

  /// The stack path and sheet as one value.
  public var state: NavigationState<Route, Sheet> {
    NavigationState(path: route.routeStack.routes, sheet: sheet.routeSheet)
  }

  /// Puts back a saved ``state``, exactly as given (not sanitised).
  /// - Parameters:
  ///   - state: the state to show.
  ///   - flow: the navigation event, for tracing.
  public func restore(_ state: NavigationState<Route, Sheet>, flow: NavFlow = .current) {
    route.reset(to: state.path)
    sheet.routeSheet = state.sheet
  }

  // MARK: - Stack

  /// Pushes `stackRoute`, even onto an equal top.
  /// - Parameters:
  ///   - stackRoute: the route to push.
  ///   - flow: the navigation event, for tracing.
  public func push(_ stackRoute: Route, flow: NavFlow = .current) {
    route.push(stackRoute, flow)
  }

  /// Pops every route, returning to the root.
  /// - Parameter flow: the navigation event, for tracing.
  public func popToRoot(flow: NavFlow = .current) {
    route.popToRoot(flow)
  }

  /// Replaces the top route (pushes when the stack is empty).
  /// - Parameters:
  ///   - stackRoute: the new top.
  ///   - flow: the navigation event, for tracing.
  public func replaceTop(with stackRoute: Route, flow: NavFlow = .current) {
    route.replaceTop(stackRoute, flow)
  }

  /// Makes `stackRoute` the top: replaces an equal top, pushes otherwise.
  /// - Parameters:
  ///   - stackRoute: the route to show.
  ///   - flow: the navigation event, for tracing.
  public func ensureTop(_ stackRoute: Route, flow: NavFlow = .current) {
    route.ensureTop(stackRoute, flow)
  }

  /// Returns the stack to the root.
  /// - Parameter flow: the navigation event, for tracing.
  public func resetStack(flow: NavFlow = .current) {
    route.reset(flow)
  }

  /// Pushes `stackRoute` unless it is on top or the calling flow must stop.
  /// - Parameters:
  ///   - stackRoute: the route to show.
  ///   - flow: the navigation event, for tracing.
  /// - Returns: `true` exactly when the route was pushed.
  @discardableResult
  public func pushIfNeeded(_ stackRoute: Route, flow: NavFlow = .current) -> Bool {
    route.pushIfNeeded(stackRoute, flow)
  }

  // MARK: - Sheet

  /// Presents `sheetRoute`, replacing any presented sheet.
  /// - Parameters:
  ///   - sheetRoute: the sheet to present.
  ///   - flow: the navigation event, for tracing.
  public func present(_ sheetRoute: Sheet, flow: NavFlow = .current) {
    sheet.present(sheetRoute, flow)
  }

  /// Dismisses the presented sheet, if any.
  /// - Parameter flow: the navigation event, for tracing.
  public func dismissSheet(flow: NavFlow = .current) {
    sheet.dismissSheet(flow)
  }

  /// Presents `sheetRoute` unless it is presented or the calling flow must stop.
  /// - Parameters:
  ///   - sheetRoute: the sheet to present.
  ///   - flow: the navigation event, for tracing.
  /// - Returns: `true` exactly when the sheet was presented.
  @discardableResult
  public func presentIfNeeded(_ sheetRoute: Sheet, flow: NavFlow = .current) -> Bool {
    sheet.presentIfNeeded(sheetRoute, flow)
  }

  /// Moves the sheet to `target` (dismiss, present or swap); see
  /// ``GenericSheetNavigator/transition(to:_:)``.
  /// - Parameters:
  ///   - target: the sheet to show, or `nil` for none.
  ///   - flow: the navigation event, for tracing.
  public func transition(to target: Sheet?, flow: NavFlow = .current) async {
    await sheet.transition(to: target, flow)
  }
}
