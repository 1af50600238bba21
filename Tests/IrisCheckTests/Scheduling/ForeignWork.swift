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

/// An unscheduled task started from a new OS thread (never a scheduler's
/// driver) while a run is active.
final class ForeignSpawn: @unchecked Sendable {
  private let lock = NSLock()
  private var task: Task<Int, Never>?

  /// Starts, on a new OS thread, a detached task summing `0..<10`, and
  /// blocks until that thread has created it.
  ///
  /// Creating a task enqueues its first job at once, so when this returns
  /// the job has passed through the enqueue hook. The wait depends only on
  /// the new OS thread, never on the cooperative pool.
  func spawnFromAnotherThread() {
    let created = DispatchSemaphore(value: 0)
    Thread {
      let task = Task.detached { (0..<10).reduce(0, +) }
      self.lock.withLock { self.task = task }
      created.signal()
    }.start()
    created.wait()
  }

  /// The spawned task's result, once it has run (`nil` if never spawned).
  var result: Int? {
    get async { await lock.withLock { task }?.value }
  }
}
