/// One unit of work in a navigation flow: a structural move the library
/// dispatches, or an effect the consumer applies.
///
/// Keeping the two arms apart means a coordinator's `apply` switch covers
/// only the app's own effects; the four structural moves never appear there.
public enum Step<Route, SheetRoute, SideEffect>: Sendable
where Route: Hashable & Sendable, SheetRoute: Hashable & Sendable, SideEffect: Sendable {
  /// A structural move, dispatched by the coordinator.
  case nav(NavTarget<Route, SheetRoute>)
  /// A consumer-defined effect, passed to the coordinator's `apply(_:_:)`.
  case effect(SideEffect)
}

extension Step: Equatable where SideEffect: Equatable {}

extension Step: Hashable where SideEffect: Hashable {}
