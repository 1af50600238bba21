import Iris
import IrisCheckCore

/// The latest-wins and handoff laws for any ``RouteCoordinator``, judged on
/// its ``CoordinatorEvent`` trace and the consumer's state after bursts of
/// links, taps, waits, mounts, pops, dismisses, restores and cancellations
/// under generated schedules.
///
/// ```swift
/// let harness = CoordinatorHarness<AppCoordinator, AppState>.plumbed(
///   AppCoordinator.init(clock:), snapshot: \.appState,
///   restore: { $0.restore($1) }, route: { $0.routing($1) })
/// let results = await CoordinatorLaws(harness, intents: appIntents).suite.run()
/// ```
///
/// The laws (for each, what is judged):
/// - **NonInterleaving**: on each executor, no step of an older flow comes
///   after a step of a newer one. Links and taps run on separate
///   executors and Iris promises nothing between them: a tap and a link
///   may interleave, so each executor is judged on its own.
/// - **SupersededPrefix**: every flow applies a prefix of its steps, in
///   order; once superseded (a newer baton on its executor, or a
///   cancellation), at most the one step already in flight completes.
/// - **LastWins**: the last baton routed on each executor applies all its
///   steps unless it was cancelled; with a model (``CoordinatorHarness/route``)
///   its end state is the model's state from the state it began in, and,
///   when nothing but stale work ran after it, the final state is that state.
/// - **Quiescence**: the run completes (no deadlock, no job limit, nothing
///   abandoned), the executors are idle, and every flow reports exactly one
///   of finished or cancelled, and nothing after it.
/// - **HandoffAtMostOnce**: each (baton, site) is claimed at most once.
/// - **NoStalePayload**: no screen receives the baton of a flow superseded
///   before it finished: not a claim by a screen mounted after the
///   supersession, not a delivery traced after it.
/// - **HandoffCleanup**: at quiescence every registry entry belongs to a
///   route on screen, and an on-screen route whose latest registration came
///   from a finished flow and was never claimed still has its entry, unless
///   the route left the screen since (a pop, dismiss or restore by the
///   user, or a later flow's pop to the root or dismiss, even one that
///   pushes the route again without registering, as a tap may).
public struct CoordinatorLaws<Coordinator: RouteCoordinator, Snapshot: Equatable & Sendable>:
  Sendable
where Coordinator.Flow.SideEffect: Equatable {
  /// The record the laws judge.
  public typealias Record = BurstRecord<Coordinator.Flow, Snapshot>

  typealias Judges = CoordinatorJudges<Coordinator.Flow, Snapshot>

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
  ///   - label: appended to every law's name, `NonInterleaving (animated)`
  ///     for `"animated"`; defaults to `nil`, the bare names.
  public init(
    _ harness: CoordinatorHarness<Coordinator, Snapshot>, intents: Gen<Coordinator.Intent>,
    count: ClosedRange<Int> = 0...24, label: String? = nil
  ) {
    self.harness = harness
    self.label = label
    self.scenarios = .coordinatorScenario(
      intents: intents, count: count, taps: harness.tap != nil)
  }

  /// Every law, in the order listed above.
  public var all: [CoordinatorLaw<Coordinator, Snapshot>] {
    let superseded = (
      name: "bursts with a superseded flow",
      contains: { @Sendable (record: Record) in
        record.flows.contains { record.staleFrom($0) != nil }
      }
    )
    let claims = (
      name: "bursts in which a screen received a baton",
      contains: { @Sendable (record: Record) in
        record.entries.contains { if case .claimed(_, _?, _) = $0 { true } else { false } }
      }
    )
    return [
      law("NonInterleaving", domain: superseded, Judges.nonInterleaving),
      law("SupersededPrefix", domain: superseded, Judges.supersededPrefix),
      law(
        "LastWins", needs: .model,
        domain: (
          name: "bursts whose last flow finished",
          contains: { record in
            record.flows.contains { flow in
              record.terminal(of: flow)?.finished == true
                && !record.flows.contains {
                  $0.executor == flow.executor && $0.number > flow.number
                }
            }
          }
        ), Judges.lastWins),
      law("Quiescence", Judges.quiescence),
      law("HandoffAtMostOnce", needs: .mount, domain: claims, Judges.handoffAtMostOnce),
      law("NoStalePayload", needs: .mount, domain: claims, Judges.noStalePayload),
      law(
        "HandoffCleanup", needs: .entries,
        domain: (
          name: "bursts that registered a handoff",
          contains: { record in
            record.entries.contains { entry in
              guard case .traced(let event) = entry, case .handoffRegistered = event.kind else {
                return false
              }
              return true
            }
          }
        ), Judges.handoffCleanup),
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
    domain: (name: String, contains: @Sendable (Record) -> Bool)? = nil,
    _ judge: @escaping @Sendable (Record) -> String?
  ) -> CoordinatorLaw<Coordinator, Snapshot> {
    CoordinatorLaw(labelled(name), harness: harness, needs: needs, domain: domain, judge: judge)
  }
}
