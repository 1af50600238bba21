import Foundation
import IrisCheckCore

/// A clock whose time moves only when told to: the harness's source of time.
///
/// `sleep(until:tolerance:)` parks the calling task until ``advance(by:)`` or
/// ``advance(to:)`` moves ``now`` to or past its deadline. Nothing in this type
/// reads real time, so a ten-second sleep finishes as soon as something
/// advances the clock by ten seconds, and never otherwise.
///
/// **Contract.**
/// - Time starts at ``Instant/zero`` and never goes backwards.
/// - A sleep whose deadline is not after ``now`` returns at once.
/// - A sleep started in a cancelled task throws `CancellationError` at once;
///   a sleeper whose task is cancelled is resumed throwing `CancellationError`.
/// - Advancing resumes every sleeper whose deadline has been reached, in
///   deadline order, ties in the order the sleeps started.
///
/// All members are safe to call from any thread (state is guarded by a lock,
/// so it skips the runtime's exclusivity checks, `@exclusivity(unchecked)`).
public final class VirtualClock: Clock, @unchecked Sendable {
  /// A point in virtual time: a duration since the clock's zero.
  public struct Instant: InstantProtocol, Hashable, Sendable, CustomStringConvertible {
    /// The time elapsed since ``zero``.
    public var offset: Duration

    /// The start of virtual time.
    public static let zero = Instant(offset: .zero)

    /// Creates the instant `offset` after ``zero``.
    /// - Parameter offset: the time since ``zero``.
    public init(offset: Duration) {
      self.offset = offset
    }

    /// Returns the instant `duration` after this one.
    /// - Parameter duration: how far to move (may be negative).
    /// - Returns: the moved instant.
    public func advanced(by duration: Duration) -> Instant {
      Instant(offset: offset + duration)
    }

    /// Returns the time from this instant to `other`.
    /// - Parameter other: the later instant.
    /// - Returns: `other.offset - offset`.
    public func duration(to other: Instant) -> Duration {
      other.offset - offset
    }

    /// Orders instants by their offset.
    /// - Parameters:
    ///   - lhs: an instant.
    ///   - rhs: another instant.
    /// - Returns: whether `lhs` is earlier than `rhs`.
    public static func < (lhs: Instant, rhs: Instant) -> Bool {
      lhs.offset < rhs.offset
    }

    /// The offset, for example `10.0 seconds`.
    public var description: String { "\(offset)" }
  }

  private struct Sleeper {
    let id: UInt64
    let deadline: Instant
    /// Whether it waits for the program to settle (see ``settle(for:)``):
    /// a run never lets it fire while a job is ready.
    let settles: Bool
    /// Whether an app's own task sleeps (``AppLifetime``).
    let isApps: Bool
    let continuation: CheckedContinuation<Void, any Error>
  }

  private let lock = JobLock()
  @exclusivity(unchecked) private var current: Instant = .zero
  @exclusivity(unchecked) private var nextID: UInt64 = 0
  /// Sleepers parked on a continuation, kept sorted by (deadline, id).
  @exclusivity(unchecked) private var sleepers: [Sleeper] = []
  /// Sleeps that started but have not parked or finished yet.
  @exclusivity(unchecked) private var starting: Set<UInt64> = []
  /// Sleeps cancelled before they parked: they throw as soon as they try.
  @exclusivity(unchecked) private var cancelledEarly: Set<UInt64> = []
  /// Sleepers of a run that stopped early: kept, never resumed.
  @exclusivity(unchecked) private var abandoned: [Sleeper] = []

  /// Creates a clock at ``Instant/zero`` with no sleepers.
  public init() {}

  /// The current virtual time.
  public var now: Instant {
    lock.withLock { current }
  }

  /// The smallest step the clock distinguishes: `.zero` (any duration works).
  public var minimumResolution: Duration { .zero }

  /// The earliest deadline among parked sleepers, or `nil` when none is parked.
  public var nextDeadline: Instant? {
    lock.withLock { sleepers.first?.deadline }
  }

  /// The earliest deadline among parked sleepers, leaving out the app's own
  /// (``AppLifetime``) unless `withAppTimers`.
  func nextDeadline(withAppTimers: Bool) -> Instant? {
    lock.withLock {
      withAppTimers ? sleepers.first?.deadline : sleepers.first { !$0.isApps }?.deadline
    }
  }

  /// The earliest parked sleeper that a scheduler run may let fire while
  /// jobs are ready (every ``sleep(until:tolerance:)``, no
  /// ``settle(for:)``): its deadline and a number no other sleep of this
  /// clock has; `nil` when none is parked.
  var nextOvertakingTimer: (deadline: Instant, id: UInt64)? {
    // NB: by index, reading two fields: asked before every job, and a copy
    // of a sleeper (its continuation) costs a retain and a release.
    lock.withLock {
      for index in sleepers.indices where !sleepers[index].settles {
        return (sleepers[index].deadline, sleepers[index].id)
      }
      return nil
    }
  }

