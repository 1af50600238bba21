extension VirtualClock {
  /// Waits for `duration` of virtual time that passes only once nothing
  /// else in the run can go on: the way a test or a harness waits for the
  /// program to settle.
  ///
  /// Under a ``DeterministicScheduler`` run, time may reach an ordinary
  /// sleeper's deadline while jobs are still ready (a device's timeout can
  /// fire while other work is busy; see the scheduler's **Time**), but
  /// never a settle's: it ends only when no job is ready, after every
  /// earlier deadline has passed. So `await clock.settle(for: .milliseconds(1))`
  /// returns once every other job has run and every other task waits on
  /// something later, and a harness that settles for 60 s lets every pause
  /// and drain of the code under test elapse first. Driven by hand
  /// (``advance(to:)``), it ends like ``sleep(until:tolerance:)``.
  /// - Parameter duration: the virtual time to let pass; `.zero` or less
  ///   returns at once.
  /// - Throws: `CancellationError` if the task is cancelled before or
  ///   during the wait.
  public func settle(for duration: Duration) async throws {
    try await park(until: now.advanced(by: duration), settles: true)
  }
}
