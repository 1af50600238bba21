/// One operation started by a ``LatestWinsExecutor``: its task and its lease on being latest.
///
/// The run is bound as a task-local inside its operation, so code deep in a flow
/// can ask, synchronously on the main actor, whether its operation was replaced.
@MainActor
final class ExecutorRun {
  // NB: these flags skip the runtime's exclusivity checks: no access to
  // them overlaps (main actor), and each step of each flow reads them.
  /// True once the executor replaced or cancelled this run; never reset.
  @exclusivity(unchecked) private(set) var isRevoked = false
  /// True once the run's task has finished its body; never reset.
  @exclusivity(unchecked) private(set) var isFinished = false
  /// How many steps of this run are in progress (entered, not yet exited).
  @exclusivity(unchecked) private(set) var stepsInFlight = 0
  /// The task carrying the run; set right after the run is made.
  var task: Task<Void, Never>?
  private var finishObservers: [@MainActor () -> Void] = []
  private var idleObservers: [@MainActor () -> Void] = []
  private var revokeObservers: [@MainActor () -> Void] = []

  /// Revokes the lease and cancels the task; idempotent.
  func revoke() {
    guard !isRevoked else { return }
    isRevoked = true
    task?.cancel()
    let observers = revokeObservers
    revokeObservers = []
    for observer in observers { observer() }
  }

  /// Marks the run finished and tells everyone draining it; idempotent.
  func markFinished() {
    guard !isFinished else { return }
    isFinished = true
    let observers = finishObservers
    finishObservers = []
    for observer in observers { observer() }
  }

  /// Marks the start of one step; pair with ``exitStep()``.
  func enterStep() {
    stepsInFlight += 1
  }

  /// Marks the end of one step; tells idle observers when no step is left in progress.
  func exitStep() {
    stepsInFlight -= 1
    guard stepsInFlight == 0 else { return }
    let observers = idleObservers
    idleObservers = []
    for observer in observers { observer() }
  }

  /// Calls `observer` once, when no step of this run is in progress (at once if none is).
  func whenIdle(_ observer: @escaping @MainActor () -> Void) {
    if stepsInFlight == 0 { observer() } else { idleObservers.append(observer) }
  }

  /// Calls `observer` once, when the run finishes (at once if it already has).
  func whenFinished(_ observer: @escaping @MainActor () -> Void) {
    if isFinished { observer() } else { finishObservers.append(observer) }
  }

  /// Calls `observer` once, when the run is revoked (at once if it already is).
  func whenRevoked(_ observer: @escaping @MainActor () -> Void) {
    if isRevoked { observer() } else { revokeObservers.append(observer) }
  }
}

/// The task-local binding of the ``ExecutorRun`` an executor operation runs under.
enum BoundRun {
  /// The run bound to the calling task by the innermost executor operation, if any.
  @TaskLocal static var run: ExecutorRun?
}
