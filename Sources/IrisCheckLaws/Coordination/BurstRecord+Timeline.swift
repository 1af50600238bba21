import Iris
import IrisCheckCore

extension BurstRecord {
  /// The timeline as one line: `t=0 link .thread(id: "a") (flow#1) · flow#1 started · flow#1
  /// step 1/2 push(.thread(id: "a")) · t=0 tap .settings (flow#2) · flow#1 superseded · …`.
  ///
  /// A flow the app or a redirect routed appears where it was routed, a restore names the flows
  /// it supersedes, a baton a screen handed on and a mounted screen that left or was covered
  /// appear where they did, and screens still waiting come last.
  package var timeline: String {
    var stepsDone: [NavFlow: Int] = [:]
    var parts: [String] = []
    for (index, entry) in entries.enumerated() {
      defer {
        for forward in screenForwards where forward.after == index {
          let baton = routed(forward.flow).map { "flow#\($0.number)'s baton" } ?? "a baton"
          parts.append("a screen handed \(baton) to \(SwiftLiteral.describe(forward.site))")
        }
        for gone in screensLeft where gone.after == index {
          let how = gone.covered ? "covered" : "left"
          parts.append("screen \(SwiftLiteral.describe(gone.site)) \(how) (cancelled)")
        }
      }
      switch entry {
      case .issued(let event, let time, let flow):
        var text = "t=\(TimelineTime.text(time)) \(BatonBurst<Flow.Intent>.describe(event))"
        if let flow { text += " (flow#\(flow))" }
        if case .restore = event {
          let stale = flows.filter { staleFrom($0) == index }.map { "flow#\($0.number)" }
          if !stale.isEmpty { text += " (supersedes \(stale.joined(separator: ", ")))" }
        }
        parts.append(text)
      case .traced(let event):
        guard let routed = routed(event.flow) else { continue }
        if let text = text(of: event, by: routed, stepsDone: &stepsDone) { parts.append(text) }
      case .claimed(let site, let flow, _):
        let who = flow.flatMap { routed($0) }.map { "flow#\($0.number)'s baton" } ?? "nil"
        parts.append("screen \(SwiftLiteral.describe(site)) claimed \(who)")
      }
    }
    for waiting in waitingScreens {
      parts.append(
        "screen \(SwiftLiteral.describe(waiting.site)) still waiting when the burst settled "
          + "(cancelled)")
    }
    return parts.joined(separator: " · ")
  }

  /// One traced event as timeline text; `nil` for a link's or tap's own `routed` event.
  private func text(
    of event: CoordinatorEvent<Flow>, by routed: RoutedFlow, stepsDone: inout [NavFlow: Int]
  ) -> String? {
    let name = "flow#\(routed.number)"
    switch event.kind {
    case .routed:
      switch routed.origin {
      case .link, .tap: return nil
      case .followUp, .app:
        return
          "\(name) routed \(SwiftLiteral.describe(routed.intent)) on \(self.name(of: routed.executor)) "
          + "(\(routed.origin))"
      }
    case .superseded: return "\(name) superseded"
    case .flowStarted: return "\(name) started"
    case .flowFinished: return "\(name) finished"
    case .flowCancelled: return "\(name) cancelled"
    case .navigated(let target):
      let done = stepsDone[event.flow] ?? 0
      if routed.navigatesInsideEffect(after: done) {
        return "\(name) \(Self.text(target)) inside step \(done + 1)/\(routed.steps.count)"
      }
      stepsDone[event.flow] = done + 1
      return "\(name) step \(done + 1)/\(routed.steps.count) " + Self.text(target)
    case .effectApplied(let effect):
      stepsDone[event.flow, default: 0] += 1
      return "\(name) step \(stepsDone[event.flow] ?? 0)/\(routed.steps.count) "
        + "effect \(SwiftLiteral.describe(effect))"
    case .handoffRegistered(let site):
      return "\(name) registered \(SwiftLiteral.describe(site))"
    case .handoffDelivered(let site):
      return "\(name) delivered \(SwiftLiteral.describe(site))"
    }
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
