import Dispatch

/// Runs asynchronous work from synchronous code that must wait for it: the
/// libFuzzer callback judging a law that suspends.
///
/// > Important: The waiting thread is blocked, so work that needs it (a
/// > `@MainActor` property when the caller is the main thread, as
/// > libFuzzer's callback is) never finishes: libFuzzer reports a timeout.
enum BlockingTask {
  /// Runs `operation` on the concurrency pool and waits for its result.
  /// - Parameter operation: the work.
  /// - Returns: its result.
  static func run<T: Sendable>(_ operation: @escaping @Sendable () async -> T) -> T {
    let outcome = Outcome<T>()
    Task.detached {
      outcome.value = await operation()
      outcome.done.signal()
    }
    outcome.done.wait()
    // NB: written before the signal, read after the wait.
    return outcome.value!
  }
}

// NB: `@unchecked` because the semaphore orders the one write before the
// one read.
private final class Outcome<T>: @unchecked Sendable {
  let done = DispatchSemaphore(value: 0)
  var value: T?
}
