/// How ``DeterministicScheduler/runOnDedicatedThread(_:)`` starts a run's
/// root task from the caller's task.
///
/// Either way the root is an unstructured task of the calling task: it
/// inherits the caller's task-locals and priority, and it parks before any
/// run lock is taken. Where the runtime has `Task.immediate` (macOS 26,
/// iOS 26 and later; Linux) the root runs on the calling thread until it
/// parks, so no pool thread is woken before the run. Elsewhere (macOS 14
/// and 15, iOS 17 and 18) `Task { }` enqueues it on the global executor and
/// a pool thread takes it to the same point: one hop more, the same run.
package enum RootStart {
  /// Whether ``start(_:)`` uses `Task.immediate` where the runtime has it.
  ///
  /// Defaults to `true`. A task-local, so a test can run the fallback on a
  /// runtime that has `Task.immediate` without changing other tests' runs.
  @TaskLocal package static var immediateWhereAvailable = true

  /// Starts `operation` as a new unstructured task of the calling task.
  /// - Parameter operation: the root's work.
  /// - Returns: `true` when it started with `Task.immediate` (it has then
  ///   run on this thread up to its first suspension), `false` when it was
  ///   enqueued with `Task { }`.
  @discardableResult
  package static func start(_ operation: sending @escaping () async -> Void) -> Bool {
    if immediateWhereAvailable, #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
      Task.immediate(operation: operation)
      return true
    }
    Task(operation: operation)
    return false
  }
}
