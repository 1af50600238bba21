import Iris
import IrisCheckCore

/// The latest-wins and handoff laws for any ``/Iris/RouteCoordinator``, judged on its
/// ``/Iris/CoordinatorEvent`` trace and end state after bursts under generated schedules:
/// NonInterleaving, SupersededPrefix, LastWins, WorkEndsWithFlow, Quiescence, HandoffAtMostOnce,
/// NoStalePayload and HandoffCleanup, with their clauses in <doc:CoordinatorContract>.
///
/// ```swift
/// let harness = CoordinatorHarness<AppCoordinator, AppState>.plumbed(
///   AppCoordinator.init(clock:), snapshot: \.appState,
///   restore: { $0.restore($1) }, route: { $0.routing($1) })
/// let results = await CoordinatorLaws(harness, intents: appIntents).suite.run()
/// ```
public struct CoordinatorLaws<Coordinator: RouteCoordinator, Snapshot: Equatable & Sendable>:
  Sendable
where Coordinator.Flow.SideEffect: Equatable {
  /// How the coordinator is run.
  public let harness: CoordinatorHarness<Coordinator, Snapshot>
  /// The scenarios the laws are checked on.
  public let scenarios: Gen<CoordinatorScenario<Coordinator.Intent>>
  /// Added to every law's name in parentheses, to tell harnesses apart in a suite; `nil` if none.
  public let label: String?

  /// Creates the laws.
  /// - Parameters:
  ///   - harness: how to run the coordinator.
  ///   - intents: the user's intent generator.
  ///   - count: steps per burst; defaults to `0...24`.
  ///   - gaps: the waits bursts draw from, simplest first, around your app's pauses, loads and
  ///     drain timeout; defaults to ``BatonBurst/defaultGaps``.
  ///   - label: appended to every law's name: `NonInterleaving (animated)`.
  public init(
    _ harness: CoordinatorHarness<Coordinator, Snapshot>, intents: Gen<Coordinator.Intent>,
    count: ClosedRange<Int> = 0...24, gaps: [Duration] = BatonBurst<Coordinator.Intent>.defaultGaps,
    label: String? = nil
  ) {
    self.harness = harness
    self.label = label
    self.scenarios = .coordinatorScenario(
      intents: intents, count: count, gaps: gaps, taps: harness.tap != nil,
      restores: harness.restore != nil)
  }

  /// Every law, in the order listed above.
  public var all: [CoordinatorLaw<Coordinator, Snapshot>] {
    typealias Clause = CoordinatorClause<Coordinator.Flow, Snapshot>
    return [
      law("NonInterleaving", Clause.nonInterleaving),
      law("SupersededPrefix", Clause.supersededPrefix),
      law("LastWins", needs: .model, Clause.lastWins),
      law("WorkEndsWithFlow", Clause.workEndsWithFlow),
      law("Quiescence", Clause.quiescence),
      law("HandoffAtMostOnce", needs: .mount, Clause.handoffAtMostOnce),
      law("NoStalePayload", needs: .mount, Clause.noStalePayload),
      law("HandoffCleanup", needs: .entries, Clause.handoffCleanup),
    ]
  }

  /// The laws as a suite over ``scenarios``.
  ///
  /// Each burst runs once and every law judges its record; a failing law is shrunk on its own,
  /// keeping the clause it broke. A law whose harness lacks what it ``CoordinatorLaw/needs`` fails
  /// naming the closure to set; one whose run never reached a clause it must reach, as not checked.
  public var suite: LawSuite {
    LawSuite([.coordinatorLaws(all, over: scenarios)])
  }

  /// The law named `name` (with or without the label), or `nil`.
  public func law(named name: String) -> CoordinatorLaw<Coordinator, Snapshot>? {
    all.first { $0.name == name || $0.name == labelled(name) }
  }

  private func labelled(_ name: String) -> String {
    label.map { "\(name) (\($0))" } ?? name
  }

  private func law(
    _ name: String, needs: HarnessNeeds = [],
    _ clauses: [CoordinatorClause<Coordinator.Flow, Snapshot>]
  ) -> CoordinatorLaw<Coordinator, Snapshot> {
    CoordinatorLaw(labelled(name), harness: harness, needs: needs, clauses: clauses)
  }
}
