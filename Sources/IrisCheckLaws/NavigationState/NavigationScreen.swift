/// The single topmost screen of a navigation model, in the laws'
/// vocabulary: a sheet, a pushed route, or a tab's root.
///
/// ``NavigationSnapshot/currentScreen`` derives it; an app maps its own
/// screen type onto it for ``ScreenJournaling``.
public enum NavigationScreen<Tab, Route, Sheet>: Hashable, Sendable
where Tab: Hashable & Sendable, Route: Hashable & Sendable, Sheet: Hashable & Sendable {
  /// The sheet, presented over everything.
  case sheet(Sheet)
  /// The top of the selected tab's path.
  case route(Route)
  /// The selected tab at its root.
  case root(Tab)

  /// The same screen in another type, one function per kind: typically the
  /// app's own screen enum, its cases passed as the functions.
  ///
  /// ```swift
  /// derived.map(sheet: ShopScreen.sheet, route: ShopScreen.route, root: ShopScreen.root)
  /// ```
  /// - Parameters:
  ///   - sheet: builds the screen of a sheet.
  ///   - route: builds the screen of a pushed route.
  ///   - root: builds the screen of a tab's root.
  /// - Returns: the screen built from this one's payload.
  public func map<Screen>(
    sheet: (Sheet) -> Screen, route: (Route) -> Screen, root: (Tab) -> Screen
  ) -> Screen {
    switch self {
    case .sheet(let value): sheet(value)
    case .route(let value): route(value)
    case .root(let value): root(value)
    }
  }
}
