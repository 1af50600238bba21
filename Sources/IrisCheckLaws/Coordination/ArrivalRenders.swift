/// The renders of ``CoordinatorArrivalLaw``: each notification schedules a read in a later turn.
@MainActor
final class ArrivalRenders<Snapshot> {
  private let read: () -> Snapshot?
  // NB: one pending: it runs before what the notifying turn enqueued; a second reads nothing new.
  private var pending = false
  /// The states renders read since the last ``reset()``, in order.
  private(set) var seen: [Snapshot] = []
  /// The flows routed since the last ``reset()``.
  private(set) var flows = 0

  /// Creates the renders of one coordinator, whose state `read` returns until it is gone.
  init(read: @escaping () -> Snapshot?) {
    self.read = read
  }

  func schedule() {
    guard !pending else { return }
    pending = true
    Task { @MainActor [weak self] in
      guard let self else { return }
      pending = false
      if let state = read() { seen.append(state) }
    }
  }

  func noteFlow() {
    flows += 1
  }

  func reset() {
    seen = []
    flows = 0
  }
}
