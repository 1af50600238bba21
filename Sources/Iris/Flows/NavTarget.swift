/// The closed vocabulary of structural navigation: exactly four moves.
///
/// Choosing a sheet over a push is choosing ``present(_:)`` over
/// ``push(_:)``, and a flow writes that choice in exactly one place.
public enum NavTarget<Route, SheetRoute>: Sendable, Equatable
where Route: Hashable & Sendable, SheetRoute: Hashable & Sendable {
  /// Push a route onto the navigation stack.
  case push(Route)
  /// Present a route as the (single) sheet.
  case present(SheetRoute)
  /// Pop the navigation stack back to its root.
  case popToRoot
  /// Dismiss the presented sheet, if any.
  case dismissSheet
}

extension NavTarget: Hashable {}
