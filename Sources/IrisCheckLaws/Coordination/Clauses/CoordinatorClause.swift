import Iris

/// One clause of a coordinator law: a name, the harness pieces it is about,
/// whether a record gave it something to judge, and the sentence it fails
/// with.
///
/// A law is a list of clauses (`CoordinatorLaws.clauses`), judged in order:
/// the law fails with the first reached clause whose ``violation(in:)`` is
/// not `nil`, and its report names that clause. A run counts, per clause, the
/// bursts that reached it; a clause that must be reached and never was fails
/// its law as not checked (see ``Reach``), so no law passes without having
/// looked. <doc:CoordinatorContract> lists the clauses by the same names.
public struct CoordinatorClause<Flow: NavigationFlow, Snapshot: Equatable & Sendable>: Sendable
where Flow.SideEffect: Equatable {
  /// The record a clause reads.
  public typealias Record = BurstRecord<Flow, Snapshot>

  /// When a run must reach a clause.
  public enum Reach: Sendable, Equatable {
    /// Every run with a harness that has these pieces (every run, for none)
    /// must reach the clause, or its law fails as not checked.
    case required(when: HarnessNeeds)
    /// The clause is about something an app may not do at all (follow-ups, a
    /// draining executor); an unreached clause is reported as not reached,
    /// with this phrase, and its law is not failed for it.
    case ifTheAppDoes(String)
  }

  /// The clause's name, such as `TapsShareOneExecutor`.
  public let name: String
  /// When a run must reach it.
  public let reach: Reach
  /// What to set or change when a run never reached it.
  public let remedy: String
  /// The named rules that keep the clause from failing correct code (for
  /// example `MountMayWrite`), each stated in <doc:CoordinatorContract>.
  public let rules: [String]
  let isReached: @Sendable (Record) -> Bool
  let judge: @Sendable (Record) -> String?

  /// Creates a clause.
  /// - Parameters:
  ///   - name: its name.
  ///   - reach: when a run must reach it; by default, always.
  ///   - remedy: what a not-checked report advises.
  ///   - reached: whether a record gave the clause something to judge.
  ///   - violation: `nil` when a reached record obeys the clause, otherwise
  ///     one sentence saying what broke.
  ///   - rules: the rules that keep it from failing correct code.
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
  /// - Parameter record: a burst's record.
  /// - Returns: `true` when the clause could have found a violation in it.
  public func reached(_ record: Record) -> Bool { isReached(record) }

  /// What the record breaks of the clause.
  /// - Parameter record: a burst's record.
  /// - Returns: `nil` when the clause was not reached or holds; otherwise one
  ///   sentence saying what broke.
  public func violation(in record: Record) -> String? {
    isReached(record) ? judge(record) : nil
  }

  /// Whether a run with `harness` must reach the clause.
  func mustBeReached<C, S>(with harness: CoordinatorHarness<C, S>) -> Bool {
    guard case .required(let pieces) = reach else { return false }
    return pieces.missing(in: harness).isEmpty
  }
}
