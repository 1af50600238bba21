import Foundation

/// The one long-lived thread that drives every
/// ``DeterministicScheduler/runOnDedicatedThread(_:)`` run, one at a time.
///
/// NB: starting a `Thread` per run cost more than the run itself (a
/// coordinator law makes two runs per example); the thread is started on
/// first use, with an 8 MiB stack, and then waits for the next run for the
/// rest of the process. Runs are driven in the order they were submitted;
/// each still takes the run lock, so runs from ``DeterministicScheduler/run(_:)``
/// on other threads interleave with them as before. The real main actor is
/// held for a whole batch of runs submitted back to back, not once per run. `@unchecked Sendable`:
/// `pending` and `started` are only touched with `condition` locked.
final class DriverThread: @unchecked Sendable {
  /// The only driver thread.
  static let shared = DriverThread()

  private let condition = NSCondition()
  private var pending: [@Sendable () -> Void] = []
  /// How many of the first `pending` were queued ahead.
  private var ahead = 0
  private var started = false

  private init() {}

  /// Queues `work` to run on the driver thread after the work queued before
  /// it, or, `ahead`, after only the work queued ahead before it; starts the
  /// thread on first use.
  /// - Parameters:
  ///   - ahead: whether the work goes before the work not queued ahead.
  ///   - work: a run to drive; it must return once its run ended.
  func submit(ahead isAhead: Bool = false, _ work: @escaping @Sendable () -> Void) {
    condition.lock()
    if isAhead {
      pending.insert(work, at: ahead)
      ahead += 1
    } else {
      pending.append(work)
    }
    if !started {
      started = true
      let thread = Thread { [self] in loop() }
      thread.name = "IrisCheck scheduler driver"
      thread.stackSize = 8 << 20
      thread.start()
    }
    condition.signal()
    condition.unlock()
  }

  /// The thread's body: run queued work, oldest first, forever, holding
  /// the real main actor (see ``MainActorLease``) from the first queued run
  /// until none has been queued for 50 µs.
  private func loop() {
    while true {
      condition.lock()
      while pending.isEmpty { condition.wait() }
      condition.unlock()
      MainActorLease.holding {
        while let work = nextWork() { work() }
      }
    }
  }

  /// The oldest queued work, waiting up to 50 µs for some; `nil` when none
  /// came.
  private func nextWork() -> (@Sendable () -> Void)? {
    awaitWorkBriefly()
    return condition.withLock {
      guard !pending.isEmpty else { return nil }
      ahead = max(ahead - 1, 0)
      return pending.removeFirst()
    }
  }

  /// Yields the core for up to 50 µs or until work is queued.
  ///
  /// NB: a law hands the next run over within microseconds of the last
  /// one's end; sleeping on the condition in between would cost a kernel
  /// wake-up per run.
  private func awaitWorkBriefly() {
    var start = timespec()
    clock_gettime(CLOCK_MONOTONIC, &start)
    var now = start
    while condition.withLock({ pending.isEmpty }) {
      clock_gettime(CLOCK_MONOTONIC, &now)
      let elapsed = (now.tv_sec - start.tv_sec) * 1_000_000_000 + (now.tv_nsec - start.tv_nsec)
      if elapsed > 50_000 { return }
      sched_yield()
    }
  }
}
