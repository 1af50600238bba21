/// Where a ``Handoff`` waits: on a stack route or on a sheet route.
public enum HandoffSite<Route: Hashable & Sendable, SheetRoute: Hashable & Sendable>: Sendable,
  Hashable
{
  /// The handoff for a route on the navigation stack.
  case stack(Route)
  /// The handoff for a presented sheet.
  case sheet(SheetRoute)
}
