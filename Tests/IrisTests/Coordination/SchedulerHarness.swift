import IrisCheck
import Testing

/// Runs `body` on a scheduler to quiescence and returns its value, recording an
/// issue (and returning `nil`) unless the run completed.
func settle<T: Sendable>(
  _ scheduler: DeterministicScheduler,
  sourceLocation: SourceLocation = #_sourceLocation,
  _ body: @escaping @MainActor @Sendable () async -> T
) async -> T? {
  let run = await scheduler.runOnDedicatedThread(body)
  #expect(run.outcome == .completed, sourceLocation: sourceLocation)
  return run.value
}

/// The seeds every schedule-exploring test runs under.
let exploredSeeds: [UInt64] = Array(1...40)

/// Returns once every other job has run and parked.
///
/// A settle ends only when the deterministic scheduler has no job ready,
/// so a one-millisecond settle is a quiescence barrier.
@MainActor func untilQuiescent(_ clock: VirtualClock) async {
  try? await clock.settle(for: .milliseconds(1))
}

/// Whole milliseconds since virtual time zero.
func milliseconds(_ clock: VirtualClock) -> Int {
  Int(clock.now.offset / .milliseconds(1))
}

/// An append-only log written on the main actor by scheduled code.
@MainActor final class Log {
  private(set) var entries: [String] = []

  /// Appends `entry`.
  func append(_ entry: String) {
    entries.append(entry)
  }
}
