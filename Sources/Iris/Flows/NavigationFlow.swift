/// The one place an app decides how an intent lands: a pure mapping from an
/// intent to the ordered ``Step`` values that realise it.
///
/// A flow names *what* should be shown (push this route, present that sheet,
/// run this effect), never *when* or *how*: timing, cancellation and
/// ``Handoff`` delivery belong to the ``RouteCoordinator`` that applies the
/// steps.
///
/// > Important: `operations(intent:)` must be a pure function of the intent:
/// > equal intents give equal steps, whoever asks and however often. Fold any
/// > state-dependent decision into the intent before it reaches the flow.
/// > IrisCheck's flow-purity law checks this.
public protocol NavigationFlow: Sendable {
  /// What a caller asks for: usually an enum parsed from a URL or named by a tap.
  associatedtype Intent: Sendable & Equatable
  /// The values pushed onto the navigation stack. Defaults to `Never`.
  associatedtype Route: Hashable & Sendable = Never
  /// The values presented as a sheet. Defaults to `Never`.
  associatedtype SheetRoute: Hashable & Sendable = Never
  /// The consumer's own effects, applied by the coordinator. Defaults to `Never`.
  associatedtype SideEffect: Sendable = Never

  /// Converts an intent into the steps that realise it, in order.
  /// - Parameter intent: what the caller asked for.
  /// - Returns: the steps; an empty list means "do nothing".
  static func operations(intent: Intent) -> [Step<Route, SheetRoute, SideEffect>]
}
