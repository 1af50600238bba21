import Iris
import IrisCheckCore

/// How many bursts of a run reached each clause of one coordinator law, and
/// the verdict on the clauses never reached.
struct ClauseReach<Coordinator: RouteCoordinator, Snapshot: Equatable & Sendable>
where Coordinator.Flow.SideEffect: Equatable {
  let law: CoordinatorLaw<Coordinator, Snapshot>
  let statistics: Statistics

  /// The bursts that reached `clause`.
  func count(_ clause: CoordinatorClause<Coordinator.Flow, Snapshot>) -> Int {
    statistics.labelCounts[CoordinatorLawGroup<Coordinator, Snapshot>.reachLabel(clause.name)] ?? 0
  }

  /// One line per clause: `Clauses reached (of 1000 bursts): StepsInOrder 812, …`.
  var lines: String {
    "Clauses reached (of \(statistics.examples) bursts): "
      + law.clauses.map { "\($0.name) \(count($0))" }.joined(separator: ", ")
  }

  /// The failing result of a law with a clause the run had to reach and
  /// never did; `nil` when every such clause was reached, or nothing was
  /// generated (a replay, or no examples).
  func notChecked<C, S>(
    harness: CoordinatorHarness<C, S>, _ configuration: Configuration
  )
    -> LawResult?
  {
    guard configuration.replay == nil, statistics.examples > 0 else { return nil }
    let missed = law.clauses.filter { $0.mustBeReached(with: harness) && count($0) == 0 }
    guard !missed.isEmpty else { return nil }
    let violation = LawViolation(
      law: law.name, direction: "not checked",
      message: missed.map {
        "\($0.name) was never reached in \(statistics.examples) bursts: \($0.remedy)"
      }
      .joined(separator: "; "))
    return .failed(violation, report: violation.description + "\n" + lines, statistics: statistics)
  }
}
