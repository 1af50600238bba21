/// A task's identity in one ``DeterministicScheduler`` run, read from its
/// jobs.
///
/// The run numbers its tasks in the order it first sees one of their jobs:
/// the run's root (the task that runs the body) is `task #1`, then each task
/// the run's code creates (`Task {}`, `Task.detached {}`, `async let`, a
/// task-group child) gets the next number. The numbers depend only on the
/// program and the schedule's decisions, so the same decisions give the
/// same numbers, in this process or another; they are not the runtime's
/// task ids. Two values are equal exactly when they name the same task of
/// the same run; values from different runs are not comparable.
///
/// Where it comes from: ``DeterministicScheduler/currentTask`` (the task
/// whose job is running), the main-lane job observers
/// (``DeterministicScheduler/init(clock:maxJobs:choose:willRunMainJob:didRunMainJob:)``)
/// and ``DeterministicScheduler/spawner(of:)`` or ``SchedulerRun/spawners``
/// (the task that created it).
public struct ScheduledTask: Hashable, Sendable, CustomStringConvertible {
  /// The task's number in its run: `1` for the root, then `2`, `3`, … in
  /// the order the run first saw each task's job.
  public let number: Int

  /// Names the task with its number in the run.
  /// - Parameter number: at least `1`.
  init(number: Int) {
    self.number = number
  }

  /// `task #3`.
  public var description: String { "task #\(number)" }
}
