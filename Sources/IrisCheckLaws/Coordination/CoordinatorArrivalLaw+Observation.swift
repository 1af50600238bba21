import Iris
import Observation

extension CoordinatorArrivalLaw {
  /// Creates the law with renders driven by Observation as well as the
  /// trace: whatever `read` reads is tracked with `withObservationTracking`,
  /// and every change to it schedules a render, as it would re-render a
  /// view.
  ///
  /// ```swift
  /// let arrival = CoordinatorArrivalLaw(
  ///   harness, showing: { $0.navigation }, observing: { _ = $0.navigation })
  /// ```
  ///
  /// The render is scheduled at the change itself (Observation reports it
  /// before the new value is stored), so it runs in the next main-actor
  /// turn, before the work the changing turn enqueues; tracking then starts
  /// again for the next change. Changes made off the main actor are not
  /// reported.
  /// - Parameters:
  ///   - harness: the coordinator under test, as for
  ///     ``init(_:showing:onChange:requiresAtomicity:name:)``.
  ///   - showing: what observers see of the coordinator's navigation.
  ///   - read: reads the `@Observable` state observers show; every
  ///     observable property it touches is tracked.
  ///   - requiresAtomicity: `true` (the default) when every link and tap
  ///     must arrive in one change; `false` to report only.
  ///   - name: the name in reports; the same default as the other
  ///     initialiser.
  public init<Full>(
    _ harness: CoordinatorHarness<Coordinator, Full>,
    showing: @escaping @MainActor @Sendable (Coordinator) -> Snapshot,
    observing read: @escaping @MainActor @Sendable (Coordinator) -> Void,
    requiresAtomicity: Bool = true, name: String? = nil
  ) {
    self.init(
      harness, showing: showing,
      onChange: { coordinator, handler in
        ObservationRenderTrigger(coordinator: coordinator, read: read, handler: handler).track()
      },
      requiresAtomicity: requiresAtomicity, name: name)
  }
}

extension CoordinatorArrivalLaw where Coordinator: ShowsNavigation {
  /// Creates the law with renders driven by Observation as well as the
  /// trace, comparing the coordinator's navigation
  /// (``ShowsNavigation/shownNavigation``).
  /// - Parameters:
  ///   - harness: the coordinator under test.
  ///   - read: reads the `@Observable` state observers show.
  ///   - requiresAtomicity: `true` (the default) when every link and tap
  ///     must arrive in one change; `false` to report only.
  ///   - name: the name in reports.
  public init<Full>(
    _ harness: CoordinatorHarness<Coordinator, Full>,
    observing read: @escaping @MainActor @Sendable (Coordinator) -> Void,
    requiresAtomicity: Bool = true, name: String? = nil
  ) where Snapshot == Coordinator.ShownNavigation {
    self.init(
      harness, showing: { $0.shownNavigation }, observing: read,
      requiresAtomicity: requiresAtomicity, name: name)
    projection = Self.defaultProjection
    whole = WholeSnapshot.reader(harness.snapshot)
  }
}

/// Calls a handler at every change to what a reader tracks, tracking again
/// after each change.
@MainActor
final class ObservationRenderTrigger<Coordinator: AnyObject>: Sendable {
  private weak var coordinator: Coordinator?
  private let read: @MainActor @Sendable (Coordinator) -> Void
  private let handler: @MainActor () -> Void

  init(
    coordinator: Coordinator, read: @escaping @MainActor @Sendable (Coordinator) -> Void,
    handler: @escaping @MainActor () -> Void
  ) {
    self.coordinator = coordinator
    self.read = read
    self.handler = handler
  }

  /// Reads the state inside `withObservationTracking`; at the first change,
  /// calls the handler and tracks again.
  func track() {
    guard let coordinator else { return }
    withObservationTracking {
      read(coordinator)
    } onChange: { [self] in
      // NB: called synchronously by the change, on the changing thread: the
      // coordinator's main actor, which is also the scheduler's.
      MainActor.assumeIsolated {
        handler()
        track()
      }
    }
  }
}
