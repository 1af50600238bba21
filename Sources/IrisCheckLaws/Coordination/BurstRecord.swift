import Foundation
import Iris
import IrisCheckCore
import IrisCheckScheduling

/// What one run of a burst recorded: the timeline and the end state; what
/// the coordinator laws judge.
///
/// Everything a law needs to know about flows comes from the coordinator's
/// own trace: which baton was routed, on which executor, by whom
/// (``RoutedFlow/origin``), when it was superseded, what it applied. The
/// harness adds only what happened from outside: the burst's events, the
/// screens' claims, the consumer's state where a judge compares it (each
/// flow's start and finish, the end) and the writes it attributed to work
/// out of its flow's time (``writes``).
public struct BurstRecord<Flow: NavigationFlow, Snapshot: Sendable>: Sendable
where Flow.SideEffect: Equatable {
  /// A handoff site of the flow's routes.
  public typealias Site = HandoffSite<Flow.Route, Flow.SheetRoute>

  /// One routed baton, as its `CoordinatorEvent.Kind.routed(_:on:origin:)`
  /// event reported it.
  public struct RoutedFlow: Sendable {
    /// 1 for the first baton routed, and so on.
    public var number: Int
    /// The flow's identity.
    public var flow: NavFlow
    /// The baton's id.
    public var batonID: UUID
    /// The intent the baton carried.
    public var intent: Flow.Intent
    /// The executor it was routed on.
    public var executor: ExecutorIdentity
    /// Who routed it.
    public var origin: FlowOrigin
    /// The entry of its `routed` event.
    public var routedAt: Int
    /// Its steps, from `Flow.operations(intent:)`.
    public var steps: [Step<Flow.Route, Flow.SheetRoute, Flow.SideEffect>]
    /// The consumer's state when the flow started, if it did.
    public var stateAtStart: Snapshot?
    /// The consumer's state when the flow finished, if it did.
    public var stateAtFinish: Snapshot?
  }

  /// One line of the timeline.
  public enum Entry: Sendable {
    /// A burst event was issued at this virtual time; `flow` is the number
    /// of the first flow routed while it was performed, if any.
    case issued(BatonBurst<Flow.Intent>.Event, time: Duration, flow: Int?)
    /// The coordinator traced this event.
    case traced(CoordinatorEvent<Flow>)
    /// A mounted screen's claim at this site returned the baton of this
    /// flow (`nil`: no baton); the screen mounted at entry `mountedAt`.
    case claimed(Site, flow: NavFlow?, mountedAt: Int)
  }

  /// A screen still waiting for its baton when the burst settled, before
  /// the harness cancelled it.
  public struct WaitingScreen: Sendable {
    /// Where it waits.
    public var site: Site
    /// The entry at which it mounted.
    public var mountedAt: Int
    /// Whether the registry still had an entry at its site then (`nil`
    /// when the harness cannot read entries).
    public var siteHasEntry: Bool?
  }

  /// The timeline, in order.
  public var entries: [Entry] = []
  /// The routed batons, in routing order.
  public var flows: [RoutedFlow] = []
  /// The consumer's state at quiescence.
  public var finalState: Snapshot?
  /// The consumer's state when the burst settled, before the harness
  /// mounted every screen on screen once more (whose claims may write).
  public var settledState: Snapshot?
  /// The number of entries when ``settledState`` was read.
  var settledAt = 0
  /// The sites on screen at quiescence.
  public var onScreen: [Site] = []
  /// The sites whose registry entry is still present at quiescence.
  public var sitesWithEntries: [Site] = []
  /// The screens still waiting for a baton when the burst settled.
  public var waitingScreens: [WaitingScreen] = []
  /// The entries of `handoffRegistered` events whose site was not on
  /// screen when it was traced.
  public var offScreenRegistrations: [Int] = []
  /// Whether the coordinator's executors were idle at quiescence.
  public var idle = true
  /// How the scheduler run ended.
  public var outcome: SchedulerOutcome = .completed
  /// What else went wrong in the run (see ``/IrisCheckScheduling/SchedulerRun/anomalies``).
  public var anomalies: [String] = []
  /// The harness's model, for `LastWins`.
  var model: (@Sendable (Snapshot, Flow.Intent) -> Snapshot)?
  /// Whether ``sitesWithEntries`` was read (the harness has `hasEntry` or `sitesWithEntries`).
  var readEntries = false
  /// The writes the harness attributed to a task: each a state change made
  /// by one main-actor job of a task a flow runs or started.
  public var writes: [AttributedWrite] = []
  /// Where the path showed after each step and at each mount, by entry,
  /// for a harness with a ``CoordinatorHarness/place``; empty without one.
  public var places: [Int: String] = [:]
  /// Where the path shows at the end, for a harness with a
  /// ``CoordinatorHarness/place``; `nil` without one.
  public var finalPlace: String?

  /// How reports name `executor`: its name, or `executor <n>` for the
  /// `n`-th unnamed executor of the burst (so a report does not depend on
  /// how many executors the process made before).
  /// - Parameter executor: an executor of a routed flow.
  /// - Returns: for example `links` or `executor 2`.
  public func name(of executor: ExecutorIdentity) -> String {
    if let name = executor.name { return name }
    var unnamed: [ExecutorIdentity] = []
    for flow in flows where flow.executor.name == nil && !unnamed.contains(flow.executor) {
      unnamed.append(flow.executor)
    }
    return "executor \((unnamed.firstIndex(of: executor) ?? unnamed.count) + 1)"
  }

  /// The routed flow with this identity.
  /// - Parameter flow: a flow.
  /// - Returns: its record, or `nil` when no `routed` event named it.
  public func routed(_ flow: NavFlow) -> RoutedFlow? {
    flows.first { $0.flow == flow }
  }
}

/// Who routed a flow.
public enum FlowOrigin: Sendable, Equatable, CustomStringConvertible {
  /// The burst's `link` event, through the harness's ``CoordinatorHarness/link``.
  case link
  /// The burst's `tap` event, through the harness's ``CoordinatorHarness/tap``.
  case tap
  /// The flow with this number, from one of its steps or from work it
  /// started: a follow-up such as a redirect.
  case followUp(of: Int)
  /// The app itself, outside any flow and outside a link or tap.
  case app

  /// `link`, `tap`, `follow-up of flow#2`, `app`.
  public var description: String {
    switch self {
    case .link: "link"
    case .tap: "tap"
    case .followUp(let number): "follow-up of flow#\(number)"
    case .app: "app"
    }
  }
}

/// A change of the consumer's state made by one main-actor job, out of its
/// flow's time: by the flow's own task after the flow was superseded, or by
/// a task one of its steps started, after the flow finished or was
/// superseded.
public struct AttributedWrite: Sendable {
  /// The entry the write came after (the last entry logged before the job ended).
  public var after: Int
  /// The number of the flow whose work wrote.
  public var flow: Int
  /// The step, counted from 1, the flow was in when it wrote or started
  /// the writing task: its last effect begun.
  public var step: Int
  /// Whether a task the step started wrote (`true`), or the flow's own
  /// task (`false`).
  public var byStartedTask: Bool
}
