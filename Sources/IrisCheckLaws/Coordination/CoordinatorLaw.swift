import Iris
import IrisCheckCore

/// One coordinator law: runs a scenario with a ``CoordinatorHarness`` and judges the record by its
/// clauses, in order.
///
/// A violation names the first broken clause of <doc:CoordinatorContract>, says what broke in one
/// sentence, then gives the run's timeline.
public struct CoordinatorLaw<Coordinator: RouteCoordinator, Snapshot: Equatable & Sendable>:
  AsyncLaw
where Coordinator.Flow.SideEffect: Equatable {
  /// A burst and its schedule.
  public typealias Input = CoordinatorScenario<Coordinator.Intent>
  package typealias Record = BurstRecord<Coordinator.Flow, Snapshot>
  package typealias Clause = CoordinatorClause<Coordinator.Flow, Snapshot>

  /// The law's name, for example `LastWins`.
  public let name: String
  /// What the law cannot judge without.
  public let needs: HarnessNeeds
  package let clauses: [Clause]
  let harness: CoordinatorHarness<Coordinator, Snapshot>

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
  var missingNeeds: [String] { needs.missing(in: harness) }

  /// Runs the scenario and judges its record: `nil` when the law holds, else the violation
  /// (direction `harness`, without running, when the harness lacks one of ``needs``).
  public func check(_ input: Input) async -> LawViolation? {
    await check(input, clause: nil)
  }

  /// ``check(_:)`` judging only the clause named `clause`, unless `nil`.
  func check(_ input: Input, clause: String?) async -> LawViolation? {
    let missing = missingNeeds
    guard missing.isEmpty else { return unequipped(missing) }
    return violation(in: await harness.run(input), clause: clause)
  }

  func unequipped(_ missing: [String]) -> LawViolation {
    LawViolation(
      law: name, direction: "harness",
      message: "cannot judge anything with this harness: " + missing.joined(separator: "; "))
  }

  /// The first broken clause of those named `only` (all when `nil`).
  package func violation(in record: Record, clause only: String? = nil) -> LawViolation? {
    for clause in clauses where only == nil || clause.name == only {
      guard let sentence = clause.violation(in: record) else { continue }
      let untraced = record.navigationUntraced ? Self.untracedNavigation : ""
      return LawViolation(
        law: name, direction: "coordinator",
        message: "\(clause.name): " + sentence + untraced + "\n  timeline: " + record.timeline)
    }
    return nil
  }

  /// What a violation adds when flows finished with no move traced.
  static var untracedNavigation: String {
    " (no flow traced a move: trace `navigated` for each push, present and pop your "
      + "`dispatchIfPossible` makes; if the screens never moved, Iris's default, which does "
      + "nothing, ran: match the requirement's signature)"
  }

  /// The law judged by its clause named `clause` alone, for a test of it.
  package func only(_ clause: String) -> Self? {
    let kept = clauses.filter { $0.name == clause }
    return kept.isEmpty ? nil : Self(name, harness: harness, needs: needs, clauses: kept)
  }

  /// The first clause `record` breaks, and what the law reports for it.
  func firstBreak(in record: Record) -> (clause: String, violation: LawViolation)? {
    guard let clause = clauses.first(where: { $0.violation(in: record) != nil }),
      let violation = violation(in: record, clause: clause.name)
    else { return nil }
    return (clause.name, violation)
  }
}
