import IrisCheck
import Testing

@testable import IrisCheckScheduling

extension SchedulingTests {
  struct ScheduledTaskTests {
    // MARK: - Observer and lineage

    @Test func theObserverSeesADetachedTasksWriteAndItsSpawnerIsTheTaskThatStartedIt() {
      let probe = WriteProbe()
      let scheduler = DeterministicScheduler(
        willRunMainJob: { task in
          MainActor.preconditionIsolated()
          probe.before = probe.value
          probe.seen.append(task == DeterministicScheduler.currentTask)
        },
        didRunMainJob: { task in
          MainActor.preconditionIsolated()
          if probe.value != probe.before { probe.writers.append(task) }
        })
      let run = scheduler.run { () -> ScheduledTask? in
        let starter = Task { @MainActor () -> Task<Void, Never> in
          probe.starter = DeterministicScheduler.currentTask
          return Task.detached { await MainActor.run { probe.value = 1 } }
        }
        await starter.value.value
        return DeterministicScheduler.currentTask
      }
      #expect(run.outcome == .completed)
      #expect(run.value == ScheduledTask(number: 1))
      #expect(probe.writers.count == 1)
      let writer = probe.writers.first ?? nil
      #expect(writer != nil && probe.starter != nil && writer != probe.starter)
      #expect(writer.flatMap { run.spawners[$0] } == probe.starter)
      #expect(probe.starter.flatMap { run.spawners[$0] } == ScheduledTask(number: 1))
      #expect(!probe.seen.isEmpty && probe.seen.allSatisfy { $0 })
    }

    @Test func tasksAnObserverCreatesAreNumberedAndCreatedByTheJobsTask() {
      // Before a main job, while the task it started last has finished,
      // the observer starts another: each may reuse the last one's memory.
      let probe = SpawnProbe()
      let scheduler = DeterministicScheduler(willRunMainJob: { task in
        guard probe.started < 20, probe.ran.count == probe.started else { return }
        probe.started += 1
        probe.observed.append(task)
        Task { @MainActor in probe.ran.append(DeterministicScheduler.currentTask) }
      })
      let run = scheduler.run { () -> Int in
        for _ in 0..<60 { await Task.yield() }
        return 1
      }
      #expect(run.value == 1)
      #expect(probe.ran.count == 20)
      #expect(Set(probe.ran.compactMap { $0 }).count == 20)
      let spawners = probe.ran.map { $0.flatMap { run.spawners[$0] } }
      #expect(spawners == Array(probe.observed.prefix(20)))
    }

    @Test func spawnerIsKnownDuringTheRunForEveryWayOfCreatingATask() {
      let run = DeterministicScheduler().run { () -> [String] in
        let root = DeterministicScheduler.currentTask
        func creatorIsRoot() -> Bool {
          guard let current = DeterministicScheduler.currentTask else { return false }
          return current != root && DeterministicScheduler.spawner(of: current) == root
        }
        let plain = Task { @MainActor in creatorIsRoot() }
        let detached = Task.detached { creatorIsRoot() }
        async let child = creatorIsRoot()
        let grouped = await withTaskGroup(of: Bool.self) { group in
          group.addTask { creatorIsRoot() }
          return await group.next() ?? false
        }
        return [
          "task \(await plain.value)", "detached \(await detached.value)",
          "async let \(await child)", "group \(grouped)",
        ]
      }
      #expect(run.value == ["task true", "detached true", "async let true", "group true"])
      #expect(run.taskCount == 5)
    }

    @Test func aTaskCreatedInsideAnActorIsNotGivenAGuessedSpawner() {
      let run = DeterministicScheduler().run { () -> [String] in
        let spawned = await Spawner().spawn()
        let current = await spawned.value
        return [
          "actor sees \(String(describing: await Spawner().current()))",
          "spawner \(String(describing: current.flatMap(DeterministicScheduler.spawner(of:))))",
        ]
      }
      #expect(run.value == ["actor sees nil", "spawner nil"])
    }

    // MARK: - Numbering

    @Test func tasksThatReuseAFinishedTasksMemoryGetNumbersOfTheirOwn() {
      // Fifty tasks one after another: each is freed before the next is
      // created, so most reuse an earlier one's address.
      let run = DeterministicScheduler().run { () -> Set<ScheduledTask> in
        var seen: Set<ScheduledTask> = []
        for _ in 0..<50 {
          if let task = await Task.detached(operation: { DeterministicScheduler.currentTask })
            .value
          {
            seen.insert(task)
          }
        }
        return seen
      }
      #expect(run.value?.count == 50)
      #expect(run.taskCount == 51)
      #expect(run.spawners.count == 50)
      #expect(run.spawners.values.allSatisfy { $0.number == 1 })
    }

