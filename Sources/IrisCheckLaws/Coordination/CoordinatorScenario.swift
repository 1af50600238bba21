import IrisCheckCore
import IrisCheckScheduling

/// One example for the coordinator laws: a burst and its schedule.
public struct CoordinatorScenario<Intent: Sendable>: Sendable, CustomStringConvertible,
  SwiftLiteralRepresentable
{
  /// What happens to the coordinator.
  public var burst: BatonBurst<Intent>
  /// How the scheduler interleaves it.
  public var schedule: Schedule

  /// Creates a scenario of `burst` under `schedule`.
  public init(burst: BatonBurst<Intent>, schedule: Schedule) {
    self.burst = burst
    self.schedule = schedule
  }

  /// `link .inbox · yield · tap .settings (schedule [1])`.
  public var description: String { "\(burst) (\(schedule))" }

  /// The same text as ``description``, for failure reports.
  public var swiftLiteral: String { description }
}

extension Gen {
  /// Scenarios for the coordinator laws: a ``batonBurst(intents:count:gaps:taps:restores:)`` (the
  /// parameters are its own) then a ``schedule``, so both shrink together.
  public static func coordinatorScenario<Intent>(
    intents: Gen<Intent>, count: ClosedRange<Int> = 0...24,
    gaps: [Duration] = BatonBurst<Intent>.defaultGaps, taps: Bool = true, restores: Bool = true
  ) -> Gen<CoordinatorScenario<Intent>> where Value == CoordinatorScenario<Intent> {
    Gen<(BatonBurst<Intent>, Schedule)>.zip(
      .batonBurst(intents: intents, count: count, gaps: gaps, taps: taps, restores: restores),
      .schedule
    ).map { CoordinatorScenario(burst: $0.0, schedule: $0.1) }
  }
}
