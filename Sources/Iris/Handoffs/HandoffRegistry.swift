import Observation

private let storePaths = ObservedKeyPath()

/// The live ``Handoff`` for each route, so routes stay plain `Hashable` values.
///
/// **Lifecycle is library-managed.** An entry lives while its route is on
/// screen and its baton is unclaimed:
///
/// - A registered handoff removes its own entry when it reaches *delivered* by
///   any path (waiter woken, buffered baton claimed, waiter cancelled), but
///   only if the entry still holds that same instance: a fresh registration
///   made meanwhile survives the old one's cleanup. This cleanup runs as a
///   main-actor job after the handoff's transition.
/// - In a ``PlumbedCoordinatorBase``, every change to the stack path or the
///   sheet (a flow's step, a pop or dismiss by the user, a restore, a path
///   written through ``GenericRouteNavigator/path``) removes at once the
///   entries whose route left the screen: a stack route no longer anywhere in
///   the path, a sheet route that is no longer the presented sheet (see
///   ``PlumbedCoordinatorBase/pruneHandoffs()``). A removed handoff is spent:
///   a claimer waiting on it gets `nil`, a buffered baton is dropped.
///
/// Nothing else removes an entry: a flow cancelled after its push leaves the
/// entry of the route it showed, because that screen is still on screen and
/// claims it. So whenever no flow is mid-step and no cleanup job is queued,
/// every entry's route is on screen. A handoff registered with
/// ``register(for:)`` for a route that is not showing lasts until the next
/// change of the path or sheet.
///
/// The registry is `@Observable`, so a screen that reads ``handoff(for:)`` is
/// told when ``register(for:)`` replaces its entry.
@MainActor
@Observable
public final class HandoffRegistry<Route: Hashable & Sendable, Intent: Sendable & Equatable> {
  /// One registration: the handoff and a number no other registration of this registry has.
  struct Entry {
    let handoff: Handoff<Intent>
    let serial: UInt64
  }

  // NB: entries are told apart by serial, not by `ObjectIdentifier`: a
  // removed handoff may be freed and a fresh one allocated at its address
  // before the removed one's cleanup job runs.
  //
  // NB: tracked by hand, as `@Observable` would, with a key path cached per
  // type (see ``ObservedKeyPath``).
  private var store: [Route: Entry] {
    get {
      access(keyPath: storePath)
      return storedEntries
    }
    set {
      withMutation(keyPath: storePath) { storedEntries = newValue }
    }
    _modify {
      access(keyPath: storePath)
      _$observationRegistrar.willSet(self, keyPath: storePath)
      defer { _$observationRegistrar.didSet(self, keyPath: storePath) }
      yield &storedEntries
    }
  }
  @ObservationIgnored private var storedEntries: [Route: Entry] = [:]
  // NB: not tracked: it changes only in `register(for:buffering:)`, which
  // changes the tracked entries too.
  @ObservationIgnored private var lastSerial: UInt64 = 0
  @ObservationIgnored private let storePath: KeyPath<HandoffRegistry, [Route: Entry]> =
    storePaths.path { \.store }

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
    lastSerial += 1
    let serial = lastSerial
    let handoff = Handoff<Intent>(buffering: baton) { [weak self] in
      Task { @MainActor [weak self] in
        self?.removeEntry(for: route, ifItIs: serial)
      }
    }
    store[route] = Entry(handoff: handoff, serial: serial)
    return handoff
  }

  /// The handoff currently registered for `route`, if any.
  /// - Parameter route: the route to look up.
  /// - Returns: the registered handoff, or `nil`.
  public func handoff(for route: Route) -> Handoff<Intent>? {
    store[route]?.handoff
  }

  /// Every registered entry, by route.
  public var entries: [Route: Handoff<Intent>] { store.mapValues(\.handoff) }

  /// The routes with an entry, without copying the handoffs.
  var routes: Dictionary<Route, Entry>.Keys { store.keys }

  /// The routes with an entry, in no particular order.
  public var registeredRoutes: [Route] { Array(store.keys) }

  /// Removes the entry for `route` and spends its handoff.
  ///
  /// The spent handoff is *delivered*: a claimer waiting on it gets `nil`, a
  /// buffered baton is dropped and every later claim returns `nil`.
  /// - Parameter route: the route whose entry to remove.
  /// - Returns: the removed handoff, or `nil` when none was registered.
  @discardableResult
  public func removeHandoff(for route: Route) -> Handoff<Intent>? {
    guard let entry = store.removeValue(forKey: route) else { return nil }
    entry.handoff.spend()
    return entry.handoff
  }

  /// Removes, and spends, every entry whose route satisfies `shouldRemove`.
  /// - Parameter shouldRemove: says which routes lose their entry.
  /// - Throws: what `shouldRemove` throws; entries judged before that are removed.
  public func removeAll(where shouldRemove: (Route) throws -> Bool) rethrows {
    // NB: every route is judged before any is removed, so the entries are
    // not copied while iterated; the judged ones go even if a later
    // judgement throws.
    var judged: [Route] = []
    defer { for route in judged { removeJudged(route) } }
    for route in store.keys where try shouldRemove(route) {
      judged.append(route)
    }
  }

  /// Removes, and spends, every entry whose route satisfies `isGone`: the
  /// pruning after every navigation change, which mostly finds nothing to
  /// remove.
  ///
  /// NB: reads the entries without telling observers (only a removal is
  /// observable) and, in a small registry, removes each gone entry as it is
  /// found, judging the entries before it again, instead of collecting the
  /// routes first.
  func prune(where isGone: (Route) -> Bool) {
    guard !storedEntries.isEmpty else { return }
    guard storedEntries.count <= 16 else { return removeAll(where: isGone) }
    while let index = storedEntries.firstIndex(where: { isGone($0.key) }) {
      store.remove(at: index).value.handoff.spend()
    }
  }

  /// Removes and spends the entry of a route just read from the keys.
  ///
  /// NB: a route read from the keys shares their storage, so in a small
  /// registry comparing it with each key is cheaper than hashing it again
  /// (a sheet route holding text hashes every character).
  private func removeJudged(_ route: Route) {
    guard storedEntries.count <= 16,
      let index = storedEntries.firstIndex(where: { $0.key == route })
    else {
      removeHandoff(for: route)
      return
    }
    store.remove(at: index).value.handoff.spend()
  }

  /// Removes the entry for `route` only if it is still registration `serial`.
  private func removeEntry(for route: Route, ifItIs serial: UInt64) {
    guard store[route]?.serial == serial else { return }
    store[route] = nil
  }
}
