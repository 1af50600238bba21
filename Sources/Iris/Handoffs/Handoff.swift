/// A one-shot rendezvous that hands one ``Baton`` to exactly one claimer.
///
/// It serves both orders: **producer first** (``deliver(_:)`` buffers the baton
/// until ``claim()`` takes it) and **consumer first** (``claim()`` suspends until
/// ``deliver(_:)`` wakes it). States move only forward:
///
/// - *initial* → *buffered* (deliver with no claimer) → *delivered* (claimed);
/// - *initial* → *waiting* (claim with no baton) → *delivered* (deliver, or the
///   waiter is cancelled).
///
/// Once *delivered*, every further deliver is ignored and every claim returns
/// `nil`. Every path into *delivered* fires the registry's delivered callback
/// exactly once. Make one handoff per delivery.
public actor Handoff<Intent: Sendable & Equatable> {
  private enum State {
    case initial
    case waiting(id: UInt64, CheckedContinuation<Baton<Intent>?, Never>)
    case buffered(Baton<Intent>)
    case delivered
  }

  private var state: State
  private var nextWaiterID: UInt64 = 0
  private var onDelivered: (@Sendable (ObjectIdentifier) -> Void)?

  /// Creates a handoff in the initial state, with no delivered callback.
  public init() {
    self.state = .initial
    self.onDelivered = nil
  }

  /// Creates a handoff for ``HandoffRegistry``, optionally already holding `baton`.
  init(buffering baton: Baton<Intent>?, onDelivered: @escaping @Sendable (ObjectIdentifier) -> Void)
  {
    self.state = baton.map(State.buffered) ?? .initial
    self.onDelivered = onDelivered
  }

  /// Moves to the delivered state and fires the callback, at most once in this handoff's life.
  private func markDelivered() {
    state = .delivered
    let callback = onDelivered
    onDelivered = nil
    callback?(ObjectIdentifier(self))
  }

  // MARK: - Deliver

  /// Posts `baton`: wakes the waiting claimer, or buffers it when no one waits.
  ///
  /// Ignored (returns `false`, changes nothing) once a baton is buffered or the
  /// handoff is delivered.
  /// - Parameter baton: the baton to hand over.
  /// - Returns: `true` only when this call woke a waiting claimer.
  @discardableResult
  public func deliver(_ baton: Baton<Intent>) -> Bool {
    switch state {
    case .initial:
      state = .buffered(baton)
      return false
    case .waiting(_, let continuation):
      markDelivered()
      continuation.resume(returning: baton)
      return true
    case .buffered, .delivered:
      return false
    }
  }

  // MARK: - Claim

  /// Takes the baton: returns a buffered one at once, or waits for ``deliver(_:)``.
  ///
  /// Returns `nil` to a second claimer while one waits, to any claim after
  /// delivery, and to a waiter whose task is cancelled before a baton arrives
  /// (which spends the handoff). A claim from an already-cancelled task still
  /// takes a buffered baton.
  /// - Returns: the baton when this caller is its sole claimer, otherwise `nil`.
  public func claim() async -> Baton<Intent>? {
    switch state {
    case .buffered(let baton):
      markDelivered()
      return baton
    case .waiting, .delivered:
      return nil
    case .initial:
      nextWaiterID &+= 1
      let waiterID = nextWaiterID
      return await withTaskCancellationHandler {
        await withCheckedContinuation { continuation in
          if Task.isCancelled {
            markDelivered()
            continuation.resume(returning: nil)
          } else {
            state = .waiting(id: waiterID, continuation)
          }
        }
      } onCancel: {
        Task { await self.cancelWaiter(waiterID) }
      }
    }
  }

  /// Wakes waiter `waiterID` with `nil` if it is still the one waiting.
  private func cancelWaiter(_ waiterID: UInt64) {
    guard case .waiting(let id, let continuation) = state, id == waiterID else { return }
    markDelivered()
    continuation.resume(returning: nil)
  }
}
