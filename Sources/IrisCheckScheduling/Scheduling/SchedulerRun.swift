import IrisCheckCore

/// What one ``DeterministicScheduler/run(_:)`` did.
public struct SchedulerRun<T> {
  /// The body's result, or `nil` when the body did not complete (see
  /// ``outcome``).
  public var value: T?
  /// How the run ended.
  public var outcome: SchedulerOutcome
  /// How many captured jobs ran.
  public var jobsRun: Int
  /// The index chosen at each decision point, in order.
  ///
  /// A decision point is a moment when two or more jobs were ready. Feeding
  /// the same indices back through `choose` replays the run exactly.
  public var decisions: [Int]
  /// The number of ready jobs at each decision point, parallel to
  /// ``decisions``.
  public var readyCounts: [Int]
  /// The scheduler clock's time when the run ended.
  public var finalTime: VirtualClock.Instant
  /// Virtual time that passed during the run.
  public var elapsed: Duration
  /// Foreign jobs (not this run's) that the hooks saw and forwarded to the
  /// real executors during the run.
  public var foreignJobsForwarded: Int
  /// This run's jobs still queued when it stopped; they are never run.
  public var jobsAbandoned: Int
  /// This run's jobs that were enqueued from another thread than the one
  /// driving the run.
  ///
  /// Nonzero means code under test waited on something outside the scheduler
  /// (`Task.sleep`, a dispatch queue, real I/O): such jobs arrive at times
  /// the scheduler does not control, so the run may not be reproducible.
  public var jobsFromOtherThreads: Int
}

extension SchedulerRun: Sendable where T: Sendable {}

/// How a scheduler run ended.
public enum SchedulerOutcome: Equatable, Sendable {
  /// The body returned and no job was ready any more (quiescence).
  case completed
  /// No job was ready and no sleeper was parked, but the body had not
  /// returned: something waits for a resumption that can never come.
  case deadlocked
  /// The run reached its job limit; queued jobs were abandoned.
  case jobLimitExceeded(Int)
  /// The runtime hooks are missing: the toolchain's ABI changed. The
  /// associated text says which symbol.
  case hooksUnavailable(String)
}
