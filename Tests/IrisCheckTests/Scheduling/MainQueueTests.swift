import Dispatch
import Foundation
import IrisCheck
import Testing

@testable import IrisCheckScheduling

/// The main dispatch queue during a run (issue 33, points 1 and 2): blocks
/// the run's code submits with `DispatchQueue.main.async` are main-actor
/// jobs of the run, and scheduled main-actor code sees itself on the main
/// thread and the main queue, as on a device.
@Suite(.serialized) struct MainQueueTests {
  // MARK: - Main-queue blocks are the run's

  @Test func aContinuationResumedFromTheMainQueueCompletesTheRun() {
    let run = DeterministicScheduler().run { () -> [String] in
      let log = TraceLog()
      await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
        DispatchQueue.main.async {
          log.append("block")
          done.resume()
        }
        log.append("submitted")
      }
      log.append("resumed")
      return log.entries
    }
    #expect(run.outcome == .completed)
    #expect(run.anomalies.isEmpty)
    #expect(run.value == ["submitted", "block", "resumed"])
  }

  @Test func aMainQueueBlockIsADecisionAndReplaysIdentically() {
    var traces: Set<[String]> = []
    for seed in UInt64(0)..<16 {
      let scheduler = DeterministicScheduler(choose: seededChooser(seed: seed))
      let clock = scheduler.clock
      let run = scheduler.run { await blockRacingDetachedWork(clock: clock) }
      #expect(run.outcome == .completed)
      #expect(run.decisions.count >= 1)
      let again = DeterministicScheduler(choose: replaying(run.decisions))
      let againClock = again.clock
      let replay = again.run { await blockRacingDetachedWork(clock: againClock) }
      #expect(replay.value == run.value)
      #expect(replay.decisions == run.decisions)
      #expect(replay.jobsRun == run.jobsRun)
      if let trace = run.value { traces.insert(trace) }
    }
    // NB: which background task submits its block first is a decision, and
    // the main queue runs the blocks in that order: both orders are explored.
    #expect(traces == [["1", "2"], ["2", "1"]])
  }

  @Test func mainQueueBlocksRunInTheOrderTheyWereSubmitted() {
    let scheduler = DeterministicScheduler(choose: seededChooser(seed: 3))
    let clock = scheduler.clock
    let run = scheduler.run { () -> [String] in
      let log = TraceLog()
      for index in 0..<4 {
        DispatchQueue.main.async { log.append("\(index)") }
      }
      try? await clock.settle(for: .milliseconds(1))
      return log.entries
    }
    #expect(run.outcome == .completed)
    #expect(run.value == ["0", "1", "2", "3"])
  }

  // MARK: - What the run cannot schedule is reported

  @Test func anAsyncAfterBlockEndsTheRunEscapedNotCompleted() {
    let run = DeterministicScheduler().run {
      DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(1)) {}
      return 1
    }
    #expect(run.value == 1)
    #expect(run.outcome == .escaped(MainQueueEscape(kind: 1).description))
    #expect(run.mainQueueEscapes == [MainQueueEscape(kind: 1).description])
    #expect(run.anomalies.contains(MainQueueEscape(kind: 1).description))
  }

  @Test func aMainQueueSyncRunsInPlaceAndIsReported() {
    let run = DeterministicScheduler().run { () -> [String] in
      let log = TraceLog()
      DispatchQueue.main.sync { MainActor.assumeIsolated { log.append("sync") } }
      log.append("after")
      return log.entries
    }
    #expect(run.value == ["sync", "after"])
    #expect(run.mainQueueEscapes == [MainQueueEscape(kind: 3).description])
    #expect(run.outcome == .escaped(MainQueueEscape(kind: 3).description))
  }

  @Test func aGroupBlockOnTheMainQueueIsReported() {
    let group = DispatchGroup()
    let run = DeterministicScheduler().run {
      DispatchQueue.main.async(group: group) {}
      return 1
    }
    #expect(run.mainQueueEscapes == [MainQueueEscape(kind: 2).description])
    #expect(run.outcome == .escaped(MainQueueEscape(kind: 2).description))
  }

  // MARK: - Main-actor identity

  @Test func scheduledMainActorCodeIsOnTheMainThreadAndTheMainQueue() {
    let run = DeterministicScheduler().run { () -> [Bool] in
      MainActor.assertIsolated()
      // NB: traps (failing the whole test run) unless the scheduler's
      // main-actor job counts as the main queue.
      dispatchPrecondition(condition: .onQueue(.main))
      let inBlock = await withCheckedContinuation { (done: CheckedContinuation<Bool, Never>) in
        DispatchQueue.main.async {
          dispatchPrecondition(condition: .onQueue(.main))
          done.resume(returning: Thread.isMainThread && MainQueueCapture.ownsMainQueueHere)
        }
      }
      return [Thread.isMainThread, MainQueueCapture.ownsMainQueueHere, inBlock]
    }
    #expect(run.outcome == .completed)
    #expect(run.value == [true, true, true])
    #expect(run.deviceDifferences.isEmpty)
  }

  @Test func scheduledBackgroundCodeIsOffTheMainThreadAndTheMainQueue() {
    let run = DeterministicScheduler().run { () -> [Bool] in
      await Task.detached {
        dispatchPrecondition(condition: .notOnQueue(.main))
        return [Thread.isMainThread, MainQueueCapture.ownsMainQueueHere]
      }.value
    }
    #expect(run.outcome == .completed)
    #expect(run.value == [false, false])
  }

  @Test func outsideRunsTheMainQueueIsUntouched() async {
    let before = Thread.isMainThread
    let ran = await withCheckedContinuation { (done: CheckedContinuation<Bool, Never>) in
      DispatchQueue.main.async { done.resume(returning: MainQueueCapture.ownsMainQueueHere) }
    }
    #expect(ran == false)
    #expect(MainQueueCapture.ownsMainQueueHere == false)
    // NB: under `swift test` this test runs on the cooperative pool.
    #expect(before == false)
    dispatchPrecondition(condition: .notOnQueue(.main))
  }

  // MARK: - The planted view model

  private func check(
    correct: Bool
  ) async -> PropertyResult<Schedule> {
    await checkScheduling(.schedule, id: "superseded main-queue write", seed: 11, examples: 200) {
      schedule in
      let scheduler = DeterministicScheduler(schedule: schedule)
      let clock = scheduler.clock
      let run = await scheduler.runOnDedicatedThread {
        await SearchViewModel.typeAheadThenSettle(correct: correct, clock: clock)
      }
      return run.outcome == .completed && run.value == "results for ab"
    }
  }

  @Test func aWriteFromASupersededCompletionHandlerIsFound() async throws {
    let result = await check(correct: false)
    let example = try #require(result.counterexample)
    // NB: the second search's fetch completes first (1 of the 2 fetches
    // ready), then its block and the first fetch race and FIFO runs the
    // fetch: the first search's block lands last and overwrites the
    // results.
    #expect(example.value.description == "schedule [1]")
  }

  @Test func aViewModelCheckingItsGenerationInTheBlockPasses() async {
    let result = await check(correct: true)
    #expect(result.counterexample == nil)
  }
}

