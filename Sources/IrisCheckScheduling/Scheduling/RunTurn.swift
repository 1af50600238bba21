import IrisCheckCore

/// A run waiting for its turn: when it was asked for, and the
/// ``/IrisCheckCore/WaitLedger`` of the evaluation that asked, which the
/// time until the run begins is added to.
///
/// NB: runs are one at a time in the process, so a property's run may wait
/// behind every other test's; the engine's time budgets leave that wait out.
struct RunTurn: Sendable {
  private let ledger: WaitLedger?
  private let asked: ContinuousClock.Instant?

  /// A turn asked for now, by the evaluation of the current task, if any.
  init() {
    ledger = WaitLedger.current
    asked = ledger == nil ? nil : .now
  }

  /// Records the wait: the run begins now.
  func began() {
    guard let ledger, let asked else { return }
    ledger.add(.now - asked)
  }
}
