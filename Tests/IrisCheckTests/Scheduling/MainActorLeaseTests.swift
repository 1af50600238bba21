import Foundation
import IrisCheck
import Testing

@testable import IrisCheckScheduling

extension SchedulingTests {
  struct MainActorLeaseTests {
    // MARK: - The rule

    @Test func theRealMainActorIsHeldWhileScheduledMainActorCodeRuns() async {
      let dedicated = await DeterministicScheduler().runOnDedicatedThread { () -> [Bool] in
        let first = MainActorLease.isHeld
        await Task.yield()
        let later = await Task { @MainActor in MainActorLease.isHeld }.value
        return [first, later]
      }
      let blocking = await Task.detached {
        DeterministicScheduler().run { MainActorLease.isHeld }.value
      }.value
      #expect(dedicated.value == [true, true])
      #expect(blocking == true)
    }

    @Test(.timeLimit(.minutes(1)))
    func mainActorWorkQueuedDuringARunRunsOnlyAfterTheRun() async {
      // Another thread queues work on the real main actor during the run
      // (the run's own main-queue blocks are its jobs, see
      // MainQueueTests), then the run keeps the driver busy for 200 more
      // jobs: that work waits for the run's end.
      let log = OrderLog()
      let run = await DeterministicScheduler().runOnDedicatedThread { () -> Int in
        let submitted = DispatchSemaphore(value: 0)
        Thread {
          DispatchQueue.main.async { log.append("real main actor") }
          submitted.signal()
        }.start()
        submitted.wait()
        for _ in 0..<200 { await Task.yield() }
        log.append("the run's last job")
        return 1
      }
      #expect(run.value == 1)
      await log.waitForCount(2)
      #expect(log.entries == ["the run's last job", "real main actor"])
    }

    // MARK: - Callers on the main actor

    @MainActor @Test func aMainActorCallerAwaitsADedicatedThreadRun() async {
      let run = await DeterministicScheduler().runOnDedicatedThread { () -> Bool in
        MainActorLease.isHeld
      }
      #expect(run.value == true)
    }

    @MainActor @Test func aMainActorCallerHoldsTheMainActorForItsBlockingRun() {
      let run = DeterministicScheduler().run { MainActorLease.isHeld }
      #expect(run.value == true)
    }
  }
}

/// A log appended to from any thread, that can be awaited until it holds
/// some entries.
private final class OrderLog: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: [String] = []
  private var waiter: (count: Int, continuation: CheckedContinuation<Void, Never>)?

  var entries: [String] { lock.withLock { stored } }

  func append(_ entry: String) {
    let ready: CheckedContinuation<Void, Never>? = lock.withLock {
      stored.append(entry)
      guard let waiter, stored.count >= waiter.count else { return nil }
      self.waiter = nil
      return waiter.continuation
    }
    ready?.resume()
  }

  /// Returns once the log holds `count` entries.
  func waitForCount(_ count: Int) async {
    await withCheckedContinuation { continuation in
      let ready: Bool = lock.withLock {
        if stored.count >= count { return true }
        waiter = (count, continuation)
        return false
      }
      if ready { continuation.resume() }
    }
  }
}
