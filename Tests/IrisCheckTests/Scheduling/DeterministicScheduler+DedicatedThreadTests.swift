import Foundation
import IrisCheck
import IrisCheckFixtures
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

    @Test func consecutiveRunsAreDrivenByOneLongLivedThread() async {
      let first = await DeterministicScheduler(seed: 1).runOnDedicatedThread {
        markDriverThread()
      }
      let second = await DeterministicScheduler(seed: 2).runOnDedicatedThread {
        markDriverThread()
      }
      #expect(first.value != nil)
      #expect(second.value == first.value)
    }

    @Test func aRunStartedFromInsideARunStopsWithAMessage() async throws {
      let result = try await #require(
        processExitsWith: .failure, observing: [\.standardErrorContent]
      ) {
        _ = await DeterministicScheduler().runOnDedicatedThread {
          await DeterministicScheduler().runOnDedicatedThread { 1 }.value
        }
      }
      let message = String(decoding: result.standardErrorContent, as: UTF8.self)
      #expect(message.contains("called from inside a run; runs cannot nest"))
    }
  }
}

/// The calling thread's mark, a new one if it has none: two calls return
/// the same mark exactly when they ran on the same thread.
private func markDriverThread() -> Int {
  let key = "IrisCheckTests.driverMark"
  if let mark = Thread.current.threadDictionary[key] as? Int { return mark }
  let mark = threadMarks.withLock { count in
    count += 1
    return count
  }
  Thread.current.threadDictionary[key] = mark
  return mark
}

/// How many threads ``markDriverThread()`` has marked.
private let threadMarks = Locked(0)
