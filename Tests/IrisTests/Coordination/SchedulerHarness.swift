import Foundation
import IrisCheck
import Testing

/// Runs `body` on a scheduler to quiescence and returns its value, recording an
/// issue (and returning `nil`) unless the run completed.
///
/// The run is driven from a dedicated thread: `DeterministicScheduler.run` blocks
/// its caller (also while it waits for another suite's run to end), and a
/// blocked cooperative-pool thread can starve other tests on a 2-core machine.
func settle<T: Sendable>(
  _ scheduler: DeterministicScheduler,
  sourceLocation: SourceLocation = #_sourceLocation,
  _ body: @escaping @MainActor @Sendable () async -> T
) async -> T? {
  let driver = Unchecked(scheduler)
  let run = await withCheckedContinuation { continuation in
    let thread = Thread { continuation.resume(returning: Unchecked(driver.value.run(body))) }
    thread.stackSize = 8 << 20
    thread.start()
  }.value
  #expect(run.outcome == .completed, sourceLocation: sourceLocation)
  return run.value
}

/// Carries a value the compiler cannot prove `Sendable` to the driver thread and back;
/// only one thread touches it at a time.
struct Unchecked<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
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
