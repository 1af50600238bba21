import IrisCheck
import Testing

/// The orders a device can produce: a timer firing while work is still
/// ready, a global job reaching the main actor before the rest of the
/// main-actor job that started it, and never two main-actor jobs out of the
/// order they entered the main queue.
@Suite(.serialized) struct DeviceOrdersTests {
  private func check<Value>(
    _ gen: Gen<Value>, examples: Int = 100,
    _ property: nonisolated(nonsending) @escaping (Value) async throws -> Bool
  ) async -> PropertyResult<Value> {
    await checkScheduling(gen, id: "device orders", seed: 5, examples: examples, property)
  }

  // MARK: - A timer overtaking busy work

  @Test func aTimeoutCanFireBeforeBusyWorkIsDoneButNeverUnderFIFO() async throws {
    let fifo = DeterministicScheduler()
    let fifoClock = fifo.clock
    #expect(fifo.run { await timeoutRace(clock: fifoClock) }.value == ["work done", "timeout"])
    let result = await check(.schedule) { schedule in
      let scheduler = DeterministicScheduler(schedule: schedule)
      let clock = scheduler.clock
      let run = await scheduler.runOnDedicatedThread { await timeoutRace(clock: clock) }
      return run.value == ["work done", "timeout"]
    }
    let example = try #require(result.counterexample)
    // NB: five times the root's global job (its hop into the clock's
    // nonisolated sleep) over the work's main-actor job, so the timer is
    // parked while the work is ready; then the timer's plan (4 options)
    // says "fire early", and (16 options, a trailing 0) "before any more
    // job".
    #expect(example.value.description == "schedule [1, 1, 1, 1, 1, 3]")
  }

  @Test func aSettleNeverEndsWhileAJobIsReady() {
    // Every decision takes the last option: each timer fires early when it
    // can, 15 jobs into the work. The 5 ms timer does, passing the settle's
    // 1 ms deadline; the settle still ends only once the work is done.
    let scheduler = DeterministicScheduler { options in options - 1 }
    let clock = scheduler.clock
    let run = scheduler.run { () -> [String] in
      let log = TraceLog()
      let work = Task { @MainActor in
        for _ in 0..<40 { await Task.yield() }
        log.append("work done")
      }
      let timer = Task { @MainActor in
        try? await clock.sleep(for: .milliseconds(5))
        log.append("timer")
      }
      try? await clock.settle(for: .milliseconds(1))
      log.append("settled")
      await work.value
      await timer.value
      return log.entries
    }
    #expect(run.value == ["timer", "work done", "settled"])
  }

  // MARK: - A global job ahead of its main-actor job's tail

  @Test func aDetachedTasksMainActorHopCanBeatTheMainJobThatStartedIt() async throws {
    #expect(DeterministicScheduler().run { await hopRace() }.value == ["main tail", "detached"])
    let result = await check(.schedule) { schedule in
      let run = await DeterministicScheduler(schedule: schedule).runOnDedicatedThread {
        await hopRace()
      }
      return run.value == ["main tail", "detached"]
    }
    let example = try #require(result.counterexample)
    // NB: the detached task's first job runs first (as FIFO has it), then
    // its next two global jobs (its hop to the main actor) before the tail,
    // then its main-actor job overtakes the tail.
    #expect(example.value.description == "schedule [0, 1, 1, 1]")
  }

  // MARK: - The main actor stays FIFO

  @Test func noScheduleRunsTwoMainActorJobsOutOfTheOrderTheyWereQueued() async {
    let result = await check(.schedule, examples: 300) { schedule in
      let scheduler = DeterministicScheduler(schedule: schedule)
      let clock = scheduler.clock
      let run = await scheduler.runOnDedicatedThread { await mainActorOrderProgram(clock: clock) }
      guard let log = run.value, run.outcome == .completed else { return false }
      return inQueueOrder(log)
    }
    #expect(!result.isFailure, "\(result)")
  }
}

/// Whether `log` starts the main-actor tasks each creator queued in the
/// order it queued them: `A` before `B` before `C`, `A1` before `A2`.
private func inQueueOrder(_ log: [String]) -> Bool {
  func position(_ name: String) -> Int { log.firstIndex(of: "start \(name)") ?? -1 }
  let orders = [["A", "B", "C"], ["A1", "A2"]]
  return orders.allSatisfy { names in
    let positions = names.map(position)
    return !positions.contains(-1) && positions == positions.sorted()
  }
}

/// A 1 s timeout racing busy main-actor work of eight yields.
@MainActor private func timeoutRace(clock: VirtualClock) async -> [String] {
  let log = TraceLog()
  let work = Task { @MainActor in
    for _ in 0..<8 { await Task.yield() }
    log.append("work done")
  }
  try? await clock.sleep(for: .seconds(1))
  log.append("timeout")
  await work.value
  return log.entries
}

/// A main-actor job starts a detached task that hops back to the main
/// actor, then starts a main-actor task.
@MainActor private func hopRace() async -> [String] {
  let log = TraceLog()
  let detached = Task.detached { await MainActor.run { log.append("detached") } }
  let tail = Task { @MainActor in log.append("main tail") }
  await detached.value
  await tail.value
  return log.entries
}

/// Main-actor tasks queued in order by one job and by another task, with
/// detached tasks hopping to the main actor, an actor and timers between
/// them.
@MainActor private func mainActorOrderProgram(clock: VirtualClock) async -> [String] {
  let log = TraceLog()
  let ledger = Ledger()
  var tasks: [Task<Void, Never>] = []
  for name in ["A", "B", "C"] {
    tasks.append(
      Task.detached {
        _ = await ledger.record(name)
        await MainActor.run { log.append("detached \(name)") }
      })
    tasks.append(
      Task { @MainActor in
        log.append("start \(name)")
        guard name == "A" else { return }
        let inner = ["A1", "A2"].map { inner in
          Task { @MainActor in log.append("start \(inner)") }
        }
        try? await clock.sleep(for: .milliseconds(10))
        for task in inner { await task.value }
      })
  }
  for task in tasks { await task.value }
  return log.entries
}
