import IrisCheck
import IrisCheckFixtures
import Testing

/// How the harness reads the consumer's state: which state a `.restore`
/// goes back to, and only where a judge compares it.
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

  @Test func withoutARestoreTheStateIsReadAtEachFlowsStartAndFinishWhenSettledAndAtTheEnd() async {
    let reads = ReadCount()
    var harness = CoordinatorHarness.burst()
    harness.snapshot = { coordinator in
      reads.value += 1
      return coordinator.state
    }
    // NB: each link once the flow before it finished: no supersession, so
    // no job of a superseded flow is watched for writes.
    let burst = BatonBurst<BurstIntent>([
      .link(.page("a")), .wait(.seconds(1)), .link(.deeper("b")), .wait(.seconds(1)),
    ])
    let record = await harness.run(CoordinatorScenario(burst: burst, schedule: .fifo))
    #expect(record.outcome == .completed)
    let startsAndFinishes = record.entries.filter { entry in
      guard case .traced(let event) = entry else { return false }
      switch event.kind {
      case .flowStarted, .flowFinished: return true
      default: return false
      }
    }
    #expect(startsAndFinishes.count == 4)
    #expect(await reads.value == startsAndFinishes.count + 2)
  }
}

/// Counts the harness's reads of the state, on the main actor it reads on.
@MainActor private final class ReadCount {
  var value = 0
}
