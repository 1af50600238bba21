import Iris
import IrisCheckCore

/// The latest-wins and handoff laws for any ``RouteCoordinator``, judged on
/// its ``CoordinatorEvent`` trace and the consumer's state after bursts of
/// links, taps, waits, mounts, pops, dismisses, restores and cancellations
/// under generated schedules; each law is the judge of its clauses of
/// <doc:CoordinatorContract>.
///
/// ```swift
/// let harness = CoordinatorHarness<AppCoordinator, AppState>.plumbed(
///   AppCoordinator.init(clock:), snapshot: \.appState,
///   restore: { $0.restore($1) }, route: { $0.routing($1) })
/// let results = await CoordinatorLaws(harness, intents: appIntents).suite.run()
/// ```
///
/// Each flow's executor and origin come from the trace's
/// ``CoordinatorEvent/Kind/routed(_:on:origin:)`` event, and its supersession
/// from ``CoordinatorEvent/Kind/superseded`` (or a newer flow on its
/// executor, or a restore). The laws:
/// - **NonInterleaving**: links share one executor and taps share one; on
///   each executor no step of an older flow begins after a newer flow's
///   step, and on a draining executor none even ends after it (on a
///   fire-and-forget one an effect in flight may).
/// - **SupersededPrefix**: every flow applies a prefix of its steps, in
///   order; once superseded (a newer flow on its executor, a cancellation, a
///   restore) it begins no step, routes no follow-up and writes nothing:
///   only an effect in flight may end.
/// - **LastWins**: the last flow routed on each executor (by a link, a tap,
///   the app or another flow: a redirect) applies all its steps unless a
///   cancellation, restore, pop or dismiss came after it; with a model
///   (``CoordinatorHarness/route``, one flow's own steps) its end state is
///   the model's from the state it began in, and nothing stale changes the
///   state afterwards.
/// - **WorkEndsWithFlow**: no task a flow's step started writes the state
///   after the flow finished or was superseded.
/// - **Quiescence**: the run completes (no deadlock, no job limit, nothing
///   abandoned or parked), the executors are idle, and every flow reports
///   exactly one of finished or cancelled, and nothing after it.
/// - **HandoffAtMostOnce**: each (baton, site) is claimed at most once.
/// - **NoStalePayload**: a screen receives a baton only from the flow whose
///   push or present put it there (even after that flow was superseded), or,
///   while it waits, from a flow still current when it delivers.
/// - **HandoffCleanup**: a flow registers only right after its own push or
///   present of the site, and only for a site on screen; at
///   quiescence every registry entry's site is on screen, an on-screen
///   site whose latest registration came from a finished flow and was never
///   claimed still has its entry (unless the site left the screen since),
///   and no screen still waits at a site without an entry.
///
/// ``suite`` judges every law from one run of each burst, and shrinks each
/// failing law on its own. A law whose harness lacks what it needs
/// (``CoordinatorLaw/needs``) fails, naming the closure to set; one that met
/// its domain in fewer than one burst in a hundred fails as vacuous.
public struct CoordinatorLaws<Coordinator: RouteCoordinator, Snapshot: Equatable & Sendable>:
  Sendable
where Coordinator.Flow.SideEffect: Equatable {
  /// The record the laws judge.
  public typealias Record = BurstRecord<Coordinator.Flow, Snapshot>

  /// How the coordinator is run.
  public let harness: CoordinatorHarness<Coordinator, Snapshot>
  /// The scenarios the laws are checked on.
  public let scenarios: Gen<CoordinatorScenario<Coordinator.Intent>>
  /// Appended to every law's name in parentheses, to tell two harnesses'
  /// laws apart in one suite; `nil` for none.
  public let label: String?

  /// Creates the laws.
  /// - Parameters:
  ///   - harness: how to run the coordinator.
  ///   - intents: the user's intent generator.
  ///   - count: steps per burst (see ``IrisCheckCore/Gen/batonBurst(intents:count:gaps:taps:)``);
  ///     defaults to `0...24`.
  ///   - gaps: the waits bursts draw from, simplest first: pick them around
  ///     your app's latencies (its pauses between steps, its loads, its
  ///     drain timeout) so that links land before, during and after each.
  ///     Defaults to ``BatonBurst/defaultGaps``: a yield, 1 ms, 150 ms, 300 ms
  ///     and 2 s.
  ///   - label: appended to every law's name, `NonInterleaving (animated)`
  ///     for `"animated"`; defaults to `nil`, the bare names.
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

  /// Every law, in the order listed above, each with its clauses.
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

  /// The laws as a suite over ``scenarios``, classified by baton count:
  /// one group, so each burst runs once and every law judges its record;
  /// each failing law is then shrunk on its own, to its own minimum.
  public var suite: LawSuite {
    LawSuite([.coordinatorLaws(all, over: scenarios)])
  }

  /// The law with this name.
  /// - Parameter name: one of the names above, with or without the label.
  /// - Returns: the law, or `nil` for an unknown name.
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
