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
///
/// A ``HandoffRegistry`` that removes an entry (its route left the screen)
/// also *spends* the handoff: it moves to *delivered*, a waiting claimer gets
/// `nil` and a buffered baton is dropped.
public actor Handoff<Intent: Sendable & Equatable> {
  private nonisolated let cell: HandoffCell<Intent>

  /// Creates a handoff in the initial state, with no delivered callback.
  public init() {
    self.cell = HandoffCell(buffering: nil, onDelivered: nil)
  }

  /// Creates a handoff for ``HandoffRegistry``, optionally already holding `baton`,
  /// that calls `onDelivered` once when it reaches *delivered*.
  init(buffering baton: Baton<Intent>?, onDelivered: @escaping @Sendable () -> Void) {
    self.cell = HandoffCell(buffering: baton, onDelivered: onDelivered)
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
    cell.deliver(baton, buffer: true)
  }

  /// Wakes the waiting claimer with `baton`, synchronously, from any isolation.
  ///
  /// Unlike ``deliver(_:)`` it never buffers: without a waiting claimer it
  /// changes nothing. A push calls it in the same main-actor turn as its
  /// supersession check, so a superseded flow never wakes a screen.
  /// - Returns: `true` exactly when a waiting claimer got `baton`.
  nonisolated func wake(with baton: Baton<Intent>) -> Bool {
    cell.deliver(baton, buffer: false)
  }

  /// Moves to *delivered* from any state: a waiting claimer gets `nil`, a
  /// buffered baton is dropped.
  ///
  /// Unlike the other paths to *delivered*, it does not run the registry's
  /// cleanup hook: the registry spends a handoff only after removing its entry.
  nonisolated func spend() {
    cell.spend()
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
    let cell = self.cell
    let id = cell.nextID()
    let baton = await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        cell.claim(id, continuation)
      }
    } onCancel: {
      cell.cancelWaiter(id)
    }
    HandoffClaims.observer?.told(baton?.flow)
    return baton
  }
}
