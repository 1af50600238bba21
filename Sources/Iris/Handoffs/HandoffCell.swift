import Foundation

/// The lock-guarded state of one ``Handoff``.
///
/// NB: the state lives behind a lock rather than in the actor's isolation so
/// that a coordinator on the main actor can wake a waiting claimer in the same
/// main-actor turn in which it checked that its flow is still current (see
/// ``Handoff/wake(with:)``). Every transition happens under the lock; the
/// continuation is resumed and the delivered callback fired after unlocking.
final class HandoffCell<Intent: Sendable & Equatable>: @unchecked Sendable {
  enum State {
    case initial
    case waiting(id: UInt64, CheckedContinuation<Baton<Intent>?, Never>)
    case buffered(Baton<Intent>)
    case delivered
  }

  /// What a transition asks the caller to do once the lock is released.
  struct Effects {
    var resume: (CheckedContinuation<Baton<Intent>?, Never>, Baton<Intent>?)?
    var delivered: (@Sendable () -> Void)?

    /// Resumes the continuation, then fires the delivered callback.
    func perform() {
      if let (continuation, value) = resume { continuation.resume(returning: value) }
      delivered?()
    }
  }

  private let lock = NSLock()
  private var state: State
  private var nextWaiterID: UInt64 = 0
  private var onDelivered: (@Sendable () -> Void)?

  init(buffering baton: Baton<Intent>?, onDelivered: (@Sendable () -> Void)?) {
    if let baton {
      self.state = .buffered(baton)
    } else {
      self.state = .initial
    }
    self.onDelivered = onDelivered
  }

  /// Runs `transition` under the lock, then carries out what it asked for.
  private func update<R>(_ transition: (inout Effects) -> R) -> R {
    var effects = Effects()
    let result = lock.withLock { transition(&effects) }
    effects.perform()
    return result
  }

  /// Moves to *delivered* and takes the callback if it has not fired; call under the lock.
  private func markDelivered(_ effects: inout Effects) {
    state = .delivered
    effects.delivered = onDelivered
    onDelivered = nil
  }

  /// A fresh waiter id.
  func nextID() -> UInt64 {
    lock.withLock {
      nextWaiterID &+= 1
      return nextWaiterID
    }
  }

  /// Wakes the waiting claimer with `baton`, or (when `buffer`) buffers it in the initial state.
  func deliver(_ baton: Baton<Intent>, buffer: Bool) -> Bool {
    update { effects in
      switch state {
      case .initial:
        if buffer { state = .buffered(baton) }
        return false
      case .waiting(_, let continuation):
        markDelivered(&effects)
        effects.resume = (continuation, baton)
        return true
      case .buffered, .delivered:
        return false
      }
    }
  }

  /// Takes a buffered baton, parks `continuation` as the waiter, or answers `nil`.
  func claim(_ id: UInt64, _ continuation: CheckedContinuation<Baton<Intent>?, Never>) {
    update { effects in
      switch state {
      case .buffered(let baton):
        markDelivered(&effects)
        effects.resume = (continuation, baton)
      case .waiting, .delivered:
        effects.resume = (continuation, nil)
      case .initial:
        if Task.isCancelled {
          markDelivered(&effects)
          effects.resume = (continuation, nil)
        } else {
          state = .waiting(id: id, continuation)
        }
      }
    }
  }

  /// Wakes waiter `id` with `nil` if it is still the one waiting.
  func cancelWaiter(_ id: UInt64) {
    update { effects in
      guard case .waiting(let waiting, let continuation) = state, waiting == id else { return }
      markDelivered(&effects)
      effects.resume = (continuation, nil)
    }
  }

  /// Moves to *delivered* from any state: a waiter gets `nil`, a buffered baton is dropped.
  ///
  /// The delivered hook does not run: the one spending it (the registry,
  /// having removed its entry) has nothing left to clean up.
  func spend() {
    // NB: not through `update`: the registry spends a handoff at every
    // pruning that removes an entry, and this path needs no effects record.
    lock.lock()
    onDelivered = nil
    let waiter: CheckedContinuation<Baton<Intent>?, Never>?
    if case .waiting(_, let continuation) = state { waiter = continuation } else { waiter = nil }
    state = .delivered
    lock.unlock()
    waiter?.resume(returning: nil)
  }
}
