import Foundation
import Iris
import IrisCheckCore
import IrisCheckScheduling

/// The executor a flow ran on.
public enum BatonExecutor: String, Sendable {
  /// The coordinator's link executor.
  case links
  /// The coordinator's ui (tap) executor.
  case ui
}

/// What one run of a burst recorded: the timeline and the end state; what
/// the coordinator laws judge.
public struct BurstRecord<Flow: NavigationFlow, Snapshot: Sendable>: Sendable
where Flow.SideEffect: Equatable {
  /// A handoff site of the flow's routes.
  public typealias Site = HandoffSite<Flow.Route, Flow.SheetRoute>

  /// One routed baton.
  public struct RoutedFlow: Sendable {
    /// 1 for the first baton routed, and so on.
    public var number: Int
    /// The flow's identity.
    public var flow: NavFlow
    /// The baton's id.
    public var batonID: UUID
    /// The intent the baton carried.
    public var intent: Flow.Intent
    /// Where it was routed.
    public var executor: BatonExecutor
    /// Its steps, from `Flow.operations(intent:)`.
    public var steps: [Step<Flow.Route, Flow.SheetRoute, Flow.SideEffect>]
    /// The consumer's state when the flow started, if it did.
    public var stateAtStart: Snapshot?
    /// The consumer's state when the flow finished, if it did.
    public var stateAtFinish: Snapshot?
  }

  /// One line of the timeline.
  public enum Entry: Sendable {
    /// A burst event was issued at this virtual time (links and taps
    /// carry the number of the flow they started).
    case issued(BatonBurst<Flow.Intent>.Event, time: Duration, flow: Int?)
    /// The coordinator traced this event.
    case traced(CoordinatorEvent<Flow>)
    /// A mounted screen's claim at this site returned the baton of this
    /// flow (`nil`: no baton); the screen mounted at entry `mountedAt`.
    case claimed(Site, flow: NavFlow?, mountedAt: Int)
  }

  /// The timeline, in order.
  public var entries: [Entry] = []
  /// The consumer's state right after each entry, parallel to ``entries``.
  public var states: [Snapshot] = []
  /// The routed batons, in routing order.
  public var flows: [RoutedFlow] = []
  /// The consumer's state at quiescence.
  public var finalState: Snapshot?
  /// The sites on screen at quiescence.
  public var onScreen: [Site] = []
  /// The sites whose registry entry is still present at quiescence.
  public var sitesWithEntries: [Site] = []
  /// Whether the coordinator's executors were idle at quiescence.
  public var idle = true
  /// How the scheduler run ended.
  public var outcome: SchedulerOutcome = .completed
  /// What else went wrong in the run (see ``SchedulerRun/anomalies``).
  public var anomalies: [String] = []
  /// The harness's model, for `LastWins`.
  var model: (@Sendable (Snapshot, Flow.Intent) -> Snapshot)?
  /// Whether ``sitesWithEntries`` was read (the harness has `hasEntry` or `sitesWithEntries`).
  var readEntries = false

  /// The routed flow with this identity.
  /// - Parameter flow: a flow.
  /// - Returns: its record, or `nil` when the burst did not route it.
  public func routed(_ flow: NavFlow) -> RoutedFlow? {
    flows.first { $0.flow == flow }
  }

  /// The timeline as one line: `t=0 link .thread(id: "a") · flow#1 step
  /// 1/2 push(.thread(id: "a")) · t=0 tap .settings · flow#1 cancelled`.
  public var timeline: String {
    var stepsDone: [NavFlow: Int] = [:]
    var parts: [String] = []
    for entry in entries {
      switch entry {
      case .issued(let event, let time, let flow):
        var text = "t=\(TimelineTime.text(time)) \(BatonBurst<Flow.Intent>.describe(event))"
        if let flow { text += " (flow#\(flow))" }
        parts.append(text)
      case .traced(let event):
        guard let routed = routed(event.flow) else { continue }
        let name = "flow#\(routed.number)"
        switch event.kind {
        case .flowStarted: parts.append("\(name) started")
        case .flowFinished: parts.append("\(name) finished")
        case .flowCancelled: parts.append("\(name) cancelled")
        case .navigated(let target):
          stepsDone[event.flow, default: 0] += 1
          parts.append(
            "\(name) step \(stepsDone[event.flow] ?? 0)/\(routed.steps.count) "
              + Self.text(target))
        case .effectApplied(let effect):
          stepsDone[event.flow, default: 0] += 1
          parts.append(
            "\(name) step \(stepsDone[event.flow] ?? 0)/\(routed.steps.count) "
              + "effect \(SwiftLiteral.describe(effect))")
        case .handoffRegistered(let site):
          parts.append("\(name) registered \(SwiftLiteral.describe(site))")
        case .handoffDelivered(let site):
          parts.append("\(name) delivered \(SwiftLiteral.describe(site))")
        }
      case .claimed(let site, let flow, _):
        let who = flow.flatMap { routed($0) }.map { "flow#\($0.number)'s baton" } ?? "nil"
        parts.append("screen \(SwiftLiteral.describe(site)) claimed \(who)")
      }
    }
    return parts.joined(separator: " · ")
  }

  static func text(_ target: NavTarget<Flow.Route, Flow.SheetRoute>) -> String {
    switch target {
    case .push(let route): "push(\(SwiftLiteral.describe(route)))"
    case .present(let sheet): "present(\(SwiftLiteral.describe(sheet)))"
    case .popToRoot: "popToRoot"
    case .dismissSheet: "dismissSheet"
    }
  }
}
