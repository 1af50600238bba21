import Foundation

/// Prints how a long property run is going, to standard error: one line
/// once the run has taken ``Settings/threshold``, then at most one every
/// ``Settings/interval``; nothing for a shorter run.
///
/// ```
/// IrisCheck progress: Suite.test()/RoundTrip: 4096/20000 examples, 0 failures, 3.0 s
/// IrisCheck progress: Suite.test()/RoundTrip: 7310/20000 examples, 1 failure; shrinking failure 1: 37 steps, best 12 choices, 6.0 s
/// ```
/// **Cost.** The runner calls ``tick(_:)`` after every example and every
/// shrink evaluation; a tick only counts down. The clock is read when the
/// count reaches zero, and the next count is set so that reads come about
/// every 20 to 200 ms whatever an example costs: it doubles while reads
/// come faster and halves while they come slower.
package final class RunProgress {
  /// Where the run is.
  enum State {
    /// Generating or replaying examples: how many ran, how many failures
    /// were found.
    case examples(run: Int, failures: Int)
    /// Shrinking failure `failure` (1-based): the steps taken so far and
    /// the size, in choices, of the best case yet.
    case shrinking(examples: Int, failures: Int, failure: Int, steps: Int, bestSize: Int)
  }

  /// When and where progress lines go.
  package struct Settings: Sendable {
    /// How long a run goes before its first line; 3 seconds by default.
    package var threshold: Duration
    /// The least time between two lines; 3 seconds by default.
    package var interval: Duration
    /// The time since a fixed instant.
    package var now: @Sendable () -> Duration
    /// Writes one line.
    package var write: @Sendable (String) -> Void

    /// Creates settings.
    /// - Parameters:
    ///   - threshold: how long a run goes before its first line.
    ///   - interval: the least time between two lines.
    ///   - now: the time since a fixed instant.
    ///   - write: writes one line.
    package init(
      threshold: Duration = .seconds(3), interval: Duration = .seconds(3),
      now: @escaping @Sendable () -> Duration, write: @escaping @Sendable (String) -> Void
    ) {
      self.threshold = threshold
      self.interval = interval
      self.now = now
      self.write = write
    }

    /// The continuous clock and standard error.
    package static let standard = Settings(
      now: { ContinuousClock.now - origin },
      write: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) })

    private static let origin = ContinuousClock.now

    /// The settings runs started in this task use; tests bind their own
    /// clock and output here.
    @TaskLocal package static var current = standard
  }

  private static let fastestRead = Duration.milliseconds(20)
  private static let slowestRead = Duration.milliseconds(200)
  private static let longestStride = 1 << 14

  private let name: String
  private let total: Int
  private let settings: Settings
  private let start: Duration
  private var lastRead: Duration
  private var lastLine: Duration?
  private var stride = 1
  private var countdown: Int

  /// Creates the progress of one run.
  /// - Parameters:
  ///   - name: the property's id.
  ///   - total: the examples requested.
  ///   - isEnabled: whether to print at all.
  init(name: String, total: Int, isEnabled: Bool) {
    self.name = name
    self.total = total
    settings = Settings.current
    start = settings.now()
    lastRead = start
    countdown = isEnabled ? 1 : .max
  }

  /// Counts one example or shrink evaluation, and prints a line when one
  /// is due.
  /// - Parameter state: where the run is; evaluated only when the clock is
  ///   read.
  @inline(__always)
  func tick(_ state: @autoclosure () -> State) {
    countdown -= 1
    if countdown > 0 { return }
    read(state())
  }

  private func read(_ state: State) {
    let now = settings.now()
    let sinceRead = now - lastRead
    if sinceRead < Self.fastestRead {
      stride = min(stride * 2, Self.longestStride)
    } else if sinceRead > Self.slowestRead {
      stride = max(stride / 2, 1)
    }
    lastRead = now
    countdown = stride
    guard now - start >= settings.threshold else { return }
    if let lastLine, now - lastLine < settings.interval { return }
    lastLine = now
    settings.write(line(state, elapsed: now - start))
  }

  private func line(_ state: State, elapsed: Duration) -> String {
    let (seconds, attoseconds) = elapsed.components
    let tenths = (Double(seconds) * 10 + Double(attoseconds) / 1e17).rounded(.down) / 10
    let time = "\(tenths) s"
    switch state {
    case .examples(let run, let failures):
      return
        "IrisCheck progress: \(name): \(run)/\(total) examples, \(Self.count(failures, "failure")), \(time)"
    case .shrinking(let run, let failures, let failure, let steps, let bestSize):
      return
        "IrisCheck progress: \(name): \(run)/\(total) examples, \(Self.count(failures, "failure")); "
        + "shrinking failure \(failure): \(Self.count(steps, "step")), "
        + "best \(Self.count(bestSize, "choice")), \(time)"
    }
  }

  private static func count(_ number: Int, _ noun: String) -> String {
    number == 1 ? "1 \(noun)" : "\(number) \(noun)s"
  }
}
