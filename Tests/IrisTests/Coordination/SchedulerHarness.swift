import IrisCheck
import Testing

/// Runs `body` on a scheduler to quiescence and returns its value, recording an
/// issue (and returning `nil`) unless the run completed.
func settle<T: Sendable>(
  _ scheduler: DeterministicScheduler,
  sourceLocation: SourceLocation = #_sourceLocation,
  _ body: @escaping @MainActor @Sendable () async -> T
) -> T? {
  let run = scheduler.run(body)
  #expect(run.outcome == .completed, sourceLocation: sourceLocation)
  return run.value
}

/// A scheduler whose choices among ready jobs come from `seed` (`nil` for FIFO).
func makeScheduler(seed: UInt64? = nil) -> DeterministicScheduler {
  guard let seed else { return DeterministicScheduler() }
  var source = SeededSource(seed: seed)
  return DeterministicScheduler { readyCount in Int(source.next() % UInt64(readyCount)) }
}

/// The seeds every schedule-exploring test runs under.
let exploredSeeds: [UInt64] = Array(1...40)

/// Returns once every other job has run and parked.
///
/// The deterministic scheduler advances virtual time only when no job is
/// ready, so a virtual sleep of one millisecond is a quiescence barrier.
@MainActor func untilQuiescent(_ clock: VirtualClock) async {
  try? await clock.sleep(for: .milliseconds(1))
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