  /// How many sleepers are parked, waiting for time to advance.
  public var sleeperCount: Int {
    lock.withLock { sleepers.count }
  }

  /// Suspends until the clock reaches `deadline`.
  ///
  /// Returns at once when `deadline` is not after ``now``. Otherwise parks the
  /// task until an ``advance(by:)`` or ``advance(to:)`` reaches `deadline`.
  /// - Parameters:
  ///   - deadline: the instant to wake at.
  ///   - tolerance: ignored; virtual time is exact.
  /// - Throws: `CancellationError` if the task is cancelled before or during
  ///   the sleep.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try await park(until: deadline, settles: false)
  }

  /// Parks the calling task until the clock reaches `deadline` (see
  /// ``sleep(until:tolerance:)`` and ``settle(until:)``).
  func park(until deadline: Instant, settles: Bool) async throws {
    try Task.checkCancellation()
    let isApps = AppLifetime.isApp
    let id: UInt64? = lock.withLock {
      guard deadline > current else { return nil }
      nextID += 1
      starting.insert(nextID)
      return nextID
    }
    guard let id else { return }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let cancelled: Bool = lock.withLock {
          starting.remove(id)
          if cancelledEarly.remove(id) != nil { return true }
          let sleeper = Sleeper(
            id: id, deadline: deadline, settles: settles, isApps: isApps,
            continuation: continuation)
          let index =
            sleepers.firstIndex { ($0.deadline, $0.id) > (deadline, id) } ?? sleepers.endIndex
          sleepers.insert(sleeper, at: index)
          return false
        }
        if cancelled { continuation.resume(throwing: CancellationError()) }
      }
    } onCancel: {
      cancel(id)
    }
  }

  /// Moves time forward by `duration` and resumes the sleepers it reaches.
  /// - Parameter duration: how far to move; a negative duration does nothing.
  public func advance(by duration: Duration) {
    let target = lock.withLock { current.advanced(by: duration) }
    advance(to: target)
  }

  /// Moves time to `instant` and resumes every sleeper whose deadline is not
  /// after it, in deadline order (ties in the order the sleeps started).
  ///
  /// An `instant` earlier than ``now`` leaves the time unchanged but still
  /// resumes any sleeper that is due.
  /// - Parameter instant: the new time.
  public func advance(to instant: Instant) {
    advance(to: instant) { _ in 0 }
  }

  /// Moves time to `instant` and resumes the sleepers it reaches, in
  /// deadline order; among sleepers due at the same instant, `choose`
  /// (given how many remain, at least 2) picks the next to resume.
  /// - Parameters:
  ///   - instant: the new time.
  ///   - choose: picks an index among tied sleepers, oldest first.
  package func advance(to instant: Instant, orderingTies choose: (Int) -> Int) {
    advance(to: instant, overtaking: false, orderingTies: choose)
  }

  /// Moves time to `instant` and resumes the sleepers it reaches, as
  /// ``advance(to:orderingTies:)`` does; when `overtaking` (time passing
  /// while jobs are still ready), ``settle(for:)`` sleepers stay parked even
  /// if due, until a later advance made while nothing was ready.
  /// - Parameters:
  ///   - instant: the new time.
  ///   - overtaking: whether jobs are ready.
  ///   - choose: picks an index among tied sleepers, oldest first.
  func advance(to instant: Instant, overtaking: Bool, orderingTies choose: (Int) -> Int) {
    let due: [Sleeper] = lock.withLock {
      if instant > current { current = instant }
      var due: [Sleeper] = []
      var position = 0
      while position < sleepers.count, sleepers[position].deadline <= current {
        if overtaking, sleepers[position].settles {
          position += 1
        } else {
          due.append(sleepers.remove(at: position))
        }
      }
      return due
    }
    var rest = due[...]
    while let first = rest.first {
      var tie = Array(rest.prefix { $0.deadline == first.deadline })
      rest = rest.dropFirst(tie.count)
      while !tie.isEmpty {
        let pick = tie.count > 1 ? ((choose(tie.count) % tie.count) + tie.count) % tie.count : 0
        tie.remove(at: pick).continuation.resume()
      }
    }
  }

  /// Parks every current sleeper for good: later advances never wake it.
  ///
  /// NB: the scheduler calls this when a run stops at its job limit, so the
  /// stopped run's tasks cannot wake inside a later run on the same clock.
  /// - Returns: how many sleepers were abandoned.
  @discardableResult
  func abandonSleepers() -> Int {
    lock.withLock {
      let count = sleepers.count
      abandoned += sleepers
      sleepers = []
      return count
    }
  }

  private func cancel(_ id: UInt64) {
    let parked: Sleeper? = lock.withLock {
      if let index = sleepers.firstIndex(where: { $0.id == id }) {
        return sleepers.remove(at: index)
      }
      if starting.contains(id) { cancelledEarly.insert(id) }
      return nil
    }
    parked?.continuation.resume(throwing: CancellationError())
  }
}
