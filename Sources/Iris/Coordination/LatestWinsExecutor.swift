/// Runs one operation at a time where the latest request wins: each new operation
/// cancels and supersedes the one before it.
///
/// The executor stores each operation's task itself, so cancelling reaches the
/// work. Beyond cancellation it keeps a **lease** per operation: ``isSuperseded``
/// turns true, synchronously on the main actor, inside an operation the moment a
/// later ``run(_:)`` or ``cancelCurrent()`` replaces it. Code that checks the
/// lease before each change (as ``RouteCoordinator/route(baton:)`` does) applies
/// nothing more once replaced, even if its task ignores cancellation.
///
/// All waiting on time goes through the injected `clock`, so a test clock
/// controls drain timeouts, ``RouteCoordinator/interStepAnimationPause`` and
/// every `waitOneTick()` inside an operation.
@MainActor
public final class LatestWinsExecutor {
  /// Callbacks that observe replacements and drain timeouts.
  public struct Hooks: Sendable {
    /// Called synchronously by ``LatestWinsExecutor/run(_:)``; the argument says
    /// whether an unfinished, uncancelled operation was replaced.
    let onReplace: (@Sendable (_ hadPrevious: Bool) -> Void)?
    /// Called on the main actor when a drain wait gives up at its timeout.
    let onTimeout: (@Sendable () -> Void)?

    /// Creates hooks; both default to none.
    /// - Parameters:
    ///   - onReplace: called on every `run`, with whether an operation was replaced.
    ///   - onTimeout: called when a drain wait times out.
    public init(
      onReplace: (@Sendable (_ hadPrevious: Bool) -> Void)? = nil,
      onTimeout: (@Sendable () -> Void)? = nil
    ) {
      self.onReplace = onReplace
      self.onTimeout = onTimeout
    }
  }

  /// How the executor hands over from an old operation to a new one.
  public let policy: LatestTaskPolicy
  /// The clock every wait of this executor (and of coordinators using it) sleeps on.
  public let clock: any Clock<Duration>
  /// Which executor this is, as traces name it: its name, policy and a
  /// number no other executor has.
  public let identity: ExecutorIdentity
  private let hooks: Hooks
  // NB: no access to these overlaps (main actor, no re-entry), so they skip
  // the runtime's exclusivity checks: each flow's steps read them.
  /// The latest run, until it finishes or is cancelled.
  @exclusivity(unchecked) private var current: ExecutorRun?
  /// Every run started and not yet finished, oldest first.
  @exclusivity(unchecked) private var unfinished: [ExecutorRun] = []
  /// The latest task, for cancellation in `deinit` only.
  nonisolated(unsafe) private var latestTask: Task<Void, Never>?

  /// Creates an executor.
  /// - Parameters:
  ///   - policy: how a new operation waits for older ones.
  ///   - hooks: observers of replacement and timeout; none by default.
  ///   - clock: the clock drain timeouts sleep on; `ContinuousClock()` by default.
  ///   - name: what traces call it, such as `links`; `nil` by default
  ///     (traces then say `executor #<n>`).
  public init(
    policy: LatestTaskPolicy,
    hooks: Hooks = .init(),
    clock: any Clock<Duration> = ContinuousClock(),
    name: String? = nil
  ) {
    self.policy = policy
    self.hooks = hooks
    self.clock = clock
    self.identity = ExecutorIdentity(name: name, policy: policy)
  }

  deinit {
    latestTask?.cancel()
  }

  // MARK: - Running

  /// Starts `operation` as the latest operation, superseding and cancelling the previous one.
  ///
  /// Synchronously: the previous operation (if unfinished and not cancelled) is
  /// cancelled and its lease revoked, then `onReplace` is called. The new task
  /// then, under ``LatestTaskPolicy/waitForDrain(timeout:)``, waits until every
  /// earlier operation has finished or the timeout elapses on ``clock`` (calling
  /// `onTimeout`; a step an earlier flow has in flight still ends first), and runs
  /// `operation` unless it was itself superseded meanwhile.
  /// - Parameter operation: the work; it runs inside a task the executor owns.
  public func run(_ operation: @escaping @Sendable () async -> Void) {
    run(operation, onSkipped: nil)
  }

