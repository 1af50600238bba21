import Observation

/// The live ``Handoff`` for each route, so routes stay plain `Hashable` values.
///
/// **Lifecycle is library-managed.** A registered handoff removes its own entry
/// when it reaches *delivered* by any path (waiter woken, buffered baton claimed,
/// waiter cancelled), but only if the entry still holds that same instance: a
/// fresh registration made meanwhile survives the old one's cleanup. The
/// cleanup runs as a main-actor job after the handoff's transition.
///
/// The registry is `@Observable`, so a screen that reads ``handoff(for:)`` is
/// told when ``register(for:)`` replaces its entry.
@MainActor
@Observable
public final class HandoffRegistry<Route: Hashable & Sendable, Intent: Sendable & Equatable> {
  private var store: [Route: Handoff<Intent>] = [:]

  /// Creates an empty registry.
  public init() {}

  /// Registers a fresh handoff for `route`, replacing any existing entry.
  /// - Parameter route: the route whose screen will claim the handoff.
  /// - Returns: the new handoff, in the initial state.
  @discardableResult
  public func register(for route: Route) -> Handoff<Intent> {
    register(for: route, buffering: nil)
  }

  /// Registers a fresh handoff for `route` that already holds `baton` when it is non-nil.
  @discardableResult
  func register(for route: Route, buffering baton: Baton<Intent>?) -> Handoff<Intent> {
    let handoff = Handoff<Intent>(buffering: baton) { [weak self] identity in
      Task { @MainActor [weak self] in
        self?.removeEntry(for: route, ifItIs: identity)
      }
    }
    store[route] = handoff
    return handoff
  }

  /// The handoff currently registered for `route`, if any.
  /// - Parameter route: the route to look up.
  /// - Returns: the registered handoff, or `nil`.
  public func handoff(for route: Route) -> Handoff<Intent>? {
    store[route]
  }

  /// Removes the entry for `route` only if it is still the handoff with `identity`.
  private func removeEntry(for route: Route, ifItIs identity: ObjectIdentifier) {
    guard let stored = store[route], ObjectIdentifier(stored) == identity else { return }
    store[route] = nil
  }
}
