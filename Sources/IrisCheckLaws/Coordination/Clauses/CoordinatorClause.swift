import Iris

/// One clause of a coordinator law: its name, when a run must reach it,
/// whether a record reached it, and the sentence it fails with.
///
/// A law fails with its first reached clause that breaks, and as not
/// checked when a run never reached a clause it had to. The contract
/// article lists the clauses by the same names.
package struct CoordinatorClause<Flow: NavigationFlow, Snapshot: Equatable & Sendable>: Sendable
where Flow.SideEffect: Equatable {
  package typealias Record = BurstRecord<Flow, Snapshot>

  /// When a run must reach a clause.
  package enum Reach: Sendable, Equatable {
    /// Every run whose harness has these pieces (every run, for none).
    case required(when: HarnessNeeds)
    /// Never required: about something an app may not do (a redirect).
    case ifTheAppDoes(String)
  }

  package let name: String
  package let reach: Reach
  /// What a not-checked report advises.
  package let remedy: String
  /// The contract's rules that keep the clause from failing correct code.
  package let rules: [String]
  private let isReached: @Sendable (Record) -> Bool
  private let judge: @Sendable (Record) -> String?

  init(
    _ name: String, reach: Reach = .required(when: []), remedy: String, rules: [String] = [],
    reached: @escaping @Sendable (Record) -> Bool,
    violation: @escaping @Sendable (Record) -> String?
  ) {
    self.name = name
    self.reach = reach
    self.remedy = remedy
    self.rules = rules
    self.isReached = reached
    self.judge = violation
  }

  /// Whether the record gave the clause something to judge.
  package func reached(_ record: Record) -> Bool { isReached(record) }

  /// What broke, in one sentence; `nil` when not reached or obeyed.
  package func violation(in record: Record) -> String? {
    isReached(record) ? judge(record) : nil
  }

  /// Whether a run with `harness` must reach the clause.
  func mustBeReached<C, S>(with harness: CoordinatorHarness<C, S>) -> Bool {
    guard case .required(let pieces) = reach else { return false }
    return pieces.missing(in: harness).isEmpty
  }
}
