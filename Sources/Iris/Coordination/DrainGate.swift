/// How a drain wait ended.
enum DrainOutcome: Sendable, Equatable {
  /// Every earlier run finished.
  case drained
  /// The timeout elapsed on the injected clock first (and no earlier step was still in flight).
  case timedOut
  /// The waiting run was itself replaced, so its outcome no longer matters.
  case abandoned
}

/// Resolves a drain wait exactly once: by drain, by timeout or by abandonment.
///
/// A timeout does not cut an earlier run's *step* in half: when the timeout
/// elapses the gate still waits until no earlier run has a step in flight. The
/// earlier runs are already revoked, so they begin no further step; the wait
/// is for the tail of the one they are in, and no longer.
@MainActor
final class DrainGate {
  private var continuation: CheckedContinuation<DrainOutcome, Never>?
  private let pending: [ExecutorRun]
  private var unfinished: Int
  private var timer: Task<Void, Never>?

  private init(_ continuation: CheckedContinuation<DrainOutcome, Never>, pending: [ExecutorRun]) {
    self.continuation = continuation
    self.pending = pending
    self.unfinished = pending.count
  }

  /// Waits until every run in `earlier` has finished, `timeout` elapses on `clock`
  /// (and no earlier step is in flight), or `waiter` is revoked, whichever comes first.
  static func wait(
    for earlier: [ExecutorRun],
    by waiter: ExecutorRun,
    timeout: DrainTimeout,
    clock: any Clock<Duration>
  ) async -> DrainOutcome {
    let pending = earlier.filter { !$0.isFinished }
    if waiter.isRevoked { return .abandoned }
    if pending.isEmpty { return .drained }
    return await withCheckedContinuation { continuation in
      let gate = DrainGate(continuation, pending: pending)
      for run in pending {
        run.whenFinished { gate.runFinished() }
      }
      waiter.whenRevoked { gate.resolve(.abandoned) }
      if case .finite(let duration) = timeout, gate.continuation != nil {
        gate.timer = Task { @MainActor in
          do { try await clock.sleep(for: duration) } catch { return }
          gate.timeoutElapsed()
        }
      }
    }
  }

  private func runFinished() {
    unfinished -= 1
    if unfinished == 0 { resolve(.drained) }
  }

  /// Resolves as timed out once no pending run has a step in flight.
  private func timeoutElapsed() {
    var busy = pending.filter { $0.stepsInFlight > 0 }.count
    guard busy > 0 else { return resolve(.timedOut) }
    for run in pending where run.stepsInFlight > 0 {
      run.whenIdle { [weak self] in
        busy -= 1
        if busy == 0 { self?.resolve(.timedOut) }
      }
    }
  }

  private func resolve(_ outcome: DrainOutcome) {
    guard let continuation else { return }
    self.continuation = nil
    timer?.cancel()
    timer = nil
    continuation.resume(returning: outcome)
  }
}
