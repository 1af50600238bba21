import Foundation
import Testing

@testable import IrisCheckScheduling

/// Work queued ahead on the driver thread (a navigation law's judgement)
/// runs before work queued earlier that was not (coordinator runs of tests
/// running alongside), and in order among itself.
struct DriverThreadTests {
  @Test func workQueuedAheadRunsBeforeEarlierWork() async {
    let order = Order()
    let blocker = DispatchSemaphore(value: 0)
    let done = DispatchSemaphore(value: 0)
    let driver = DriverThread.shared
    driver.submit { blocker.wait() }  // holds the driver while the rest is queued
    driver.submit { order.append("earlier") }
    driver.submit(ahead: true) { order.append("ahead 1") }
    driver.submit(ahead: true) { order.append("ahead 2") }
    driver.submit { done.signal() }
    blocker.signal()
    await withCheckedContinuation { continuation in
      DispatchQueue.global().async {
        done.wait()
        continuation.resume()
      }
    }
    #expect(order.values == ["ahead 1", "ahead 2", "earlier"])
  }
}

/// What the driver ran, in order.
private final class Order: @unchecked Sendable {
  private let lock = NSLock()
  private var storage: [String] = []
  var values: [String] { lock.withLock { storage } }
  func append(_ value: String) { lock.withLock { storage.append(value) } }
}
