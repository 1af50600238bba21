import Foundation
import Iris
import IrisCheckCore
import IrisCheckScheduling

/// What one run of a burst recorded, which the coordinator laws judge.
///
/// Everything about flows comes from the coordinator's own trace: which
/// baton was routed, on which executor, by whom, when it was superseded,
/// what it applied. The harness adds only what happened from outside: the
/// burst's events, the screens' claims, the state where a clause compares
/// it, and the writes it attributed to work out of its flow's time.
package struct BurstRecord<Flow: NavigationFlow, Snapshot: Sendable>: Sendable
where Flow.SideEffect: Equatable {
  package typealias Site = HandoffSite<Flow.Route, Flow.SheetRoute>

  /// One routed baton, as its `routed` event reported it.
  package struct RoutedFlow: Sendable {
    /// 1 for the first baton routed, and so on.
    package var number: Int
    package var flow: NavFlow
    package var intent: Flow.Intent
    package var executor: ExecutorIdentity
    package var origin: FlowOrigin
    /// The entry of its `routed` event.
    package var routedAt: Int
    /// `Flow.operations(intent:)`.
    package var steps: [Step<Flow.Route, Flow.SheetRoute, Flow.SideEffect>]
    package var stateAtStart: Snapshot?
    package var stateAtFinish: Snapshot?
  }

  /// One line of the timeline.
  package enum Entry: Sendable {
    /// A burst event issued at this virtual time; `flow` is the number of
    /// the first flow routed while it was performed.
    case issued(BatonBurst<Flow.Intent>.Event, time: Duration, flow: Int?)
    case traced(CoordinatorEvent<Flow>)
    /// A screen mounted at entry `mountedAt` claimed this site and got
    /// this flow's baton, or none.
    case claimed(Site, flow: NavFlow?, mountedAt: Int)
  }

  /// A screen still waiting for its baton when the burst settled.
  package struct WaitingScreen: Sendable {
    package var site: Site
    package var mountedAt: Int
    /// Whether the registry had an entry at its site then; `nil` when the
    /// harness cannot read entries.
    package var siteHasEntry: Bool?
  }

  package var entries: [Entry] = []
  /// The routed batons, in routing order.
  package var flows: [RoutedFlow] = []
  /// The state at quiescence.
  package var finalState: Snapshot?
  /// The state when the burst settled, before the harness mounted every
  /// screen once more (claims may write), and the entry count then.
  package var settledState: Snapshot?
  var settledAt = 0
  /// At quiescence: the sites on screen, and those with a registry entry.
  package var onScreen: [Site] = []
  package var sitesWithEntries: [Site] = []
  package var waitingScreens: [WaitingScreen] = []
  /// The entries of registrations for a site not on screen when traced.
  package var offScreenRegistrations: [Int] = []
  /// Whether every executor was idle at quiescence.
  package var idle = true
  package var outcome: SchedulerOutcome = .completed
  package var anomalies: [String] = []
  var model: (@Sendable (Snapshot, Flow.Intent) -> Snapshot)?
  package var writes: [AttributedWrite] = []
  /// Where the path showed after each step and at each mount, by entry,
  /// and at the end; empty and `nil` without a harness `place`.
  package var places: [Int: String] = [:]
  package var finalPlace: String?
  /// Without a harness `place`: the first effect that changed the stack
  /// path on screen, by entry, with the path before and after.
  package var pathMovedByEffect: (entry: Int, from: [Site], to: [Site])?

  /// How reports name `executor`: its name, or `executor <n>` for the
  /// burst's `n`-th unnamed one, so a report does not depend on how many
  /// executors the process made before.
  package func name(of executor: ExecutorIdentity) -> String {
    if let name = executor.name { return name }
    var unnamed: [ExecutorIdentity] = []
    for flow in flows where flow.executor.name == nil && !unnamed.contains(flow.executor) {
      unnamed.append(flow.executor)
    }
    return "executor \((unnamed.firstIndex(of: executor) ?? unnamed.count) + 1)"
  }

  package func routed(_ flow: NavFlow) -> RoutedFlow? {
    flows.first { $0.flow == flow }
  }
}

/// Who routed a flow.
package enum FlowOrigin: Sendable, Equatable, CustomStringConvertible {
  case link
  case tap
  /// A flow with this number, from a step or from work it started: a
  /// follow-up such as a redirect.
  case followUp(of: Int)
  /// The app itself, outside any flow, link or tap.
  case app

  package var description: String {
    switch self {
    case .link: "link"
    case .tap: "tap"
    case .followUp(let number): "follow-up of flow#\(number)"
    case .app: "app"
    }
  }
}

/// A change of the state made by one main-actor job out of its flow's
/// time: by the flow's own task once superseded, or by a task one of its
/// steps started once the flow finished or was superseded.
package struct AttributedWrite: Sendable {
  /// The last entry logged before the job ended.
  package var after: Int
  package var flow: Int
  /// The step, from 1, the flow was in: its last effect begun.
  package var step: Int
  /// Whether a task the step started wrote, rather than the flow's own.
  package var byStartedTask: Bool
}
