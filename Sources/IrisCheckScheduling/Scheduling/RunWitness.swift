/// Tells, at the end of a run, whether a task the run created is still
/// suspended.
///
/// The run's root binds a witness in a task-local for the length of the
/// body. Every task the body creates with `Task {}` copies the task-locals
/// of its creator, so holds the witness, and lets it go when it finishes
/// (task-locals are destroyed when a task completes, even while its `Task`
/// handle is still held); an `async let` or group child reads its parent's.
/// So once the root's body has returned and no job is ready, any reference
/// to the witness besides the scheduler's is held by a task that is alive
/// but can never run again: parked on a continuation, a task or a stream
/// nobody will resume.
///
/// What it cannot see: a task started with `Task.detached` (it inherits no
/// task-locals) and anything such a task starts, and tasks started by code
/// outside the run. The runtime offers no public way to tell a task that
/// finished from one that is suspended, so for those the scheduler cannot
/// tell either. It also says *whether* such a task remains, not how many or
/// which.
final class RunWitness: Sendable {
  /// The witness of the run whose task this is, if any.
  @TaskLocal static var current: RunWitness?

  /// Runs `body` with this witness bound, so that every task it creates
  /// holds it until that task ends.
  /// - Parameter body: the run's body.
  /// - Returns: what `body` returns.
  @MainActor func binding<T: Sendable>(_ body: @MainActor () async -> T) async -> T {
    await Self.$current.withValue(self) { await body() }
  }

  /// Whether a task still holds `witness`: `false` when the caller's
  /// reference is the only one.
  /// - Parameter witness: the run's witness, referenced by the caller and
  ///   by nothing else of the scheduler's.
  /// - Returns: whether some task of the run is still alive.
  static func isHeld(_ witness: inout RunWitness) -> Bool {
    !isKnownUniquelyReferenced(&witness)
  }
}
