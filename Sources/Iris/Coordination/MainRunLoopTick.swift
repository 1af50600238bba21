/// One "main run-loop tick": the pause `waitOneTick()`
/// takes so UI can commit a pending transition before a flow goes on.
///
/// Iris 1.0 sleeps ``duration`` on real time. This headless core sleeps it on
/// an injected clock instead, so a test decides when the tick ends:
/// - Inside a ``LatestWinsExecutor`` operation (every flow that
///   ``RouteCoordinator/route(baton:)`` runs) the tick is on the executor's
///   ``LatestWinsExecutor/clock``.
/// - Anywhere else, ``withClock(_:isolation:_:)`` binds the clock for a
///   piece of work and the tasks it creates.
/// - With no clock bound, the tick is on `ContinuousClock`, as in 1.0.
///
/// ```swift
/// let clock = VirtualClock()
/// await MainRunLoopTick.withClock(clock) {
///   await Task.waitOneTick()  // returns once `clock` has advanced 1 ms
/// }
/// ```
public enum MainRunLoopTick {
  /// How long one tick lasts: 1 ms, as in Iris 1.0.
  public static let duration: Duration = .milliseconds(1)

  /// The clock `waitOneTick()` sleeps on in the calling
  /// task: the innermost bound one, or `ContinuousClock` when none is bound.
  public static var clock: any Clock<Duration> {
    bound ?? ContinuousClock()
  }

  /// The clock bound by the innermost ``withClock(_:isolation:_:)``.
  @TaskLocal static var bound: (any Clock<Duration>)?

  /// Runs `body` with ticks taken on `clock`, and returns its result.
  ///
  /// The binding is task-local: tasks created inside `body` inherit it, and
  /// an inner binding overrides an outer one until it returns.
  /// - Parameters:
  ///   - clock: the clock ticks sleep on, such as a test's virtual clock.
  ///   - isolation: the caller's isolation, inherited by default.
  ///   - body: the work to run.
  /// - Returns: what `body` returns.
  /// - Throws: what `body` throws.
  public static func withClock<R>(
    _ clock: any Clock<Duration>,
    isolation: isolated (any Actor)? = #isolation,
    _ body: () async throws -> R
  ) async rethrows -> R {
    try await $bound.withValue(clock, operation: body, isolation: isolation)
  }
}

extension Task where Success == Never, Failure == Never {
  /// Waits one ``MainRunLoopTick/duration`` on ``MainRunLoopTick/clock``, so
  /// UI can commit a pending transition (a push, a sheet) before going on.
  ///
  /// Returns early, without throwing, when the task is cancelled.
  public static func waitOneTick() async {
    try? await MainRunLoopTick.clock.sleep(for: MainRunLoopTick.duration)
  }
}
