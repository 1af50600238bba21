import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Keeps a trap in a property from ending the test process: the trapping
/// thread is parked and the run that was waiting for it learns which case
/// trapped, so it can be shrunk in child processes (see ``ChildEvaluator``).
///
/// **How.** The first guarded run installs a handler for `SIGILL`,
/// `SIGTRAP`, `SIGABRT`, `SIGSEGV`, `SIGBUS` and `SIGFPE` (a Swift trap is
/// `SIGILL` or `SIGTRAP`). On a trap the handler reads the task-local
/// ``ExampleContext`` of the crashing thread: when it belongs to a guarded
/// run, it writes the run's number to a pipe (an async-signal-safe
/// `write(2)` of a preallocated value) and parks the thread for good; a
/// watcher thread reads the number and resumes the run's caller with the
/// case that was being evaluated. Any other trap (no guarded run, the main
/// thread) restores the handler that was there before and re-raises, so
/// the process dies as it would have.
///
/// **Cost.** A run that never traps pays one task, one continuation and
/// two thread hops per run (its jobs run on a ``TrapThread``) and one
/// reference store per example (`make bench`: `traps.*`).
///
/// **Limits.** A parked thread keeps whatever it held (locks, memory): the
/// process goes on, but code that needs those locks waits. Only runs whose
/// caller is not on an actor are guarded (the caller of an isolated run
/// could not be resumed while its actor's thread is parked), and only from
/// macOS 15 and iOS 18 on, where a task can prefer an executor. A trap in
/// a job the property sends elsewhere (a detached task) parks that thread.
package enum TrapGuard {
  /// How a guarded operation ended.
  package enum Outcome<T> {
    /// It returned a value.
    case finished(T)
    /// A case trapped: its choices and the signal.
    case trapped(ChoiceSequence, signal: Int32)
  }

  /// How to start a child process that re-enters the running check.
  ///
  /// `nil` (the default) leaves traps unguarded. The test integration
  /// binds it around `LawSuite.check`; `forAll` sets
  /// ``PropertyCheck/launcher``.
  @TaskLocal package static var launcher: ChildLauncher?

  /// The signals a trap raises.
  package static let signals: [Int32] = [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE]

  /// A signal's name, such as `SIGILL`.
  /// - Parameter signal: the signal number.
  /// - Returns: its name, or `signal <n>`.
  package static func name(of signal: Int32) -> String {
    switch signal {
    case SIGILL: "SIGILL"
    case SIGTRAP: "SIGTRAP"
    case SIGABRT: "SIGABRT"
    case SIGSEGV: "SIGSEGV"
    case SIGBUS: "SIGBUS"
    case SIGFPE: "SIGFPE"
    default: "signal \(signal)"
    }
  }

  /// Runs `operation` (a property run bound to `context`) so that a trap
  /// in it resumes this call instead of ending the process.
  /// - Parameters:
  ///   - context: the run's context; its ``ExampleContext/inFlight``
  ///     recorder names the trapping case.
  ///   - operation: the run; it must bind `context` as the task-local
  ///     ``ExampleContext/current``.
  /// - Returns: the operation's value, or the trapped case.
  nonisolated(nonsending) static func guarding<T>(
    _ context: ExampleContext, _ operation: @escaping () async -> T
  ) async -> Outcome<T> {
    installOnce()
    let slot = TrapSlot<T>(context: context)
    let box = UncheckedBox(operation)
    guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else {
      return .finished(await operation())
    }
    let thread = TrapThread.take()
    return await withCheckedContinuation { continuation in
      slot.continuation = continuation
      context.trapSlot = Registry.shared.add(slot)
      Task(executorPreference: thread) {
        let value = await box.value()
        if Registry.shared.remove(context.trapSlot) {
          TrapThread.putBack(thread)
          slot.finish(.finished(value))
        }
      }
    }
  }

  // MARK: - The handler

  /// The write end of the watcher's pipe.
  nonisolated(unsafe) private static var writeEnd: Int32 = -1
  /// The actions in place before ours, by signal number: preallocated, so
  /// the handler reads it without touching the allocator.
  nonisolated(unsafe) private static let previous: UnsafeMutablePointer<sigaction> = {
    let actions = UnsafeMutablePointer<sigaction>.allocate(capacity: 32)
    actions.initialize(repeating: sigaction(), count: 32)
    return actions
  }()
  private static let installation: Void = {
    #if canImport(Glibc)
      // NB: looked up here, not first in the handler.
      _ = threadID
    #endif
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return }
    writeEnd = ends[1]
    let readEnd = ends[0]
    Thread.detachNewThread { watch(readEnd) }
    for signal in signals {
      var action = sigaction()
      #if canImport(Glibc)
        action.__sigaction_handler.sa_sigaction = handleTrap
      #else
        action.__sigaction_u.__sa_sigaction = handleTrap
      #endif
      action.sa_flags = SA_SIGINFO
      sigemptyset(&action.sa_mask)
      sigaction(signal, &action, previous + Int(signal))
    }
  }()

  private static func installOnce() { _ = installation }

  /// The signal handler: parks a guarded run's thread, re-raises otherwise.
  ///
  /// NB: async-signal-safe in practice: a task-local read (a walk of the
  /// current task's list, no lock, no allocation), one `write(2)` of a
  /// stack value, then `pause()` for good.
  private static let handleTrap:
    @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void = {
      signal, _, _ in
      if !isMainThread(), let slot = ExampleContext.current?.trapSlot, slot != 0 {
        var message: (Int64, Int64) = (Int64(slot), Int64(signal))
        _ = withUnsafeBytes(of: &message) { write(writeEnd, $0.baseAddress, $0.count) }
        while true { pause() }
      }
      sigaction(signal, previous + Int(signal), nil)
      raise(signal)
    }

  /// Whether the calling thread is the process's main thread (the one that
  /// cannot be parked).
  ///
  /// NB: asks the system, not `Thread.isMainThread`: a scheduler run's
  /// main-actor jobs see `Thread.isMainThread == true` on its driver thread
  /// (IrisCheckScheduling interposes Foundation's check on Linux). No lock,
  /// no allocation: on Linux the kernel's thread id against the process id
  /// (what Foundation itself compares), through `gettid`, looked up once.
  private static func isMainThread() -> Bool {
    #if canImport(Glibc)
      if let gettid = threadID { return gettid() == getpid() }
      return Thread.isMainThread
    #else
      return pthread_main_np() != 0
    #endif
  }

  #if canImport(Glibc)
    /// glibc's `gettid` (2.30 and later), which Swift's Glibc module does
    /// not import.
    private static let threadID: (@convention(c) () -> pid_t)? = {
      guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "gettid") else { return nil }
      return unsafeBitCast(symbol, to: (@convention(c) () -> pid_t).self)
    }()
  #endif

  /// The watcher thread: resumes the run whose thread trapped.
  private static func watch(_ descriptor: Int32) {
    var message: (Int64, Int64) = (0, 0)
    while true {
      let count = withUnsafeMutableBytes(of: &message) {
        read(descriptor, $0.baseAddress, $0.count)
      }
      guard count == MemoryLayout<(Int64, Int64)>.size else {
        if count < 0, errno == EINTR { continue }
        return
      }
      Registry.shared.trapped(slot: Int(message.0), signal: Int32(message.1))
    }
  }
}

