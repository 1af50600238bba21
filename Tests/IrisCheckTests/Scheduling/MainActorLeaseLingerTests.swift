import IrisCheck
import Testing

@testable import IrisCheckScheduling

extension SchedulingTests {
  /// Runs back to back from a thread off the main actor may share one
  /// main-queue block (the next lease takes over the one that lingers), and
  /// each still holds the real main actor; once no lease takes it over, the
  /// main queue runs other work again.
  struct MainActorLeaseLingerTests {
    @Test(.timeLimit(.minutes(1)))
    func backToBackRunsEachHoldTheMainActorAndTheMainQueueRunsAgainAfterThem() async {
      let held = await Task.detached {
        (0..<20).map { _ in DeterministicScheduler().run { MainActorLease.isHeld }.value }
      }.value
      let mainQueueRan = await MainActor.run { true }
      #expect(held == Array(repeating: true, count: 20))
      #expect(mainQueueRan)
    }
  }
}
