import Iris

/// One clause of a coordinator law: its name, when a run must reach it,
/// whether a record reached it, and the sentence it fails with.
///
/// A law is its list of clauses, judged in order; it fails with the first
/// reached clause that breaks. A clause a run had to reach and never did
/// fails its law as not checked, so no law passes without having looked.
/// The contract article lists the clauses by the same names.
package struct CoordinatorClause<Flow: NavigationFlow, Snapshot: Equatable & Sendable>: Sendable
where Flow.SideEffect: Equatable {
  package typealias Record = BurstRecord<Flow, Snapshot>

  /// When a run must reach a clause.
  package enum Reach: Sendable, Equatable {
    /// Every run whose harness has these pieces (every run, for none).
    case required(when: HarnessNeeds)
    /// Never required: the clause is about something an app may not do at
    /// all (a redirect, a draining executor), said by this phrase.
    case ifTheAppDoes(String)
  }

  package let name: String
  package let reach: Reach
  /// What a not-checked report advises.
  package let remedy: String
  /// The rules that keep the clause from failing correct code, such as
  /// `MountMayWrite`, each stated in the contract.
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

  /// `nil` when the record did not reach the clause or obeys it; otherwise
  /// one sentence saying what broke.
  package func violation(in record: Record) -> String? {
    isReached(record) ? judge(record) : nil
  }

  /// Whether a run with `harness` must reach the clause.
  func mustBeReached<C, S>(with harness: CoordinatorHarness<C, S>) -> Bool {
    guard case .required(let pieces) = reach else { return false }
    return pieces.missing(in: harness).isEmpty
  }
}
