import IrisCheck
import Testing

extension SchedulingTests {
  struct DeterministicSchedulerSeededTests {
    // MARK: - init(seed:)

    @Test func seededSchedulerMakesTheDecisionsItsSourceDraws() {
      let run = DeterministicScheduler(seed: 3).run { await mixedProgram() }
      #expect(run.outcome == .completed)
      #expect(run.decisions.count > 5)
      var source = SeededSource(seed: 3)
      let drawn = run.readyCounts.map { Int(source.next() % UInt64($0)) }
      #expect(run.decisions == drawn)
    }

    @Test func equalSeedsGiveEqualRunsAndSeedsDiffer() {
      let runs = (UInt64(1)...8).map { seed in
        DeterministicScheduler(seed: seed).run { await mixedProgram() }
      }
      let again = DeterministicScheduler(seed: 1).run { await mixedProgram() }
      #expect(again.decisions == runs[0].decisions)
      #expect(again.value == runs[0].value)
      #expect(Set(runs.map(\.decisions)).count > 1)
    }
  }
}
