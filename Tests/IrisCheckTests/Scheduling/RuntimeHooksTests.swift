import Foundation
import IrisCheck
import Testing

@testable import IrisCheckScheduling

extension SchedulingTests {
  struct RuntimeHooksTests {
    // MARK: - A runtime the scheduler cannot control

    @Test func aRuntimeWithoutTheMainExecutorHookFailsEveryRunNamingTheToolchain() async throws {
      let result = try await #require(
        processExitsWith: .success, observing: [\.standardOutputContent]
      ) {
        RuntimeHooks.simulatedMissingHook = "swift_task_getMainExecutor_hook"
        let blocking = DeterministicScheduler().run { 1 }
        let dedicated = await DeterministicScheduler().runOnDedicatedThread { 2 }
        var thrown: SchedulerHookError?
        do throws(SchedulerHookError) {
          try DeterministicScheduler.selfTest()
        } catch { thrown = error }
        guard case .unsupported(let error) = blocking.outcome,
          dedicated.outcome == blocking.outcome,
          thrown == error, blocking.value == nil, dedicated.value == nil, blocking.jobsRun == 0
        else { exit(1) }
        print(blocking.anomalies.joined(separator: "\n"))
      }
      let report = String(decoding: result.standardOutputContent, as: UTF8.self)
      #expect(report.contains("does not export swift_task_getMainExecutor_hook"))
      #expect(report.contains(SchedulerHookError.toolchain))
      #expect(report.contains("Supported: Swift 6.2 or later"))
    }

    @Test func jobDescriptionsAreReadOnlyInTheFormThisToolchainPrints() {
      #expect(JobIdentity.parse("UnownedJob(id: 12)") == .task(12))
      #expect(
        JobIdentity.parse("UnownedJob(id: 18446744073709551600)")
          == .task(18_446_744_073_709_551_600))
      #expect(JobIdentity.parse("UnownedJob(id: nil)") == .none)
      for text in [
        "ExecutorJob(id: 12)", "UnownedJob(12)", "UnownedJob(id: 1x)", "UnownedJob(id: )",
      ] {
        #expect(JobIdentity.parse(text) == .unrecognized(text))
      }
    }

    @Test func aJobsIdReadFromTheRuntimeIsTheOneItsDescriptionPrints() async {
      let executor = IDRecordingExecutor()
      let actor = IDRecordingActor(executor: executor)
      await Task { await actor.touch() }.value
      await actor.touch()
      let ids = executor.ids
      #expect(ids.count >= 2)
      for (read, described) in ids {
        #expect(read == described)
        #expect(read != .none)
      }
    }

    // MARK: - Forwarding foreign work

    @Test(.timeLimit(.minutes(1)))
    func aMainActorTaskParkedInARunAndResumedAfterItRunsOnTheRealMainActor() async {
      let parked = ParkedTask()
      let run = DeterministicScheduler().run { () -> Int in
        Task { @MainActor in
          await withCheckedContinuation { parked.park($0) }
          MainActor.preconditionIsolated()
          parked.markResumed()
        }
        return 1
      }
      #expect(run.value == 1)
      #expect(!parked.resumed)
      await withCheckedContinuation { done in
        parked.onResumed = { done.resume() }
        parked.resume()
      }
      #expect(parked.resumed)
    }

    @Test(.timeLimit(.minutes(1)))
    func aNonisolatedTaskParkedInARunAndResumedAfterItRunsOnTheGlobalExecutor() async {
      let parked = ParkedTask()
      let run = DeterministicScheduler().run { () -> Int in
        Task.detached {
          await withCheckedContinuation { parked.park($0) }
          parked.markResumed()
        }
        return 1
      }
      #expect(run.value == 1)
      await withCheckedContinuation { done in
        parked.onResumed = { done.resume() }
        parked.resume()
      }
      #expect(parked.resumed)
    }

    // MARK: - Run identity

    @Test func theRootRunsAtTheCallersPriorityAndItsTasksInheritIt() async {
      let dedicated = await Task(priority: .low) {
        await DeterministicScheduler().runOnDedicatedThread { () -> [TaskPriority] in
          [Task.currentPriority, await Task { Task.currentPriority }.value]
        }.value
      }.value
      let blocking = await Task.detached(priority: .utility) {
        DeterministicScheduler().run { () -> [TaskPriority] in
          [Task.currentPriority, await Task { Task.currentPriority }.value]
        }.value
      }.value
      #expect(dedicated == [.low, .low])
      #expect(blocking == [.utility, .utility])
    }
  }
}

/// A task parked on a continuation by a scheduled run, resumed by the test
/// after the run.
private final class ParkedTask: @unchecked Sendable {
  private let lock = NSLock()
  private var continuation: CheckedContinuation<Void, Never>?
  private var wasResumed = false
  var onResumed: (() -> Void)? {
    get { lock.withLock { storedOnResumed } }
    set { lock.withLock { storedOnResumed = newValue } }
  }
  private var storedOnResumed: (() -> Void)?

  /// Whether the parked task ran past its continuation.
  var resumed: Bool { lock.withLock { wasResumed } }

  func park(_ continuation: CheckedContinuation<Void, Never>) {
    lock.withLock { self.continuation = continuation }
  }

  func resume() {
    lock.withLock { continuation }?.resume()
  }

  func markResumed() {
    let then = lock.withLock {
      wasResumed = true
      return storedOnResumed
    }
    then?()
  }
}

/// Runs the jobs enqueued on it at once, noting for each the task id read
/// from the runtime and the one its description prints.
///
/// NB: `@unchecked Sendable`: `recorded` only under `lock`.
private final class IDRecordingExecutor: SerialExecutor, @unchecked Sendable {
  private let lock = NSLock()
  private var recorded: [(JobIdentity.PrintedID, JobIdentity.PrintedID)] = []

  /// Each job's pair of ids, in the order enqueued.
  var ids: [(JobIdentity.PrintedID, JobIdentity.PrintedID)] { lock.withLock { recorded } }

  func enqueue(_ job: UnownedJob) {
    let pair = (JobIdentity.printedID(of: job), JobIdentity.describedID(of: job))
    lock.withLock { recorded.append(pair) }
    job.runSynchronously(on: asUnownedSerialExecutor())
  }
}

/// An actor whose jobs go to an ``IDRecordingExecutor``.
private actor IDRecordingActor {
  let executor: IDRecordingExecutor
  nonisolated var unownedExecutor: UnownedSerialExecutor { executor.asUnownedSerialExecutor() }

  init(executor: IDRecordingExecutor) { self.executor = executor }

  func touch() {}
}