    @Test func tasksFirstSeenLeavingAnActorGetNumbersOfTheirOwn() {
      // Each round frees a task, then an actor method starts a task on the
      // actor (its creation is not seen) that hops to the main actor: its
      // first job seen may sit at a freed task's address.
      let run = DeterministicScheduler().run { () -> [ScheduledTask?] in
        var seen: [ScheduledTask?] = []
        let spawner = Spawner()
        for _ in 0..<30 {
          seen.append(await Task.detached { DeterministicScheduler.currentTask }.value)
          seen.append(await spawner.spawnOnTheActor().value)
        }
        return seen
      }
      let seen = run.value ?? []
      #expect(seen.count == 60)
      #expect(Set(seen.compactMap { $0 }).count == 60)
    }

    @Test func equalChoicesGiveEqualNumbersAndSpawners() {
      let first = DeterministicScheduler(seed: 4).run { await lineageProgram() }
      let second = DeterministicScheduler(seed: 4).run { await lineageProgram() }
      #expect(first.taskCount > 6)
      #expect(first.value == second.value)
      #expect(first.spawners == second.spawners)
    }

    @Test func aDedicatedThreadRunsRootIsTaskOneWithNoSpawner() async {
      let run = await DeterministicScheduler().runOnDedicatedThread { () -> [String] in
        let root = DeterministicScheduler.currentTask
        let child = await Task { DeterministicScheduler.currentTask }.value
        return [root, child].map { String(describing: $0) }
      }
      #expect(run.value == ["Optional(task #1)", "Optional(task #2)"])
      #expect(run.spawners == [ScheduledTask(number: 2): ScheduledTask(number: 1)])
      let blocking = DeterministicScheduler().run { DeterministicScheduler.currentTask }
      #expect(blocking.value == ScheduledTask(number: 1))
    }

    @Test func noCurrentTaskOutsideARun() async {
      #expect(DeterministicScheduler.currentTask == nil)
      let run = await DeterministicScheduler().runOnDedicatedThread { 1 }
      #expect(run.value == 1)
      #expect(DeterministicScheduler.currentTask == nil)
    }
  }
}

/// Main-actor state a scheduled program writes and the job observers read,
/// only ever touched on the scheduler's main actor.
private final class WriteProbe: @unchecked Sendable {
  var value = 0
  var before = 0
  var writers: [ScheduledTask?] = []
  var seen: [Bool] = []
  var starter: ScheduledTask?
}

/// What the observer of `tasksAnObserverCreatesAreNumberedAndCreatedByTheJobsTask`
/// saw, only ever touched on the scheduler's main actor.
private final class SpawnProbe: @unchecked Sendable {
  var started = 0
  var observed: [ScheduledTask?] = []
  var ran: [ScheduledTask?] = []
}

/// A plain actor: its methods run in its processing job, which is no task's.
private actor Spawner {
  private var spawned = 0

  func spawn() -> Task<ScheduledTask?, Never> {
    Task.detached { DeterministicScheduler.currentTask }
  }

  func current() -> ScheduledTask? { DeterministicScheduler.currentTask }

  /// A task isolated to this actor that hops to the main actor and returns
  /// the task it runs as there.
  func spawnOnTheActor() -> Task<ScheduledTask?, Never> {
    Task {
      spawned += 1  // NB: isolated to the actor: its first job is the actor's
      return await MainActor.run { DeterministicScheduler.currentTask }
    }
  }
}

/// Main-actor tasks, detached tasks and group children creating each other
/// in an order the schedule decides; returns who created whom, as text.
@MainActor private func lineageProgram() async -> [String] {
  let log = TraceLog()
  func note(_ label: String) {
    let current = DeterministicScheduler.currentTask
    let spawner = current.flatMap(DeterministicScheduler.spawner(of:))
    log.append("\(label) \(String(describing: current)) by \(String(describing: spawner))")
  }
  let tasks = (0..<3).map { index in
    Task { @MainActor in
      note("main \(index)")
      await Task.detached {
        await note("detached \(index)")
      }.value
    }
  }
  await withTaskGroup(of: Void.self) { group in
    for index in 0..<2 {
      group.addTask { await note("child \(index)") }
    }
  }
  for task in tasks { await task.value }
  return log.entries
}