/// Two background tasks, each submitting a main-queue block that writes its
/// number.
@MainActor private func blockRacingDetachedWork(clock: VirtualClock) async -> [String] {
  let log = TraceLog()
  for index in 1...2 {
    Task.detached { DispatchQueue.main.async { log.append("\(index)") } }
  }
  try? await clock.settle(for: .milliseconds(1))
  return log.entries
}

/// A `choose` that replays `decisions`, then FIFO.
private func replaying(_ decisions: [Int]) -> (Int) -> Int {
  var remaining = decisions[...]
  return { _ in remaining.popFirst() ?? 0 }
}

/// A search screen's view model written the pre-concurrency way: its
/// service reports through a completion handler on a background task, and
/// the handler hops to the main queue to publish.
@MainActor private final class SearchViewModel {
  private(set) var results = ""
  private var generation = 0
  private let correct: Bool

  init(correct: Bool) {
    self.correct = correct
  }

  /// Types "a" then "ab" (the second search supersedes the first), lets
  /// every fetch and block run, and returns what the screen shows.
  static func typeAheadThenSettle(correct: Bool, clock: VirtualClock) async -> String {
    let model = SearchViewModel(correct: correct)
    model.search("a")
    model.search("ab")
    try? await clock.settle(for: .milliseconds(1))
    return model.results
  }

  func search(_ query: String) {
    generation += 1
    let mine = generation
    SearchService.fetch(query) { found in
      DispatchQueue.main.async {
        // The planted bug: the incorrect model publishes a superseded
        // search's results.
        if self.correct, mine != self.generation { return }
        self.results = found
      }
    }
  }
}

/// A completion-handler API: the handler is called on a background task.
private enum SearchService {
  static func fetch(_ query: String, completion: @escaping @Sendable (String) -> Void) {
    Task.detached { completion("results for \(query)") }
  }
}
