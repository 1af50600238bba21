import Foundation

/// A thread of its own for a guarded run's jobs: when one of them traps,
/// ``TrapGuard`` parks this thread, never one of the concurrency pool's
/// (a parked pool thread is lost to every task in the process).
///
/// Threads are reused: a run that ends returns its thread to a free list;
/// a thread that trapped stays parked and is never handed out again.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
final class TrapThread: TaskExecutor, @unchecked Sendable {
  private let condition = NSCondition()
  private var jobs: [UnownedJob] = []

  private static let lock = NSLock()
  nonisolated(unsafe) private static var idle: [TrapThread] = []

  private init() {
    let thread = Thread { [unowned self] in self.work() }
    thread.name = "IrisCheck guarded run"
    thread.start()
  }

  /// An idle thread, or a new one.
  static func take() -> TrapThread {
    lock.withLock { idle.popLast() } ?? TrapThread()
  }

  /// Hands a thread whose run ended back for the next run.
  static func putBack(_ thread: TrapThread) {
    lock.withLock { idle.append(thread) }
  }

  func enqueue(_ job: consuming ExecutorJob) {
    let unowned = UnownedJob(job)
    condition.withLock {
      jobs.append(unowned)
      condition.signal()
    }
  }

  private func work() {
    while true {
      let job = condition.withLock {
        while jobs.isEmpty { condition.wait() }
        return jobs.removeFirst()
      }
      job.runSynchronously(on: asUnownedTaskExecutor())
    }
  }
}
