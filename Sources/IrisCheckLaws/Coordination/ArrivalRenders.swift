/// The renders of ``CoordinatorArrivalLaw``: each notification schedules a
/// `@MainActor` task that reads the state in a later turn.
///
/// NB: one render pending at a time: it runs after the notifying turn and
/// before anything that turn enqueued, so a second would read nothing new.
@MainActor
final class ArrivalRenders<Snapshot> {
  private let read: () -> Snapshot?
  private var pending = false
  /// The states renders read since the last ``reset()``, in order.
  private(set) var seen: [Snapshot] = []
  /// The flows routed since the last ``reset()``.
  private(set) var flows = 0

  /// Creates the renders of one coordinator.
  /// - Parameter read: reads the state; `nil` once the coordinator is gone.
  init(read: @escaping () -> Snapshot?) {
    self.read = read
  }

  /// Schedules a render unless one is pending.
  func schedule() {
    guard !pending else { return }
    pending = true
    Task { @MainActor [weak self] in
      guard let self else { return }
      pending = false
      if let state = read() { seen.append(state) }
    }
  }

  /// Counts a flow routed.
  func noteFlow() {
    flows += 1
  }

  /// Forgets the states seen and the flows routed so far.
  func reset() {
    seen = []
    flows = 0
  }
}
