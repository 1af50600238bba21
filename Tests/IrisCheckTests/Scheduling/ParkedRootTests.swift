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
    let before = ParkedRootProbe.released.value
    let runReturned = DispatchSemaphore(value: 0)
    let run = await ParkedRootProbe.$didHandOver.withValue({
      // NB: the driver opens the gate while the root is still parking.
      while ParkedRootProbe.released.value == before { sched_yield() }
    }) {
      await ParkedRootProbe.$didCreateRoot.withValue({ runReturned.wait() }) {
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
