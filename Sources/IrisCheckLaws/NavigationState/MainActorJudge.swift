import IrisCheckCore
import IrisCheckScheduling

/// Where the navigation laws judge a `@MainActor` store: on the main actor
/// as the scheduler's driver thread holds it.
///
/// NB: hopping to the real main actor for every example starves while
/// coordinator laws in the same process hold it for their runs (see
/// `MainActorLease`), and shrinking, which judges hundreds of examples,
/// then runs out of time. A judgement queued on the driver thread takes its
/// turn among those runs instead, and carries the caller's task-locals
/// (the current example, for `label`).
enum MainActorJudge {
  /// Judges on the main actor.
  /// - Parameter judge: a synchronous judgement.
  /// - Returns: its verdict.
  static func run(
    _ judge: @escaping @MainActor @Sendable () -> LawViolation?
  ) async -> LawViolation? {
    let scheduler = DeterministicScheduler(maxJobs: 100)
    // NB: ahead of coordinator runs queued by tests running alongside, so
    // a shrink's hundreds of judgements do not each wait behind them.
    scheduler.queuesAhead = true
    let run = await scheduler.runOnDedicatedThread { judge() }
    return run.value ?? nil
  }
}
