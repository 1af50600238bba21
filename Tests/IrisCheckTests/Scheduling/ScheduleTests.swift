import IrisCheck
import IrisCheckTestSupport
import Testing

/// Two global tasks racing to append to a main-actor log: `["b", "a"]`
/// needs one non-FIFO decision.
@MainActor private func twoRacers() async -> [String] {
  let log = TraceLog()
  let first = Task.detached { await log.append("a") }
  let second = Task.detached { await log.append("b") }
  await first.value
  await second.value
  return log.entries
}

/// A task parked on a continuation nobody resumes in its own run.
private final class Parked: @unchecked Sendable {
  var continuation: CheckedContinuation<Void, Never>?
  var resumedCode = false
}

@Suite(.serialized) struct ScheduleTests {
  private func check<Value>(
    _ gen: Gen<Value>, replay: String? = nil,
    _ property: nonisolated(nonsending) @escaping (Value) async throws -> Bool
  ) async -> PropertyResult<Value> {
    await checkScheduling(gen, id: "schedule", seed: 3, examples: 100, replay: replay, property)
  }

  // MARK: - Choices

  @Test func failingInterleavingShrinksToOneDecision() async throws {
    let result = await check(.schedule) { schedule in
      let run = await DeterministicScheduler(schedule: schedule).runOnDedicatedThread {
        await twoRacers()
      }
      return run.value == ["a", "b"]
    }
    let example = try #require(result.counterexample)
    #expect(example.sequence == ChoiceSequence([1]))
    #expect(example.value.description == "schedule [1]")
  }

  @Test func replayTokenReplaysTheSchedule() async throws {
    let failing = await check(.schedule) { schedule in
      await DeterministicScheduler(schedule: schedule).runOnDedicatedThread {
        await twoRacers()
      }.value == ["a", "b"]
    }
    let token = try #require(failing.counterexample?.token)
    let seen = Counter<[String]>()
    let replayed = await check(.schedule, replay: token.description) { schedule in
      let trace =
        await DeterministicScheduler(schedule: schedule).runOnDedicatedThread {
          await twoRacers()
        }.value ?? []
      seen.record(trace)
      return trace == ["a", "b"]
    }
    #expect(replayed.isFailure)
    #expect(seen.values == [["b", "a"]])
  }

  @Test func fifoScheduleDrawsNothingAndRunsOldestFirst() async {
    let schedule = Schedule.fifo
    let run = DeterministicScheduler(schedule: schedule).run { await twoRacers() }
    #expect(run.value == ["a", "b"])
    #expect(schedule.decisions == run.decisions)
  }

  // MARK: - Device model

  @Test func mainActorJobsRunInEnqueueOrderUnderEveryChoice() async {
    let result = await check(.schedule) { schedule in
      let run = await DeterministicScheduler(schedule: schedule).runOnDedicatedThread {
        () -> [String] in
        let log = TraceLog()
        let ledger = Ledger()
        let tasks = (0..<4).map { index in
          Task { @MainActor in
            log.append("start \(index)")
            _ = await ledger.record("\(index)")
          }
        }
        for task in tasks { await task.value }
        return log.entries
      }
      return run.value == (0..<4).map { "start \($0)" }
    }
    #expect(!result.isFailure)
  }

  @Test func lastOptionStartsMainActorTasksInCreationOrder() {
    let run = DeterministicScheduler { options in options - 1 }.run { await threeYieldingTasks() }
    #expect(run.value?.prefix(3) == ["0a", "1a", "2a"])
  }

  @Test func timersDueAtTheSameInstantFireInTheChosenOrder() {
    func order(tieChoice: Int) -> [String]? {
      let scheduler = DeterministicScheduler()
      let clock = scheduler.clock
      return scheduler.run { () -> [String] in
        let log = TraceLog()
        let sleepers = ["x", "y"].map { name in
          Task { @MainActor in
            try? await clock.sleep(for: .seconds(1))
            log.append(name)
          }
        }
        let advancer = Task { @MainActor in
          while clock.sleeperCount < 2 { await Task.yield() }
          clock.advance(to: .zero.advanced(by: .seconds(1))) { _ in tieChoice }
        }
        await advancer.value
        for sleeper in sleepers { await sleeper.value }
        return log.entries
      }.value
    }
    #expect(order(tieChoice: 0) == ["x", "y"])
    #expect(order(tieChoice: 1) == ["y", "x"])
  }

  // MARK: - Task-locals and run identity

  @Test func theTestOfAnExpectInScheduledCodePassesInAChildProcess() async throws {
    try await ChildTestRun.expectEachPasses(
      ["expectInScheduledCodeFailsThePropertyAndShrinks()"], of: Self.self)
  }

  /// Runs in a child process (see ``ChildTestRun``): each failed `#expect`
  /// is a known issue.
  ///
  /// The README's example ("Deterministic concurrency"), verbatim, with its
  /// defaults but a fixed seed and nothing saved.
  @Test(.childProcessOnly) func expectInScheduledCodeFailsThePropertyAndShrinks() async throws {
    let log = IssueLog()
    await ProcessEnvironment.$overridden.withValue(["IRISCHECK_SEED": "3", "IRISCHECK_SAVE": "0"]) {
      await withKnownIssue {
        await forAll(.schedule) { schedule in
          _ = await DeterministicScheduler(schedule: schedule).runOnDedicatedThread {
            // twoRacers: two detached tasks append "a" and "b" on the main actor
            #expect(await twoRacers() == ["a", "b"])  // fails, shrinks to `schedule [1]`
          }
        }
      } matching: {
        log.match($0)
      }
    }
    #expect(log.all.count == 1)
    let comment = log.all.first?.comments.map(\.rawValue).joined() ?? ""
    #expect(comment.contains("Minimal counterexample:\n  schedule [1]"))
  }

  @Test func taskParkedInAnEarlierRunIsNotAdopted() {
    // A task parked in one run, resumed by the code of a run 1 to 9 runs
    // later: never adopted, however many runs passed in between.
    for between in 0..<9 {
      let parked = Parked()
      let first = DeterministicScheduler().run { () -> Int in
        Task { @MainActor in
          await withCheckedContinuation { parked.continuation = $0 }
          parked.resumedCode = true
        }
        return 1
      }
      #expect(first.outcome == .completed)
      for _ in 0..<between { _ = DeterministicScheduler().run { 0 } }
      let later = DeterministicScheduler().run { () -> Int in
        parked.continuation?.resume()
        return 2
      }
      #expect(later.value == 2)
      #expect(later.jobsFromEarlierRuns == 1, "after \(between) runs in between")
      #expect(!parked.resumedCode)
      #expect(later.anomalies.count == 1)
    }
  }

  @Test func jobLimitReportsTheAbandonedWork() {
    let run = DeterministicScheduler(maxJobs: 5).run { () -> Int in
      let ledger = Ledger()
      for index in 0..<20 { _ = await ledger.record("\(index)") }
      return 1
    }
    #expect(run.outcome == .jobLimitExceeded(5))
    #expect(run.jobsAbandoned > 0)
    #expect(run.anomalies.first?.contains("abandoned at the stop") == true)
  }
}
