import Iris

/// A ``PlumbedCoordinatorBase`` with one of Iris's old handoff bugs put back,
/// so a test can show that a law or a check catches it.
///
/// Everything but the planted ``Bug`` behaves as the base class does; a
/// subclass may still override ``apply(_:_:)`` for its effects.
@MainActor
open class PlantedCoordinator<Flow: NavigationFlow>: PlumbedCoordinatorBase<Flow> {
  /// The old behaviours that can be planted.
  public enum Bug: Sendable, Equatable, CaseIterable {
    /// Entries are never removed when their route leaves the screen (pop,
    /// dismiss, restore, a later flow's `popToRoot`): only delivery removes
    /// them, so a screen can claim a handoff for a route no longer shown.
    case keepsHandoffsOffScreen
    /// A push onto a route already on top checks for supersession, then hops
    /// to the ``Handoff`` actor to wake the waiting screen without checking
    /// again, so a flow superseded during the hop still delivers its baton.
    case wakesWaiterWithoutRecheck
  }

  /// The planted bug.
  public let bug: Bug

  /// Creates a coordinator with `bug` planted.
  /// - Parameters:
  ///   - bug: the old behaviour to put back.
  ///   - clock: the clock both executors sleep on.
  public init(bug: Bug, clock: any Clock<Duration>) {
    self.bug = bug
    super.init(clock: clock)
  }

  /// The base class's pruning, unless ``Bug/keepsHandoffsOffScreen`` is planted.
  open override func pruneHandoffs() {
    guard bug != .keepsHandoffsOffScreen else { return }
    super.pruneHandoffs()
  }

  /// The base class's dispatch, except for a push onto the top under
  /// ``Bug/wakesWaiterWithoutRecheck``, which runs Iris's old code path.
  /// - Parameters:
  ///   - target: the structural move.
  ///   - baton: the baton whose flow emitted it.
  open override func dispatchIfPossible(
    _ target: NavTarget<Flow.Route, Flow.SheetRoute>, baton: Baton<Intent>
  ) async {
    guard bug == .wakesWaiterWithoutRecheck, case .push(let route) = target,
      routeNav.routeStack.currentRoute == route, !stopped
    else { return await super.dispatchIfPossible(target, baton: baton) }
    let flow = baton.flow
    // NB: the planted bug: the hop to the handoff actor, then no re-check.
    if let existing = stackHandoffs.handoff(for: route), await existing.deliver(baton) {
      trace(CoordinatorEvent(flow: flow, kind: .navigated(target)))
      trace(CoordinatorEvent(flow: flow, kind: .handoffDelivered(.stack(route))))
      return
    }
    guard !stopped else { return }
    await stackHandoffs.register(for: route).deliver(baton)
    trace(CoordinatorEvent(flow: flow, kind: .navigated(target)))
    trace(CoordinatorEvent(flow: flow, kind: .handoffRegistered(.stack(route))))
  }

  private var stopped: Bool { Task.isCancelled || LatestWinsExecutor.isSuperseded }
}
