import Testing

/// Unscheduled async work that Swift Testing runs in parallel with the
/// scheduler suite: its jobs pass through the scheduler's process-wide hooks
/// while a run is active and must be forwarded, not captured.
struct ForeignLoadTests {
  @Test(arguments: 0..<4) func taskGroupWorkCompletesAlongsideSchedulerRuns(_ seed: Int) async {
    let rounds = 50 + seed
    #expect(await foreignWork(rounds: rounds) == foreignWorkSum(rounds: rounds))
  }
}
