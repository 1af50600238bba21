import Foundation
import Iris
import IrisCheckCore
import IrisCheckScheduling

/// What one run of a burst recorded, which the coordinator laws judge.
///
/// Flows come from the coordinator's trace; the harness adds the burst's events, the screens'
/// claims, the states clauses compare, and writes out of their flow's time.
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
    /// The entry of the link or tap that routed it, when its origin is one.
    package var routedBy: Int?
    /// The entry of its `routed` event.
    package var routedAt: Int
    /// Whether it is a link's whose routing waited for time since the link came (rule HopsDoNotHold).
    package var heldOnTheClock = false
    /// `Flow.operations(intent:)`.
    package var steps: [Step<Flow.Route, Flow.SheetRoute, Flow.SideEffect>]
    package var stateAtStart: Snapshot?
    package var stateAtFinish: Snapshot?

    /// Whether a navigation traced after `applied` steps is its next effect's own, not a step
    /// (rule PushInsideAnEffect: an effect that loads, then calls `pushRoute(_:registry:baton:)`).
    func navigatesInsideEffect(after applied: Int) -> Bool {
      applied < steps.count && steps[applied].isEffect
    }
  }

  /// One line of the timeline.
  package enum Entry: Sendable {
    /// A burst event issued at this virtual time, and the first flow it routed.
    case issued(BatonBurst<Flow.Intent>.Event, time: Duration, flow: Int?)
    case traced(CoordinatorEvent<Flow>)
    /// A screen mounted at entry `mountedAt` claimed this flow's baton, or none.
    case claimed(Site, flow: NavFlow?, mountedAt: Int)
  }

  /// A job the task of a screen at `site`, or one it started, ran after the screen left or a
  /// push covered it; `moved`, the sites on screen before and after, when it changed them;
  /// `routed`, the number of a flow it routed.
  struct LeftScreenJob: Sendable {
    var site: Site
    var covered: Bool
    var moved: (from: [Site], to: [Site])?
    var routed: Int?
  }

  /// A mounted screen that left, or that a push covered, after entry `after`: the harness
  /// cancelled its task then.
  struct ScreenGone: Sendable {
    var site: Site
    var covered: Bool
    var after: Int
  }

  /// A baton of `flow` a screen's task, or one it started, registered or delivered at `site`,
  /// after entry `after` (a thread screen that pushes the comment its link named, with
  /// `pushRoute(_:registry:baton:)`).
  struct ScreenForward: Sendable {
    var site: Site
    var flow: NavFlow
    var after: Int
  }

  /// A write by the app's own task, after entry `after`: the state before and after its job.
  struct AppWrite: Sendable {
    var after: Int
    var from: Snapshot
    var to: Snapshot
  }

  /// A screen still waiting for its baton when the burst settled.
  package struct WaitingScreen: Sendable {
    package var site: Site
    package var mountedAt: Int
    /// Whether the registry had an entry at its site; `nil` when unknown.
    package var siteHasEntry: Bool?
  }

  package var entries: [Entry] = []
  /// The routed batons, in routing order.
  package var flows: [RoutedFlow] = []
  /// The state at quiescence.
  package var finalState: Snapshot?
  /// The state when the burst settled, before every screen mounted once more, and the entry count.
  package var settledState: Snapshot?
  var settledAt = 0
  /// The state right after each link that had routed no flow when it returned, by entry.
  var afterUnroutedLinks: [Int: Snapshot] = [:]
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
  var holdsLink: (@Sendable (Snapshot, Flow.Intent) -> Bool)?
  package var writes: [AttributedWrite] = []
  /// The last entry before each write by a screen's task or one it started (rule MountMayWrite).
  var screenWrites: [Int] = []
  /// Each write by a task the app started as it was made, or one it started (rule
  /// AppWorkMayWrite), before the burst settled.
  var appWrites: [AppWrite] = []
  /// The numbers of the flows such a task routed for no link, tap or flow (rule AppWorkMayRoute).
  package var appFlows: [Int] = []
  /// The jobs screens' tasks ran after their screen left.
  var leftScreenJobs: [LeftScreenJob] = []
  /// Each mounted screen that left or was covered.
  var screensLeft: [ScreenGone] = []
  /// The batons screens' tasks registered or delivered for other screens.
  var screenForwards: [ScreenForward] = []
  /// Where the path showed after each step and mount, by entry, and at the end; empty without a
  /// harness `place`.
  package var places: [Int: String] = [:]
  package var finalPlace: String?
  /// The last restore, when the burst had one.
  var lastRestore: RestoreShown<Site>?
  /// Without a harness `place`: the first effect that put back a stack path, and the paths.
  package var pathMovedByEffect: (entry: Int, from: [Site], to: [Site])?

  /// How reports name `executor`: its name, or `executor <n>` for the burst's `n`-th unnamed one.
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
  /// A follow-up (a redirect) of the flow with this number.
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

/// A state change by one main-actor job out of its flow's time: by the flow's task once
/// superseded, or by a task a step started once the flow ended or was superseded.
package struct AttributedWrite: Sendable {
  /// The last entry logged before the job ended.
  package var after: Int
  package var flow: Int
  /// The step, from 1, the flow was in: its last effect begun.
  package var step: Int
  /// Whether a task the step started wrote, rather than the flow's own.
  package var byStartedTask: Bool
}

/// A burst's last restore: its entry, the snapshot it put back, and what showed when that
/// snapshot was taken, when the burst settled, and when a task the app started as it was made
/// first routed a flow after the restore.
struct RestoreShown<Site: Equatable & Sendable>: Sendable {
  /// The sites on screen, and where the path shows (`nil` without a harness `place`).
  struct Shown: Equatable, Sendable {
    var sites: [Site]
    var place: String?
  }

  var entry: Int
  var snapshot: Int
  var saved: Shown
  var settled: Shown?
  /// What showed as the app's own task routed its first flow after the restore (rule
  /// AppWorkMayRoute).
  var beforeAppWork: Shown?
}
