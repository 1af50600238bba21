import Iris
import Observation

/// Calls a handler at every change to what a reader tracks, tracking again after each change.
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

  /// The change hook of a law given `onChange`, `observing`, both or neither.
  nonisolated static func hook(
    _ onChange: (@MainActor @Sendable (Coordinator, @escaping @MainActor () -> Void) -> Void)?,
    observing read: (@MainActor @Sendable (Coordinator) -> Void)?
  ) -> (@MainActor @Sendable (Coordinator, @escaping @MainActor () -> Void) -> Void)? {
    guard let read else { return onChange }
    return { coordinator, handler in
      onChange?(coordinator, handler)
      Self(coordinator: coordinator, read: read, handler: handler).track()
    }
  }

  func track() {
    guard let coordinator else { return }
    withObservationTracking {
      read(coordinator)
    } onChange: { [self] in
      // NB: runs synchronously on the changing thread: the main actor of coordinator and scheduler.
      MainActor.assumeIsolated {
        handler()
        track()
      }
    }
  }
}
