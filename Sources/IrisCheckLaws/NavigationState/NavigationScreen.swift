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
}
