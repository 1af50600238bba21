import IrisCheckCore

extension DeterministicScheduler {
  /// Creates a scheduler whose choices among ready jobs come from a seed.
  ///
  /// Each decision draws the next 64 bits of a `SeededSource` and reduces
  /// them modulo the number of options, so equal seeds give equal runs of
  /// the same program, and different seeds explore different interleavings.
  /// Use a range of seeds (say `1...40`) to check that a property holds for
  /// many schedules, and the FIFO ``init(clock:maxJobs:choose:willRunMainJob:didRunMainJob:)`` default to
  /// write a test whose expected trace is read off the code.
  ///
  /// The source is owned by the scheduler and advances across runs: a second
  /// `run` on the same scheduler continues the sequence rather than repeating it.
  /// - Parameters:
  ///   - seed: any 64-bit value; equal seeds give equal choices.
  ///   - clock: the virtual clock code under test sleeps on; defaults to a
  ///     new clock at zero.
  ///   - maxJobs: the most jobs one run may execute; defaults to
  ///     ``defaultMaxJobs``.
  ///   - willRunMainJob: called before every `@MainActor` job of a run, with
  ///     its task; defaults to none (see
  ///     ``init(clock:maxJobs:choose:willRunMainJob:didRunMainJob:)``).
  ///   - didRunMainJob: called after every `@MainActor` job of a run, with
  ///     its task; defaults to none.
  public convenience init(
    seed: UInt64,
    clock: VirtualClock = VirtualClock(),
    maxJobs: Int = DeterministicScheduler.defaultMaxJobs,
    willRunMainJob: (@MainActor (ScheduledTask?) -> Void)? = nil,
    didRunMainJob: (@MainActor (ScheduledTask?) -> Void)? = nil
  ) {
    var source = SeededSource(seed: seed)
    // NB: modulo bias is below 2^-60 for any realistic ready count.
    self.init(
      clock: clock, maxJobs: maxJobs,
      choose: { readyCount in Int(source.next() % UInt64(readyCount)) },
      willRunMainJob: willRunMainJob, didRunMainJob: didRunMainJob)
  }
}
