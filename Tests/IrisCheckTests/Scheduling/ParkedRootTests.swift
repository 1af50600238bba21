import Dispatch
import Foundation
import Testing

@testable import IrisCheckScheduling

/// A dedicated-thread run whose parked root is still on its parking thread
/// when the run ends: the run must not take that for a task left behind.
///
/// The driver may open the root's gate before the root has parked; the
/// root then creates the run's root task on the thread it parked from and
/// ends there, at whatever time that thread gets to it. Under load that can
/// be after the run ended. Here the root is held on that thread until the
/// caller has the run's result (started with `Task { }`, so that thread is
/// not the caller's).
struct ParkedRootTests {
  @Test func aRootThatEndsOnItsParkingThreadAfterTheRunLeavesNothingBehind() async {
    let runReturned = DispatchSemaphore(value: 0)
    // NB: both holds block a thread, so each gives up after 2 s: under a
    // suite's load the cooperative pool may need that thread back (the hold
    // then ends early, and this test may miss the bug; alone it does not).
    let run = await ParkedRootProbe.$didHandOver.withValue({ isReleased in
      // NB: the driver opens the gate while the root is still parking.
      let deadline = DispatchTime.now() + .seconds(2)
      while !isReleased(), DispatchTime.now() < deadline { sched_yield() }
    }) {
      await ParkedRootProbe.$didCreateRoot.withValue({
        // NB: only on the parking thread; on the driver's, holding the root
        // would hold the run.
        guard !JobRouter.shared.isDriverHere else { return }
        _ = runReturned.wait(timeout: .now() + .seconds(2))
      }) {
        await RootStart.$immediateWhereAvailable.withValue(false) {
          await DeterministicScheduler().runOnDedicatedThread { 1 }
        }
      }
    }
    runReturned.signal()
    #expect(run.value == 1)
    #expect(run.outcome == .completed)
    #expect(run.anomalies == [])
  }
}
