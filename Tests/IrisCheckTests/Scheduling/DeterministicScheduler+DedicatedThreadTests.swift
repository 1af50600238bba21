import IrisCheck
import Testing

extension SchedulingTests {
  struct DeterministicSchedulerDedicatedThreadTests {
    // MARK: - runOnDedicatedThread

    @Test func dedicatedThreadRunEqualsABlockingRunWithTheSameChoices() async {
      let awaited = await DeterministicScheduler(seed: 5).runOnDedicatedThread {
        await mixedProgram()
      }
      let blocking = DeterministicScheduler(seed: 5).run { await mixedProgram() }
      #expect(awaited.outcome == .completed)
      #expect(awaited.value == blocking.value)
      #expect(awaited.decisions == blocking.decisions)
      #expect(awaited.jobsFromOtherThreads == 0)
    }

    @Test func concurrentCallersEachGetTheirOwnCompletedRun() async {
      let runs = await withTaskGroup(of: SchedulerRun<[String]>.self) { group in
        for _ in 0..<6 {
          group.addTask {
            await DeterministicScheduler(seed: 9).runOnDedicatedThread { await mixedProgram() }
          }
        }
        return await group.reduce(into: []) { $0.append($1) }
      }
      #expect(runs.count == 6)
      #expect(runs.allSatisfy { $0.outcome == .completed })
      #expect(Set(runs.map(\.decisions)).count == 1)
      #expect(Set(runs.compactMap(\.value)).count == 1)
    }
  }
}