  /// Starts `operation` like ``run(_:)``; `onSkipped` runs instead when it is
  /// superseded or cancelled before it could start.
  ///
  /// Exactly one of `operation` and `onSkipped` runs, inside the executor's
  /// task, so a caller that traces both knows how every request ended.
  /// - Parameters:
  ///   - operation: the work; it runs inside a task the executor owns.
  ///   - onSkipped: runs on the main actor instead of `operation` when the
  ///     request was replaced (or cancelled) while it waited to start.
  public func run(
    _ operation: @escaping @Sendable () async -> Void,
    onSkipped: (@MainActor () -> Void)?
  ) {
    run(operation, onSkipped: onSkipped, onSuperseded: nil)
  }

  /// Starts `operation` like ``run(_:onSkipped:)``; `onSuperseded` runs
  /// synchronously, in the turn that revokes it, when the request is
  /// replaced or cancelled before it finished.
  @usableFromInline
  func run(
    _ operation: @escaping @Sendable () async -> Void,
    onSkipped: (@MainActor () -> Void)?,
    onSuperseded: (@MainActor () -> Void)?
  ) {
    let previous = current
    previous?.revoke()
    hooks.onReplace?(previous != nil)

    let earlier = unfinished
    let run = ExecutorRun()
    if let onSuperseded { run.whenRevoked(onSuperseded) }
    current = run
    unfinished.append(run)
    let task = Task { [weak self, policy, clock, hooks] in
      if case .waitForDrain(let timeout) = policy {
        let outcome = await DrainGate.wait(
          for: earlier, by: run, timeout: timeout, clock: clock)
        if outcome == .timedOut { hooks.onTimeout?() }
      }
      if run.isRevoked || Task.isCancelled {
        onSkipped?()
      } else {
        await BoundRun.$run.withValue(run) {
          await MainRunLoopTick.withClock(clock) { await operation() }
        }
      }
      run.markFinished()
      self?.forget(run)
    }
    run.task = task
    latestTask = task
  }

  /// Drops a finished run from the bookkeeping.
  private func forget(_ run: ExecutorRun) {
    unfinished.removeAll { $0 === run }
    if current === run { current = nil }
  }

  /// Cancels the latest operation, revoking its lease, without starting another.
  ///
  /// Afterwards ``isBusy()`` is `false`. The cancelled task may still be
  /// finishing; a later `run` under a drain policy still waits for it.
  public func cancelCurrent() {
    current?.revoke()
    current = nil
  }

  /// Whether the latest operation is still in progress (not finished, not cancelled).
  /// - Returns: `true` while the latest operation is running or waiting to start.
  public func isBusy() -> Bool {
    current != nil
  }

  // MARK: - Leases

  /// Whether the calling task runs an executor operation that has since been replaced
  /// or cancelled.
  ///
  /// Reads the innermost operation bound to the calling task (tasks created
  /// inside an operation inherit it). Outside any executor operation it is
  /// `false`. Once `true` for an operation, it stays `true`.
  public static var isSuperseded: Bool {
    BoundRun.run?.isRevoked ?? false
  }

  /// Whether work in the calling task should stop: cancelled, or ``isSuperseded``.
  @usableFromInline
  static var shouldStop: Bool {
    Task.isCancelled || isSuperseded
  }

  /// Runs `body` as one step of the calling task's operation, unless it should stop.
  ///
  /// The check and the start of `body` happen in one main-actor turn. While
  /// `body` runs, a drain that times out waits for it to end, so a step is never
  /// interleaved with a newer operation's steps under a drain policy. Outside
  /// any executor operation only cancellation refuses a step.
  /// - Parameter body: the step; it is not started when the calling task is
  ///   cancelled or its operation superseded.
  /// - Returns: `false` when the step was refused (cancelled or superseded).
  public static func step(_ body: () async -> Void) async -> Bool {
    // NB: the task-local read once: each read copies it through its type's
    // value witnesses, and every step of every flow comes here.
    let run = BoundRun.run
    guard !Task.isCancelled, run?.isRevoked != true else { return false }
    run?.enterStep()
    defer { run?.exitStep() }
    await body()
    return true
  }
}
