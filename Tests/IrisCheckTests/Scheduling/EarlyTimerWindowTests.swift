import IrisCheck
import Testing

/// A timeout racing a long stretch of ready work: the early-timer window
/// (``DeterministicScheduler/earlyTimerWindow``) bounds how far into the
/// stretch a timer may fire, so a timeout that lands after the 16th ready
/// job is explored only with a wider window.
@Suite(.serialized) struct EarlyTimerWindowTests {
  private func check(
    _ gen: Gen<Schedule>,
    _ property: nonisolated(nonsending) @escaping (Schedule) async throws -> Bool
  ) async -> PropertyResult<Schedule> {
    await checkScheduling(gen, id: "early timer window", seed: 5, examples: 1_000, property)
  }

  /// Whether the planted bug of `SaveWithTimeout` shows in this schedule.
  ///
  /// Its timeout marks a save failed without checking that its commit
  /// began; the commit begins 31 jobs into the stretch, past the default
  /// window.
  private func timedOutDuringCommit(_ schedule: Schedule) async -> Bool {
    let scheduler = DeterministicScheduler(schedule: schedule)
    let clock = scheduler.clock
    let run = await scheduler.runOnDedicatedThread { await SaveWithTimeout.race(clock: clock) }
    return run.value == .failedAfterCommitBegan
  }

  @Test func theDefaultWindowIsSixteenJobs() {
    #expect(DeterministicScheduler.defaultEarlyTimerWindow == 16)
    #expect(DeterministicScheduler().earlyTimerWindow == 16)
    #expect(Schedule.fifo.earlyTimerWindow == 16)
    let recorder = ChoiceRecorder(source: SeededSource(seed: 1))
    #expect(DeterministicScheduler(schedule: Schedule(recorder: recorder)).earlyTimerWindow == 16)
    let wide = Schedule(recorder: recorder, earlyTimerWindow: 64)
    #expect(DeterministicScheduler(schedule: wide).earlyTimerWindow == 64)
    #expect(Schedule(recorder: recorder, earlyTimerWindow: 0).earlyTimerWindow == 1)
  }

  @Test func aTimeoutPastTheSixteenthJobIsNeverExploredWithTheDefaultWindow() async {
    let result = await check(.schedule) { schedule in await !timedOutDuringCommit(schedule) }
    #expect(result.counterexample == nil)
  }

  @Test func aWiderWindowFindsTheTimeoutThatLandsInTheCommit() async throws {
    let result = await check(.schedule(earlyTimerWindow: 64)) { schedule in
      await !timedOutDuringCommit(schedule)
    }
    let example = try #require(result.counterexample)
    // NB: eight two-way decisions among the save's main-actor jobs and the
    // timeout's hop into the clock's nonisolated sleep park the timer while
    // the save is ready (the shortest such prefix, then the smallest); the
    // timer's plan (4 options) says "fire early", and (64 options) after 34
    // more jobs, the first that lands in the commit after that prefix. With
    // the window fixed at 16 no schedule gets there (the test above).
    #expect(example.value.description == "schedule [0, 0, 0, 0, 0, 1, 1, 1, 3, 34]")
  }

  @Test func theSameSeedGivesTheSameScheduleAndJobCountEveryRun() {
    let runs = (0..<5).map { _ in
      let scheduler = DeterministicScheduler(seed: 7)
      scheduler.earlyTimerWindow = 64
      let clock = scheduler.clock
      let run = scheduler.run { await SaveWithTimeout.race(clock: clock) }
      return "\(run.decisions) \(run.jobsRun) \(String(describing: run.value))"
    }
    #expect(Set(runs).count == 1)
  }
}

/// A save that loads over 10 yields (31 jobs once its timeout is parked),
/// then commits over 10 more, raced by a 1 s timeout that marks it failed.
@MainActor private final class SaveWithTimeout {
  enum Verdict: Sendable, Equatable {
    case saved
    case failedBeforeCommit
    case failedAfterCommitBegan
  }

  private var committing = false
  private var verdict: Verdict?

  static func race(clock: VirtualClock) async -> Verdict? {
    let save = SaveWithTimeout()
    let timeout = Task { @MainActor in
      try? await clock.sleep(for: .seconds(1))
      // The planted bug: a timeout during the commit marks a save failed
      // that is about to succeed.
      if save.verdict == nil {
        save.verdict = save.committing ? .failedAfterCommitBegan : .failedBeforeCommit
      }
    }
    for _ in 0..<10 { await Task.yield() }
    save.committing = true
    for _ in 0..<10 { await Task.yield() }
    if save.verdict == nil { save.verdict = .saved }
    await timeout.value
    return save.verdict
  }
}
