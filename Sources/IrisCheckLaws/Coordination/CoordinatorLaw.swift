import Iris
import IrisCheckCore

/// One coordinator law: runs a scenario with a ``CoordinatorHarness`` and
/// judges the ``BurstRecord``.
///
/// An ``AsyncLaw``: judging suspends while the burst runs under the
/// scheduler. The violation's message is the broken property in one
/// sentence, then the run's timeline.
public struct CoordinatorLaw<Coordinator: RouteCoordinator, Snapshot: Equatable & Sendable>:
  AsyncLaw
where Coordinator.Flow.SideEffect: Equatable {
  /// A scenario: a burst and its schedule.
  public typealias Input = CoordinatorScenario<Coordinator.Intent>
  /// The record a judge reads.
  public typealias Record = BurstRecord<Coordinator.Flow, Snapshot>

  /// The law's name, for example `LastWins`.
  public let name: String
  private let harness: CoordinatorHarness<Coordinator, Snapshot>
  let judge: @Sendable (Record) -> String?

  /// Creates a law from a judge of records.
  /// - Parameters:
  ///   - name: the law's name.
  ///   - harness: how to run the coordinator.
  ///   - judge: returns `nil` when the record obeys the law, otherwise one
  ///     sentence saying what broke.
  public init(
    _ name: String, harness: CoordinatorHarness<Coordinator, Snapshot>,
    judge: @escaping @Sendable (Record) -> String?
  ) {
    self.name = name
    self.harness = harness
    self.judge = judge
  }

  /// Runs the scenario and judges its record.
  /// - Parameter input: the scenario.
  /// - Returns: `nil` when the law holds; otherwise the violation, whose
  ///   message ends with the run's timeline.
  public func check(_ input: Input) async -> LawViolation? {
    violation(in: await harness.run(input))
  }

  /// Judges a record already made.
  /// - Parameter record: the run's record.
  /// - Returns: `nil` when the law holds; otherwise the violation.
  public func violation(in record: Record) -> LawViolation? {
    guard let sentence = judge(record) else { return nil }
    return LawViolation(
      law: name, direction: "coordinator",
      message: sentence + "\n  timeline: " + record.timeline)
  }
}
