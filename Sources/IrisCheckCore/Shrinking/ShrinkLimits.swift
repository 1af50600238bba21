/// The budget of one shrink: how far the shrinker may go before it stops
/// with the best sequence found so far.
package struct ShrinkLimits: Sendable, Equatable {
  /// The most successful steps (accepted, strictly simpler sequences).
  ///
  /// Defaults to 500, as Hypothesis does; `0` disables shrinking.
  package var maxShrinks: Int
  /// The most wall-clock time spent shrinking, less the time spent queued
  /// for a shared scheduler (``WaitLedger``); defaults to 5 minutes, as
  /// Hypothesis does.
  ///
  /// A safety net, not a budget a shrink is expected to meet: a minimum cut
  /// short by time depends on how fast and how busy the machine is, so the
  /// same seed would give different minima on a laptop and on CI.
  package var timeLimit: Duration

  /// Creates a budget.
  /// - Parameters:
  ///   - maxShrinks: the most successful steps; defaults to 500.
  ///   - timeLimit: the most time spent; defaults to 5 minutes.
  package init(maxShrinks: Int = 500, timeLimit: Duration = .seconds(300)) {
    self.maxShrinks = maxShrinks
    self.timeLimit = timeLimit
  }

  /// The limit a shrink stopped at.
  package enum Limit: Sendable, Equatable {
    case steps
    case time

    /// The ``/IrisCheckCore/Configuration`` property that raises it.
    package var setting: String {
      switch self {
      case .steps: "maxShrinks"
      case .time: "shrinkTimeLimit"
      }
    }
  }
}
