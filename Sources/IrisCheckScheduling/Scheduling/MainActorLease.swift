import Dispatch
import Foundation

/// Keeps the real main actor from running anything while a scheduler run's
/// `@MainActor` code runs on the driver thread.
///
/// A run's `@MainActor` jobs run on the scheduler's stand-in main executor,
/// on the driver thread, so without this the program's main-actor state
/// could be touched at the same time by real main-actor code (a test running
/// in parallel, a UI callback). The rule: **while a run is active, the real
/// main actor runs nothing else.** A caller already on the main actor holds
/// it for the run by being blocked in ``DeterministicScheduler/run(_:)``;
/// for any other caller, ``holding(_:)`` occupies the main queue with a block
/// that waits until the run ends. The main actor's jobs run on the main
/// dispatch queue (on Apple platforms, and on Linux, where the main queue is
/// drained by the main thread or, after `dispatchMain()`, a worker), and the
/// main queue is serial, so while that block waits no main-actor job runs.
///
/// Order: the main actor first, then the run lock, always (a main-actor
/// caller holds the main actor when it takes the lock; others take the lease
/// first), so two runs never wait for each other.
///
/// NB: the main queue must be serviced for a caller off the main actor to
/// get the lease: it is in test runners, apps, `async` executables and
/// anything running a run loop or `dispatchMain()`. A program whose main
/// thread blocks on a run of another thread never gets it.
enum MainActorLease {
  /// Marks the main queue, so code can tell whether it runs on it.
  private static let key: DispatchSpecificKey<UInt8> = {
    let key = DispatchSpecificKey<UInt8>()
    DispatchQueue.main.setSpecific(key: key, value: 1)
    return key
  }()

  /// The word of the thread holding the lease, else `0`.
  private static let holder = AtomicWord()

  /// The word of the thread whose run holds the main actor by being on it,
  /// else `0`.
  private static let onMainCaller = AtomicWord()

  /// Whether the calling code runs on the real main actor (the main queue,
  /// or the main thread).
  static var isOnMainActor: Bool {
    DispatchQueue.getSpecific(key: key) != nil || Thread.isMainThread
  }

  /// Whether the real main actor is held for a run: by a lease, or by a
  /// caller on the main actor blocked in its run.
  static var isHeld: Bool { holder.value != 0 || onMainCaller.value != 0 }

  /// The main-queue block of the last lease, and whether a lease holds it.
  private static let block = MainQueueBlock()

  /// Runs `body` while the real main actor runs nothing else.
  ///
  /// On the main actor, or on a thread that already holds the lease, runs
  /// `body` at once. Elsewhere, first waits until a block of its own runs on
  /// the main queue, and keeps that block waiting until `body` returns; the
  /// block then waits up to 50 µs more for the next lease, which takes it
  /// over instead of queueing one of its own.
  /// - Parameter body: the work, typically one or more runs.
  /// - Returns: what `body` returns.
  static func holding<R>(_ body: () -> R) -> R {
    let here = ThreadWord.current
    if holder.value == here { return body() }
    if isOnMainActor {
      onMainCaller.store(here)
      defer { onMainCaller.store(0) }
      return body()
    }
    if !block.takeOver() {
      let started = DispatchSemaphore(value: 0)
      DispatchQueue.main.async {
        block.hold(started: started)
      }
      started.wait()
    }
    holder.store(here)
    defer {
      holder.store(0)
      block.release()
    }
    return body()
  }
}

/// The block a lease keeps waiting on the main queue.
///
/// NB: queueing a block on the main queue and waiting for it to start cost
/// two thread wake-ups per run, half the time of a Mailbox schedule run
/// from a blocking caller off the main actor (two runs per schedule). After
/// its lease ends the block lingers: a lease taken meanwhile (the next run
/// of a loop) takes it over without waking any thread. The block polls
/// (every 1 ms while held, then 50 µs) instead of being signalled, so the
/// end of a lease wakes no thread either; it leaves the main queue once no
/// lease took it over for 50 µs, 1.05 ms at most after the last one ended.
/// While it lingers the real main actor still runs nothing, as in a run.
/// `@unchecked Sendable`: its state is only touched with `condition` locked.
private final class MainQueueBlock: @unchecked Sendable {
  private let condition = NSCondition()
  /// Whether a lease holds the block.
  private var held = false
  /// Whether the block waits on the main queue for a lease to take it over.
  private var lingering = false
  /// How many leases of the block have ended.
  private var releases = 0

  /// The block's body, on the main queue: held by the lease that queued
  /// it, then by those that take it over, until none has for 50 µs.
  func hold(started: DispatchSemaphore) {
    condition.lock()
    defer { condition.unlock() }
    held = true
    started.signal()
    var seen = releases
    while true {
      _ = condition.wait(until: Date(timeIntervalSinceNow: held ? 1e-3 : 50e-6))
      if held { continue }
      if releases != seen {
        seen = releases
        continue
      }
      lingering = false
      return
    }
  }

  /// Takes over the lingering block; `false` when none lingers.
  func takeOver() -> Bool {
    condition.withLock {
      guard lingering else { return false }
      lingering = false
      held = true
      return true
    }
  }

  /// Ends the lease holding the block, which then lingers.
  func release() {
    condition.withLock {
      held = false
      lingering = true
      releases += 1
    }
  }
}