/// A guarded run waiting for its operation: resumed once, by the
/// operation's end or by its trap.
private final class TrapSlot<T>: TrappableSlot, @unchecked Sendable {
  let context: ExampleContext
  var continuation: CheckedContinuation<TrapGuard.Outcome<T>, Never>?

  init(context: ExampleContext) {
    self.context = context
  }

  func finish(_ outcome: sending TrapGuard.Outcome<T>) {
    continuation?.resume(returning: outcome)
    continuation = nil
  }

  func trapped(signal: Int32) {
    finish(.trapped(context.inFlight?.sequence ?? ChoiceSequence(), signal: signal))
  }
}

private protocol TrappableSlot: AnyObject {
  func trapped(signal: Int32)
}

/// The guarded runs in flight, by number; a run leaves it exactly once.
private final class Registry: @unchecked Sendable {
  static let shared = Registry()
  private let lock = NSLock()
  private var slots: [Int: any TrappableSlot] = [:]
  private var next = 1

  func add(_ slot: any TrappableSlot) -> Int {
    lock.withLock {
      defer { next += 1 }
      slots[next] = slot
      return next
    }
  }

  /// Removes a run; `false` when it had already left (it trapped).
  func remove(_ number: Int) -> Bool {
    lock.withLock { slots.removeValue(forKey: number) != nil }
  }

  func trapped(slot number: Int, signal: Int32) {
    let slot = lock.withLock { slots.removeValue(forKey: number) }
    slot?.trapped(signal: signal)
  }
}

/// Carries a non-`Sendable` value into a task that is its only user.
private struct UncheckedBox<T>: @unchecked Sendable {
  let value: T
  init(_ value: T) { self.value = value }
}
