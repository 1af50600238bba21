import Foundation

/// Unscheduled async work shaped like a busy neighbour test.
///
/// Task-group children yield and hop to the main actor. Returns the sum of
/// `0..<(rounds * 4)`, so callers can check the work really ran.
func foreignWork(rounds: Int) async -> Int {
  var total = 0
  for round in 0..<rounds {
    total += await withTaskGroup(of: Int.self) { group in
      for child in 0..<4 {
        group.addTask {
          await Task.yield()
          let value = await MainActor.run { round * 4 + child }
          await Task.yield()
          return value
        }
      }
      return await group.reduce(0, +)
    }
  }
  return total
}

/// The expected result of ``foreignWork(rounds:)``: the sum of
/// `0..<(rounds * 4)`.
func foreignWorkSum(rounds: Int) -> Int {
  let count = rounds * 4
  return count * (count - 1) / 2
}

/// A flag one task sets and another reads.
final class StopFlag: @unchecked Sendable {
  private let lock = NSLock()
  private var stopped = false

  var isStopped: Bool { lock.withLock { stopped } }

  func stop() {
    lock.withLock { stopped = true }
  }
}

/// A task outside any scheduler run, parked on a continuation until
/// released; once released it yields, then signals ``finished``.
///
/// NB: it avoids the main actor on purpose: a `@MainActor` test elsewhere
/// blocked in `run` (waiting for this run to end) would hold the real main
/// queue.
final class ParkedForeignTask: @unchecked Sendable {
  private let lock = NSLock()
  private var continuation: CheckedContinuation<Void, Never>?
  /// Signalled when the task has run to its end.
  let finished = DispatchSemaphore(value: 0)

  /// Starts the task and returns once it is parked.
  static func start() async -> ParkedForeignTask {
    let parked = ParkedForeignTask()
    await withCheckedContinuation { (isParked: CheckedContinuation<Void, Never>) in
      Task.detached {
        await withCheckedContinuation { (wake: CheckedContinuation<Void, Never>) in
          parked.lock.withLock { parked.continuation = wake }
          isParked.resume()
        }
        await Task.yield()
        parked.finished.signal()
      }
    }
    return parked
  }

  /// Resumes the task from a new OS thread (not the scheduler's driver) and
  /// blocks until the task has finished, or 60 seconds (a hang guard: a
  /// captured job would never run while the driver is blocked here).
  /// - Returns: whether the task finished.
  func releaseFromAnotherThreadAndWait() -> Bool {
    let wake = lock.withLock { continuation }
    Thread { wake?.resume() }.start()
    return finished.wait(timeout: .now() + 60) == .success
  }
}
