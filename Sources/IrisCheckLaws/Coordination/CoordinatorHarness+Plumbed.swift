import Iris
import IrisCheckScheduling

extension CoordinatorHarness {
  // NB: inlinable, so the closures called at every event specialize for the caller's coordinator.
  /// A harness for a ``/Iris/PlumbedCoordinatorBase`` subclass.
  ///
  /// The trace comes from ``/Iris/PlumbedCoordinatorBase/onEvent``; screens, pops and dismisses
  /// from its navigators; claims and entries from its registries (a screen mounting first
  /// registers a waiting entry). The other parameters are the properties of the same names.
  @inlinable
  public static func plumbed<Base: PlumbedCoordinatorBase<Flow>>(
    _ make: @escaping @MainActor @Sendable (VirtualClock) -> Base,
    snapshot: @escaping @MainActor @Sendable (Base) -> Snapshot,
    link: (@MainActor @Sendable (Base, Intent) -> Void)? = nil,
    tap: (@MainActor @Sendable (Base, Intent) -> Void)? = nil,
    restore: (@MainActor @Sendable (Base, Snapshot) -> Void)? = nil,
    route: (@Sendable (Snapshot, Intent) -> Snapshot)? = nil
  ) -> CoordinatorHarness<Base, Snapshot> where Base.Flow == Flow {
    var harness = CoordinatorHarness<Base, Snapshot>(
      make: make,
      observe: { coordinator, handler in
        guard let previous = coordinator.onEvent else {
          coordinator.onEvent = handler
          return
        }
        coordinator.onEvent = { event in
          previous(event)
          handler(event)
        }
      },
      snapshot: snapshot,
      onScreen: { coordinator in
        coordinator.routeNav.routeStack.routes.map { .stack($0) }
          + (coordinator.sheetNav.routeSheet.map { [.sheet($0)] } ?? [])
      })
    if let link { harness.link = link }
    harness.tap = tap
    harness.restore = restore
    harness.route = route
    harness.mount = { coordinator, site in
      switch site {
      case .stack(let route):
        let registry = coordinator.stackHandoffs
        return await (registry.handoff(for: route) ?? registry.register(for: route)).claim()
      case .sheet(let sheet):
        let registry = coordinator.sheetHandoffs
        return await (registry.handoff(for: sheet) ?? registry.register(for: sheet)).claim()
      }
    }
    harness.sitesWithEntries = { coordinator in
      coordinator.stackHandoffs.registeredRoutes.map { .stack($0) }
        + coordinator.sheetHandoffs.registeredRoutes.map { .sheet($0) }
    }
    harness.pop = { coordinator in
      coordinator.routeNav.reset(to: Array(coordinator.routeNav.routeStack.routes.dropLast()))
    }
    harness.dismiss = { $0.nav.dismissSheet() }
    return harness
  }
}
