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
/// - A fresh ``register(for:)`` for a route that has an entry (a push of a
///   route already deeper in the stack) replaces it and spends the replaced
///   handoff the same way.
///
/// Nothing else removes an entry: a flow cancelled after its push leaves the
/// entry of the route it showed, because that screen is still on screen and
/// claims it. So whenever no flow is mid-step and no cleanup job is queued,
/// every entry's route is on screen. A handoff registered with
/// ``register(for:)`` for a route that is not showing lasts until the next
/// change of the path or sheet.
///
/// The registry is `Observable`, so a screen that reads ``handoff(for:)`` is
/// told when ``register(for:)`` replaces its entry.
@MainActor
public final class HandoffRegistry<Route: Hashable & Sendable, Intent: Sendable & Equatable>:
  Observable, HandObserved
{
  /// One registration: the route, the handoff and a number no other
  /// registration of this registry has.
  struct Entry {
    let route: Route
    let handoff: Handoff<Intent>
    let serial: UInt64
  }

  // NB: entries are told apart by serial, not by `ObjectIdentifier`: a
  // removed handoff may be freed and a fresh one allocated at its address
  // before the removed one's cleanup job runs.
  //
  // NB: tracked by hand (see ``HandObserved``).
  private var store: [Entry] {
    get {
      access(keyPath: storePath)
      return storedEntries
    }
    set {
      withMutation(keyPath: storePath) { storedEntries = newValue }
    }
    // NB: `_modify`, as `@Observable` generates (see
    // ``GenericRouteNavigator/routeStack``).
    _modify {
      access(keyPath: storePath)
      willSet(keyPath: storePath)
      defer { didSet(keyPath: storePath) }
      yield &storedEntries
    }
  }
  @usableFromInline nonisolated let observationRegistrar = ObservationRegistrar()
  // NB: a list, scanned, while the registry is small (it holds the routes
  // on screen): a route that holds text is then compared, mostly with a
  // route of another case, instead of hashed, every character. Past
  // `scanLimit` entries, `positions` indexes it.
  // NB: no access to these overlaps (main actor, no re-entry), so they skip
  // the runtime's exclusivity checks: they are read at every step.
  @exclusivity(unchecked) private var storedEntries: [Entry] = []
  /// Each entry's position in `storedEntries`, by route; `nil` while the
  /// registry is small enough to scan.
  @exclusivity(unchecked) private var positions: [Route: Int]?
  private static var scanLimit: Int { 16 }
  // NB: not tracked: it changes only in `register(for:buffering:)`, which
  // changes the tracked entries too.
  private var lastSerial: UInt64 = 0
  private let storePath: KeyPath<HandoffRegistry, [Entry]> =
    storePaths.path { \.store }

  /// Called when ``register(for:)`` registered inside a flow's effect
  /// (``NavFlow/effectOf``): the flow and the route, so the coordinator
  /// traces the registration as that flow's.
  var onRegisteredInEffect: (@MainActor (NavFlow, Route) -> Void)?

  /// Creates an empty registry.
  public init() {}

  /// Registers a fresh handoff for `route`, replacing any existing entry.
  ///
  /// A replaced handoff is spent, as a removed one is: a claimer waiting on
  /// it gets `nil`, a buffered baton is dropped.
  /// - Parameter route: the route whose screen will claim the handoff.
  /// - Returns: the new handoff, in the initial state.
  @discardableResult
  public func register(for route: Route) -> Handoff<Intent> {
    let handoff = register(for: route, buffering: nil)
    if let onRegisteredInEffect, let flow = NavFlow.effectInScope {
      onRegisteredInEffect(flow, route)
    }
    return handoff
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
    let entry = Entry(route: route, handoff: handoff, serial: serial)
    if let position = position(of: route) {
      // NB: the replaced handoff is spent, so a screen waiting on it gets
      // `nil` instead of waiting for a baton nothing can deliver.
      let replaced = storedEntries[position].handoff
      store[position] = entry
      replaced.spend()
    } else {
      store.append(entry)
      if positions != nil {
        positions?[route] = storedEntries.count - 1
      } else if storedEntries.count > Self.scanLimit {
        index()
      }
    }
    return handoff
  }

  /// The handoff currently registered for `route`, if any.
  /// - Parameter route: the route to look up.
  /// - Returns: the registered handoff, or `nil`.
  public func handoff(for route: Route) -> Handoff<Intent>? {
    access(keyPath: storePath)
    return position(of: route).map { storedEntries[$0].handoff }
  }

  /// Every registered entry, by route.
  public var entries: [Route: Handoff<Intent>] {
    Dictionary(uniqueKeysWithValues: store.lazy.map { ($0.route, $0.handoff) })
  }

  /// The routes with an entry, in no particular order.
  public var registeredRoutes: [Route] { store.map { $0.route } }

  /// Removes the entry for `route` and spends its handoff.
  ///
  /// The spent handoff is *delivered*: a claimer waiting on it gets `nil`, a
  /// buffered baton is dropped and every later claim returns `nil`.
  /// - Parameter route: the route whose entry to remove.
  /// - Returns: the removed handoff, or `nil` when none was registered.
  @discardableResult
  public func removeHandoff(for route: Route) -> Handoff<Intent>? {
    access(keyPath: storePath)
    guard let position = position(of: route) else { return nil }
    let handoff = removeEntry(at: position).handoff
    handoff.spend()
    return handoff
  }

  /// Removes, and spends, every entry whose route satisfies `shouldRemove`.
  /// - Parameter shouldRemove: says which routes lose their entry.
  /// - Throws: what `shouldRemove` throws; entries judged before that are removed.
  public func removeAll(where shouldRemove: (Route) throws -> Bool) rethrows {
    // NB: every route is judged before any is removed; the judged ones go
    // even if a later judgement throws.
    var judged: [Route] = []
    defer { for route in judged { removeHandoff(for: route) } }
    for entry in store where try shouldRemove(entry.route) {
      judged.append(entry.route)
    }
  }

  /// Removes, and spends, every entry whose route satisfies `isGone`: the
  /// pruning after every navigation change, which mostly finds nothing to
  /// remove.
  ///
  /// NB: reads the entries without telling observers (only a removal is
  /// observable), judging each once.
  func prune(where isGone: (Route) -> Bool) {
    var position = 0
    while position < storedEntries.count {
      if isGone(storedEntries[position].route) {
        // NB: the last entry moves into the removed one's place; judge it next.
        removeEntry(at: position).handoff.spend()
      } else {
        position += 1
      }
    }
  }

  /// Where `route`'s entry is, read without telling observers.
  private func position(of route: Route) -> Int? {
    if let positions { return positions[route] }
    return storedEntries.firstIndex { $0.route == route }
  }

  /// Indexes the entries by route, once the registry is too large to scan.
  private func index() {
    var positions: [Route: Int] = [:]
    for (position, entry) in storedEntries.enumerated() { positions[entry.route] = position }
    self.positions = positions
  }

  /// Removes the entry at `position`, moving the last entry into its place,
  /// in one observed change.
  private func removeEntry(at position: Int) -> Entry {
    let removed = storedEntries[position]
    withMutation(keyPath: storePath) {
      let last = storedEntries.count - 1
      if position != last {
        storedEntries.swapAt(position, last)
        positions?[storedEntries[position].route] = position
      }
      storedEntries.removeLast()
    }
    positions?[removed.route] = nil
    if storedEntries.count <= Self.scanLimit / 2 { positions = nil }
    return removed
  }

  /// Removes the entry for `route` only if it is still registration `serial`.
  private func removeEntry(for route: Route, ifItIs serial: UInt64) {
    guard let position = position(of: route), storedEntries[position].serial == serial else {
      return
    }
    _ = removeEntry(at: position)
  }
}
