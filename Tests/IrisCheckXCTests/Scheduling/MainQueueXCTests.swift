import Dispatch
import Foundation
import IrisCheck
import XCTest

/// The main queue under a run started by an XCTest test: the test runs on
/// the process's main thread, so that thread drives the run, and the run's
/// background jobs must still not see themselves on the main thread.
final class MainQueueXCTests: XCTestCase {
  func testARunDrivenByTheMainThreadSchedulesMainQueueBlocks() {
    XCTAssertTrue(Thread.isMainThread)
    let scheduler = DeterministicScheduler(choose: { options in options - 1 })
    let clock = scheduler.clock
    let run = scheduler.run { () -> [String] in
      let log = Lines()
      for index in 1...2 {
        Task.detached {
          let onMain = Thread.isMainThread
          DispatchQueue.main.async {
            MainActor.assumeIsolated {
              log.lines.append("\(index) \(onMain) \(Thread.isMainThread)")
            }
          }
        }
      }
      try? await clock.settle(for: .milliseconds(1))
      return log.lines
    }
    XCTAssertEqual(run.outcome, .completed)
    // NB: the last option first: the second background task submits first.
    XCTAssertEqual(run.value, ["2 false true", "1 false true"])
    XCTAssertEqual(run.deviceDifferences, [])
  }
}

/// Lines written by main-actor code.
@MainActor private final class Lines {
  var lines: [String] = []
}
