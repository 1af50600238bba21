import Iris
import IrisCheckCore

/// One coordinator law: runs a scenario with a ``CoordinatorHarness`` and
/// judges the ``BurstRecord`` by its clauses.
///
/// An ``AsyncLaw``: judging suspends while the burst runs under the
/// scheduler. The law is the list of its ``clauses``, judged in order; the
/// violation's message names the first broken clause of
/// <doc:CoordinatorContract> and says what broke in one sentence, then
/// gives the run's timeline.
///
/// A law states what it needs from the harness (``needs``): in a
/// ``CoordinatorLaws`` suite a law whose harness lacks a need fails with a
/// message naming the closure to set, and a law with a clause the run must
/// reach and never reached fails as not checked.
public struct CoordinatorLaw<Coordinator: RouteCoordinator, Snapshot: Equatable & Sendable>:
  AsyncLaw
where Coordinator.Flow.SideEffect: Equatable {
  /// A scenario: a burst and its schedule.
  public typealias Input = CoordinatorScenario<Coordinator.Intent>
  /// The record a clause reads.
  public typealias Record = BurstRecord<Coordinator.Flow, Snapshot>
  /// One of the law's clauses.
  public typealias Clause = CoordinatorClause<Coordinator.Flow, Snapshot>

  /// The law's name, for example `LastWins`.
  public let name: String
  /// What the law cannot judge without.
  public let needs: HarnessNeeds
  /// The law's clauses, in the order they are judged.
  public let clauses: [Clause]
  let harness: CoordinatorHarness<Coordinator, Snapshot>

  /// Creates a law from its clauses.
  init(
    _ name: String, harness: CoordinatorHarness<Coordinator, Snapshot>, needs: HarnessNeeds = [],
    clauses: [Clause]
  ) {
    self.name = name
    self.harness = harness
    self.needs = needs
    self.clauses = clauses
  }

  /// What the harness lacks of ``needs``, one sentence each.
  public var missingNeeds: [String] { needs.missing(in: harness) }

  /// Runs the scenario and judges its record.
  /// - Parameter input: the scenario.
  /// - Returns: `nil` when the law holds; otherwise the violation, whose
  ///   message ends with the run's timeline, or, without running anything,
  ///   the violation in direction `harness` naming what the harness lacks.
  public func check(_ input: Input) async -> LawViolation? {
    await check(input, clause: nil)
  }

  /// ``check(_:)``, judging only the clause named `clause` when it is not `nil`.
  func check(_ input: Input, clause: String?) async -> LawViolation? {
    let missing = missingNeeds
    guard missing.isEmpty else { return unequipped(missing) }
    return violation(in: await harness.run(input), clause: clause)
  }

  /// The violation of a law whose harness lacks what it needs.
  func unequipped(_ missing: [String]) -> LawViolation {
    LawViolation(
      law: name, direction: "harness",
      message: "cannot judge anything with this harness: " + missing.joined(separator: "; "))
  }

  /// The law's first broken clause in a record already made.
  /// - Parameter record: the run's record.
  /// - Returns: `nil` when the law holds; otherwise the violation.
  public func violation(in record: Record) -> LawViolation? {
    violation(in: record, clause: nil)
  }

  /// The first broken clause, among those named `only` (every clause when
  /// `nil`), as a violation.
  func violation(in record: Record, clause only: String?) -> LawViolation? {
    for clause in clauses where only == nil || clause.name == only {
      guard let sentence = clause.violation(in: record) else { continue }
      return LawViolation(
        law: name, direction: "coordinator",
        message: "\(clause.name): " + sentence + "\n  timeline: " + record.timeline)
    }
    return nil
  }

  /// The law judged by its clause named `clause` alone, for a test of that
  /// clause; `nil` when it has no such clause.
  package func only(_ clause: String) -> Self? {
    let kept = clauses.filter { $0.name == clause }
    guard !kept.isEmpty else { return nil }
    return Self(name, harness: harness, needs: needs, clauses: kept)
  }

  /// The name of the first clause `record` breaks, or `nil`.
  func brokenClause(in record: Record) -> String? {
    clauses.first { $0.violation(in: record) != nil }?.name
  }
}
