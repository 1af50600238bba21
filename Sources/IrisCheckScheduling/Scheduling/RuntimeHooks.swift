import IrisCheckCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The Swift concurrency runtime's enqueue hooks, found by name at run time.
///
/// NB: these are runtime ABI, not API. The signatures mirror
/// `include/swift/Runtime/ConcurrencyHooks.def` (every hook gets the original
/// implementation as its last argument; all use the Swift calling convention,
/// which `@convention(thin)` gives us). ``DeterministicScheduler/selfTest()``
/// fails loudly if a symbol is missing or a hook stops capturing.
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

  /// The hook variables and functions, or `nil` with the missing symbol's name.
  struct Symbols: @unchecked Sendable {
    let enqueueGlobalHook: UnsafeMutablePointer<EnqueueGlobalHook?>
    let getMainExecutorHook: UnsafeMutablePointer<GetMainExecutorHook?>
    let enqueueOnExecutor: EnqueueOnExecutor
  }

  /// The names the scheduler needs, in lookup order.
  static let names = [
    "swift_task_enqueueGlobal_hook", "swift_task_getMainExecutor_hook", "swift_task_enqueue",
  ]

  /// The symbols, looked up once; `.failure` names the first missing one.
  static let symbols: Result<Symbols, SchedulerHookError> = {
    let handle = dlopen(nil, RTLD_NOW)
    var found: [UnsafeMutableRawPointer] = []
    for name in names {
      guard let pointer = dlsym(handle, name) else { return .failure(.missingSymbol(name)) }
      found.append(pointer)
    }
    return .success(
      Symbols(
        enqueueGlobalHook: found[0].assumingMemoryBound(to: EnqueueGlobalHook?.self),
        getMainExecutorHook: found[1].assumingMemoryBound(to: GetMainExecutorHook?.self),
        enqueueOnExecutor: unsafeBitCast(found[2], to: EnqueueOnExecutor.self)
      ))
  }()

  /// The executor reference that means the global concurrent executor.
  ///
  /// NB: `SerialExecutorRef::generic()` is two zero words.
  static let generic: UnownedSerialExecutor = unsafeBitCast(
    (Int(0), Int(0)), to: UnownedSerialExecutor.self)
}

/// Why ``DeterministicScheduler`` cannot control this Swift runtime.
public enum SchedulerHookError: Error, Equatable, CustomStringConvertible {
  /// `dlsym` did not find the named runtime symbol.
  case missingSymbol(String)
  /// The hooks were installed but a job did not arrive where expected.
  case notCaptured(String)

  /// A sentence naming the problem and its consequence.
  public var description: String {
    switch self {
    case .missingSymbol(let name):
      "DeterministicScheduler: the Swift runtime does not export \(name); "
        + "the concurrency runtime ABI changed, so schedules cannot be controlled."
    case .notCaptured(let what):
      "DeterministicScheduler: hooks installed but \(what) was not captured; "
        + "the concurrency runtime ABI changed, so schedules cannot be controlled."
    }
  }
}
