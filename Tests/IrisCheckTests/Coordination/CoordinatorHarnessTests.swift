import IrisCheck
import IrisCheckFixtures
import Testing

/// How the harness reads the consumer's state: which state a `.restore`
/// goes back to, and how often the state is read.
struct CoordinatorHarnessTests {
  /// Three pushes, each followed by a wait, then a restore of `index`.
  private static func threePushesThenRestore(_ index: Int) -> BatonBurst<BurstIntent> {
    BatonBurst([
      .link(.deeper("a")), .wait(.seconds(1)), .link(.deeper("b")), .wait(.seconds(1)),
      .link(.deeper("c")), .wait(.seconds(1)), .restore(index),
    ])
  }

  @Test(arguments: [(0, [String]()), (1, ["a"]), (2, ["a", "b"]), (3, ["a", "b", "c"])])
  func aRestoreGoesBackToTheStartOrToTheStateAfterTheWaitItCounts(
    _ index: Int, _ path: [String]
  ) async {
    let record = await CoordinatorHarness.burst().run(
      CoordinatorScenario(burst: Self.threePushesThenRestore(index), schedule: .fifo))
    #expect(record.outcome == .completed)
    #expect(record.finalState?.path == path)
  }

  @Test func withoutARestoreTheStateIsReadOncePerEntryAndOnceAtTheEnd() async {
    let reads = ReadCount()
    var harness = CoordinatorHarness.burst()
    harness.snapshot = { coordinator in
      reads.value += 1
      return coordinator.state
    }
    let burst = BatonBurst<BurstIntent>([
      .link(.page("a")), .wait(.seconds(1)), .link(.deeper("b")), .wait(.zero),
    ])
    let record = await harness.run(CoordinatorScenario(burst: burst, schedule: .fifo))
    #expect(record.outcome == .completed)
    #expect(await reads.value == record.entries.count + 1)
  }
}

/// Counts the harness's reads of the state, on the main actor it reads on.
@MainActor private final class ReadCount {
  var value = 0
}
