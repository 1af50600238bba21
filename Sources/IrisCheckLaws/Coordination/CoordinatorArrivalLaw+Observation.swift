import Iris
import Observation

extension CoordinatorArrivalLaw {
  /// Creates the law with renders driven by Observation as well as the trace.
  ///
  /// Every change to an `@Observable` property `read` touches schedules a
  /// render, as it re-renders a view. Changes made off the main
  /// actor are not reported. The other parameters are those of
  /// ``init(_:showing:onChange:requiresAtomicity:name:)``.
  ///
  /// ```swift
  /// let arrival = CoordinatorArrivalLaw(
  ///   harness, showing: { $0.navigation }, observing: { _ = $0.navigation })
  /// ```
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
  /// ``init(_:showing:observing:requiresAtomicity:name:)`` comparing the
  /// coordinator's ``ShowsNavigation/shownNavigation``, as
  /// ``init(_:onChange:requiresAtomicity:name:)`` does.
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
