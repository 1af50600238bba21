/// What a handoff-aware push or present did with its baton.
enum HandoffPlacement: Sendable, Equatable {
  /// The flow was cancelled or superseded before anything changed: no navigation,
  /// no handoff registered, nothing delivered.
  case refused
  /// The route was newly shown and a fresh handoff registered holding the baton.
  case shown
  /// The route was already showing and its registered handoff's waiting claimer got the baton.
  case wokeWaiter
  /// The route was already showing with no waiting claimer; a fresh handoff holds the baton.
  case rebuffered

  /// Whether the placement registered a fresh handoff holding the baton.
  var registered: Bool { self == .shown || self == .rebuffered }

  /// Shows `key` if needed and hands `baton` over through `registry`.
  ///
  /// - `show` is called only when the flow may continue, and returns whether it
  ///   changed the navigation. A refused flow registers and delivers nothing.
  /// - When `key` was already showing, a waiting claimer on its handoff gets the
  ///   baton; otherwise a fresh handoff holding the baton replaces the entry.
  ///
  /// NB: synchronous, so the supersession check, the navigation and the
  /// delivery happen in one main-actor turn: a newer flow cannot be routed
  /// between the check and the wake (``Handoff/wake(with:)`` never hops).
  @MainActor
  static func place<Key: Hashable & Sendable, Intent: Sendable & Equatable>(
    _ key: Key,
    registry: HandoffRegistry<Key, Intent>,
    baton: Baton<Intent>,
    show: () -> Bool
  ) -> HandoffPlacement {
    if LatestWinsExecutor.shouldStop { return .refused }
    if show() {
      registry.register(for: key, buffering: baton)
      return .shown
    }
    if let existing = registry.handoff(for: key), existing.wake(with: baton) {
      return .wokeWaiter
    }
    registry.register(for: key, buffering: baton)
    return .rebuffered
  }
}
