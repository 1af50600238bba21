import CConcurrencyHooks
import IrisCheckCore

/// The Swift concurrency runtime's enqueue hooks, reached through a link-time
/// reference (`CConcurrencyHooks`), so they are found with the runtime linked
/// dynamically or statically.
///
/// NB: these are runtime ABI, not API. The signatures mirror
/// `include/swift/Runtime/ConcurrencyHooks.def` (every hook gets the original
/// implementation as its last argument; all use the Swift calling convention,
/// which `@convention(thin)` gives us). ``DeterministicScheduler/selfTest()``
/// fails loudly if a hook stops capturing.
enum RuntimeHooks {
  /// `void (*)(Job *)`: the runtime's own global enqueue.
  typealias EnqueueGlobalOriginal = @convention(thin) (UnownedJob) -> Void
  /// `void (*)(Job *, original)`.
  typealias EnqueueGlobalHook = @convention(thin) (UnownedJob, EnqueueGlobalOriginal) -> Void
  /// `SerialExecutorRef (*)()`: the runtime's own main-executor lookup.
  typealias GetMainExecutorOriginal = @convention(thin) () -> UnownedSerialExecutor
  /// `SerialExecutorRef (*)(original)`.
  typealias GetMainExecutorHook =
    @convention(thin) (GetMainExecutorOriginal) -> UnownedSerialExecutor
  /// `void swift_task_enqueue(Job *, SerialExecutorRef)`.
  typealias EnqueueOnExecutor = @convention(thin) (UnownedJob, UnownedSerialExecutor) -> Void

  /// The hook variables and the runtime's executor enqueue.
  struct Symbols: @unchecked Sendable {
    let enqueueGlobalHook: UnsafeMutablePointer<EnqueueGlobalHook?>
    let getMainExecutorHook: UnsafeMutablePointer<GetMainExecutorHook?>
    let enqueueOnExecutor: EnqueueOnExecutor
  }

  /// The symbols.
  static let symbols = Symbols(
    enqueueGlobalHook: UnsafeMutableRawPointer(irischeck_enqueue_global_hook())
      .assumingMemoryBound(to: EnqueueGlobalHook?.self),
    getMainExecutorHook: UnsafeMutableRawPointer(irischeck_get_main_executor_hook())
      .assumingMemoryBound(to: GetMainExecutorHook?.self),
    enqueueOnExecutor: unsafeBitCast(irischeck_task_enqueue(), to: EnqueueOnExecutor.self))

  /// The executor reference that means the global concurrent executor.
  ///
  /// NB: `SerialExecutorRef::generic()` is two zero words.
  static let generic: UnownedSerialExecutor = unsafeBitCast(
    (Int(0), Int(0)), to: UnownedSerialExecutor.self)
}

/// Why ``DeterministicScheduler`` cannot control this Swift runtime.
public enum SchedulerHookError: Error, Equatable, CustomStringConvertible {
  /// The hooks were installed but a job did not arrive where expected.
  case notCaptured(String)

  /// A sentence naming the problem and its consequence.
  public var description: String {
    switch self {
    case .notCaptured(let what):
      "DeterministicScheduler: hooks installed but \(what) was not captured; "
        + "the concurrency runtime ABI changed, so schedules cannot be controlled."
    }
  }
}
