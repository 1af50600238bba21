import CConcurrencyHooks
import IrisCheckCore

/// The Swift concurrency runtime's enqueue hooks: the variables the runtime
/// exports so a program can take over where jobs go.
///
/// They are reached by a weak link-time reference (`CConcurrencyHooks`), so
/// they are found with the runtime linked dynamically or statically, and a
/// runtime without one still loads the binary: ``variables`` then names the
/// missing hook and every run fails with that message (see
/// ``DeterministicScheduler/selfTest()``). Hooks are installed and restored
/// with atomic stores.
///
/// NB: the signatures are runtime ABI, not API. They mirror
/// `include/swift/Runtime/ConcurrencyHooks.def`: every hook gets the
/// runtime's own implementation as its last argument, and all use the Swift
/// calling convention with no context. `@convention(thin)` is exactly that
/// (a bare Swift function pointer), on every platform Swift supports, which
/// is why the types below use it. ``DeterministicScheduler/selfTest()``
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

  /// The runtime's name for the global-enqueue hook.
  static let enqueueGlobalName = "swift_task_enqueueGlobal_hook"
  /// The runtime's name for the main-executor hook.
  static let getMainExecutorName = "swift_task_getMainExecutor_hook"

  /// Pretends this runtime lacks the hook of that name: a test's way to
  /// see what an older runtime does, in a process of its own (set it before
  /// the first run; ``variables`` reads it once).
  nonisolated(unsafe) static var simulatedMissingHook: String?

  /// The two hook variables of this runtime.
  struct Variables: @unchecked Sendable {
    /// Where `swift_task_enqueueGlobal_hook` lives.
    let enqueueGlobal: UnsafeMutablePointer<UnsafeMutableRawPointer?>
    /// Where `swift_task_getMainExecutor_hook` lives.
    let getMainExecutor: UnsafeMutablePointer<UnsafeMutableRawPointer?>

    /// Installs both hooks, atomically, and returns what they replaced.
    /// - Parameters:
    ///   - global: the global-enqueue hook.
    ///   - main: the main-executor hook.
    /// - Returns: the hooks installed before (`nil` for none).
    func install(global: EnqueueGlobalHook, main: GetMainExecutorHook) -> Installed {
      let previousMain = irischeck_hook_exchange(getMainExecutor, RuntimeHooks.pointer(main))
      let previousGlobal = irischeck_hook_exchange(enqueueGlobal, RuntimeHooks.pointer(global))
      return Installed(global: previousGlobal, main: previousMain)
    }

    /// Puts back, atomically, the hooks ``install(global:main:)`` replaced.
    /// - Parameter installed: what it returned.
    func restore(_ installed: Installed) {
      _ = irischeck_hook_exchange(enqueueGlobal, installed.global)
      _ = irischeck_hook_exchange(getMainExecutor, installed.main)
    }

    /// The hooks installed right now, as raw pointers.
    var current: Installed {
      Installed(
        global: irischeck_hook_load(enqueueGlobal), main: irischeck_hook_load(getMainExecutor))
    }
  }

  /// Hook values as raw pointers, for saving and restoring.
  struct Installed: Equatable, @unchecked Sendable {
    /// The global-enqueue hook's value.
    let global: UnsafeMutableRawPointer?
    /// The main-executor hook's value.
    let main: UnsafeMutableRawPointer?

    /// The global-enqueue hook that was installed, if any.
    var globalHook: EnqueueGlobalHook? { global.map(RuntimeHooks.enqueueGlobalHook) }
    /// The main-executor hook that was installed, if any.
    var mainHook: GetMainExecutorHook? { main.map(RuntimeHooks.getMainExecutorHook) }
  }

  /// This runtime's hook variables, or the error naming the one it lacks.
  static let variables: Result<Variables, SchedulerHookError> = {
    let global = irischeck_enqueue_global_hook()
    let main = irischeck_get_main_executor_hook()
    let missing = simulatedMissingHook
    guard let global, missing != enqueueGlobalName else {
      return .failure(.missingHook(enqueueGlobalName))
    }
    guard let main, missing != getMainExecutorName else {
      return .failure(.missingHook(getMainExecutorName))
    }
    return .success(Variables(enqueueGlobal: global, getMainExecutor: main))
  }()

  // NB: a `@convention(thin)` function value is one code pointer with no
  // context, the size of a raw pointer on every platform Swift supports;
  // the runtime stores and calls it as that pointer. So the casts below
  // only change the static type. `unsafeBitCast` also checks the sizes at
  // run time. A pointer turned back into a function is only ever one a hook
  // variable held, so a function of that hook's type.

  /// The global-enqueue hook as the pointer the runtime stores.
  static func pointer(_ hook: EnqueueGlobalHook) -> UnsafeMutableRawPointer {
    unsafeBitCast(hook, to: UnsafeMutableRawPointer.self)
  }

  /// The main-executor hook as the pointer the runtime stores.
  static func pointer(_ hook: GetMainExecutorHook) -> UnsafeMutableRawPointer {
    unsafeBitCast(hook, to: UnsafeMutableRawPointer.self)
  }

  /// The runtime's own global enqueue as a pointer.
  static func pointer(_ original: EnqueueGlobalOriginal) -> UnsafeMutableRawPointer {
    unsafeBitCast(original, to: UnsafeMutableRawPointer.self)
  }

  /// The global-enqueue hook a hook variable held.
  static func enqueueGlobalHook(_ pointer: UnsafeMutableRawPointer) -> EnqueueGlobalHook {
    unsafeBitCast(pointer, to: EnqueueGlobalHook.self)
  }

  /// The main-executor hook a hook variable held.
  static func getMainExecutorHook(_ pointer: UnsafeMutableRawPointer) -> GetMainExecutorHook {
    unsafeBitCast(pointer, to: GetMainExecutorHook.self)
  }

  /// The runtime's own global enqueue, from its pointer.
  static func enqueueGlobalOriginal(_ pointer: UnsafeMutableRawPointer) -> EnqueueGlobalOriginal {
    unsafeBitCast(pointer, to: EnqueueGlobalOriginal.self)
  }
}
