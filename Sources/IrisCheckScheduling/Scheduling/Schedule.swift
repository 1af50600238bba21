import Foundation
import IrisCheckCore

/// The interleaving of one example: every scheduler decision drawn from the
/// example's choice sequence.
///
/// Generate it with `Gen.schedule` next to the values it
/// schedules, and hand it to
/// ``DeterministicScheduler/init(schedule:clock:maxJobs:willRunMainJob:didRunMainJob:)``.
/// Each decision (which ready job runs next, which of the timers due at the
/// same instant fires first) is then one draw from the example's
/// ``/IrisCheckCore/ChoiceRecorder``, after the values' own choices, so the interleaving
/// is part of the example: it shrinks toward FIFO (every draw `0`), replays
/// from the same `ic1:` token, is saved in the regression file with the
/// rest, and can come from libFuzzer bytes through a `ByteSource`.
///
/// ```swift
/// await forAll(.array(of: link), .schedule) { links, schedule in
///   let run = await DeterministicScheduler(schedule: schedule).runOnDedicatedThread {
///     /* open every link */
///   }
///   #expect(run.outcome == .completed)
/// }
/// ```
///
/// A schedule draws lazily, while the scheduler runs, so create one
/// scheduler per schedule and use it inside the property that received it.
/// Past the recorder's choice limit every further decision is `0` (FIFO).
public final class Schedule: @unchecked Sendable, CustomStringConvertible,
  SwiftLiteralRepresentable
{
  // NB: the recorder is confined to the example; the scheduler draws on its
  // driver thread while the property is suspended on it, never concurrently.
  // The rest is under `lock`, so it skips the exclusivity checks.
  private let recorder: ChoiceRecorder?
  private let lock = JobLock()
  @exclusivity(unchecked) private var made: [Int] = []
  /// How many options each decision in `made` had.
  @exclusivity(unchecked) private var options: [Int] = []
  @exclusivity(unchecked) private var cursor = 0

  /// How far into a stretch of ready work a timer may fire early, for the
  /// scheduler made from this schedule (its
  /// ``DeterministicScheduler/earlyTimerWindow``).
  public let earlyTimerWindow: Int

  /// Creates a schedule that draws from `recorder`.
  /// - Parameter recorder: the example's recorder.
  public convenience init(recorder: ChoiceRecorder) {
    self.init(
      recorder: recorder, earlyTimerWindow: DeterministicScheduler.defaultEarlyTimerWindow)
  }

  /// Creates a schedule that draws from `recorder` and lets a timer fire
  /// early up to `earlyTimerWindow` jobs into a stretch of ready work.
  /// - Parameters:
  ///   - recorder: the example's recorder.
  ///   - earlyTimerWindow: see ``DeterministicScheduler/earlyTimerWindow``;
  ///     values below 1 count as 1.
  public init(recorder: ChoiceRecorder, earlyTimerWindow: Int) {
    self.recorder = recorder
    self.earlyTimerWindow = max(earlyTimerWindow, 1)
  }

  /// The FIFO schedule: every decision is `0`; draws nothing.
  public static var fifo: Schedule { Schedule() }

  private init() {
    recorder = nil
    earlyTimerWindow = DeterministicScheduler.defaultEarlyTimerWindow
  }

  /// Draws the index of one of `count` options; `0` is the oldest (FIFO).
  /// - Parameter count: how many options there are (at least 2).
  /// - Returns: an index in `0..<count`.
  public func choose(among count: Int) -> Int {
    guard count > 1 else { return 0 }
    let replayed: Int? = lock.withLock {
      guard cursor < made.count else { return nil }
      defer { cursor += 1 }
      return min(made[cursor], count - 1)
    }
    if let replayed { return replayed }
    let drawn = (try? recorder?.draw(upTo: UInt64(count - 1))) ?? 0
    let index = Int(min(drawn, UInt64(count - 1)))
    lock.withLock {
      made.append(index)
      options.append(count)
      cursor += 1
    }
    return index
  }

  /// Starts the decisions over: the next ones repeat those already drawn,
  /// in order, then draw afresh.
  ///
  /// Call it before judging the same example a second time (a law's report
  /// re-runs its minimal case) so the second run follows the first.
  public func rewind() {
    lock.withLock { cursor = 0 }
  }

  /// The decisions drawn so far, in order.
  public var decisions: [Int] { lock.withLock { made } }

  /// How many options each of ``decisions`` chose among.
  package var optionCounts: [Int] { lock.withLock { options } }

  /// `schedule [0, 2, 1]`: the decisions drawn so far, without the
  /// trailing `0`s (FIFO from there on).
  public var description: String {
    var shown = decisions
    while shown.last == 0 { shown.removeLast() }
    return "schedule \(shown)"
  }

  /// The same text as ``description``, for failure reports.
  public var swiftLiteral: String { description }
}

extension Gen where Value == Schedule {
  /// A schedule for ``DeterministicScheduler``: its decisions are drawn from
  /// the example's choices while the scheduler runs, and shrink toward FIFO.
  ///
  /// Draws nothing when generated; each scheduler decision among `n` options
  /// later draws one choice in `0...n-1`.
  public static var schedule: Gen<Schedule> {
    Gen { recorder in Schedule(recorder: recorder) }
  }

  /// As ``schedule``, with timers that may fire early anywhere in the first
  /// `earlyTimerWindow` jobs of a stretch of ready work (see
  /// ``DeterministicScheduler/earlyTimerWindow``): for code whose timeouts
  /// race longer stretches than the default 16 jobs.
  /// - Parameter earlyTimerWindow: at least 1; values below count as 1.
  public static func schedule(earlyTimerWindow: Int) -> Gen<Schedule> {
    Gen { recorder in Schedule(recorder: recorder, earlyTimerWindow: earlyTimerWindow) }
  }
}

extension DeterministicScheduler {
  /// Creates a scheduler whose every decision is drawn from `schedule`,
  /// that is from the example's choice sequence, with the schedule's
  /// ``Schedule/earlyTimerWindow``.
  /// - Parameters:
  ///   - schedule: the example's schedule (from `Gen.schedule`).
  ///   - clock: the virtual clock code under test sleeps on; defaults to a
  ///     new clock at zero.
  ///   - maxJobs: the most jobs one run may execute; defaults to
  ///     ``defaultMaxJobs``.
  ///   - willRunMainJob: called before every `@MainActor` job of a run, with
  ///     its task; defaults to none (see
  ///     ``init(clock:maxJobs:choose:willRunMainJob:didRunMainJob:)``).
  ///   - didRunMainJob: called after every `@MainActor` job of a run, with
  ///     its task; defaults to none.
  public convenience init(
    schedule: Schedule,
    clock: VirtualClock = VirtualClock(),
    maxJobs: Int = DeterministicScheduler.defaultMaxJobs,
    willRunMainJob: (@MainActor (ScheduledTask?) -> Void)? = nil,
    didRunMainJob: (@MainActor (ScheduledTask?) -> Void)? = nil
  ) {
    self.init(
      clock: clock, maxJobs: maxJobs, choose: { count in schedule.choose(among: count) },
      willRunMainJob: willRunMainJob, didRunMainJob: didRunMainJob)
    earlyTimerWindow = schedule.earlyTimerWindow
  }
}
