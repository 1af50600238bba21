import Iris
import IrisCheckCore

/// The coordinator laws' judges, one per law, over a burst's record; each
/// returns `nil` when its clause of <doc:CoordinatorContract> holds, or one
/// sentence saying what broke.
///
/// NB: generic over the flow, not the coordinator, so a law's closure
/// captures only Sendable metatypes.
enum CoordinatorJudges<Flow: NavigationFlow, Snapshot: Equatable & Sendable>
where Flow.SideEffect: Equatable {
  typealias Record = BurstRecord<Flow, Snapshot>

  /// NonInterleaving: links share one executor, taps share one; on each
  /// executor no step of an older flow begins after a newer flow's step,
  /// and on a draining executor none even ends after it.
  static func nonInterleaving(_ record: Record) -> String? {
    for origin in [FlowOrigin.link, .tap] {
      let routed = record.flows.filter { $0.origin == origin }
      guard let first = routed.first,
        let other = routed.first(where: { $0.executor != first.executor })
      else { continue }
      return "\(origin)s ran on more than one executor: flow#\(first.number) on "
        + "\(record.name(of: first.executor)), flow#\(other.number) on "
        + "\(record.name(of: other.executor)), so a newer \(origin) does not supersede an older one"
    }
    var newest: [ExecutorIdentity: Int] = [:]
    for case .traced(let event) in record.entries where event.kind.isStepLike {
      guard let flow = record.routed(event.flow) else { continue }
      let seen = newest[flow.executor] ?? 0
      guard flow.number < seen else {
        newest[flow.executor] = flow.number
        continue
      }
      guard case .effectApplied = event.kind, !event.flowWasCurrent else {
        return
          "flow#\(flow.number) applied \(event.kind.text) on the \(record.name(of: flow.executor)) executor "
          + "after newer flow#\(seen) had applied a step there"
      }
      // NB: an effect that began before its flow was superseded and ended
      // after: allowed on a fire-and-forget executor, not on a draining one.
      if flow.executor.drainsSteps {
        return "flow#\(flow.number)'s \(event.kind.text), in flight when it was superseded, "
          + "ended on the draining \(record.name(of: flow.executor)) executor after newer flow#\(seen) had "
          + "applied a step there"
      }
    }
    return nil
  }

  /// SupersededPrefix: each flow applies a prefix of its steps; once
  /// superseded it begins no step, routes no follow-up, and writes nothing.
  static func supersededPrefix(_ record: Record) -> String? {
    for flow in record.flows {
      let applied = record.appliedSteps(of: flow)
      for (position, step) in applied.enumerated() {
        guard position < flow.steps.count, flow.steps[position] == step.step else {
          return
            "flow#\(flow.number) applied \(step.text) as its step \(position + 1), which is not "
            + "step \(position + 1) of its \(flow.steps.count)"
        }
      }
      guard let superseded = record.staleFrom(flow) else { continue }
      if let sentence = lateWork(of: flow, since: superseded, applied: applied, in: record) {
        return sentence
      }
    }
    return nil
  }

  /// What `flow` did after it was superseded at entry `superseded`, as a
  /// violation; `nil` when it did nothing it must not.
  private static func lateWork(
    of flow: Record.RoutedFlow, since superseded: Int, applied: [Record.AppliedStep],
    in record: Record
  ) -> String? {
    let late = applied.filter { $0.entry > superseded }
    if let nav = late.first(where: { if case .nav = $0.step { true } else { false } }) {
      return "flow#\(flow.number) applied \(nav.text) after it was superseded (a structural "
        + "step is applied in the turn it begins: this one began after the supersession, or "
        + "suspended)"
    }
    if late.count > 1 {
      return "flow#\(flow.number) applied \(late.count) steps after it was superseded; at most "
        + "the one in flight may end"
    }
    if let followUp = record.flows.first(where: {
      $0.origin == .followUp(of: flow.number) && $0.routedAt > superseded
    }) {
      return "flow#\(flow.number) routed flow#\(followUp.number) "
        + "(\(SwiftLiteral.describe(followUp.intent))) after it was superseded: a stale follow-up"
    }
    if let write = record.writes.first(where: {
      $0.flow == flow.number && !$0.byStartedTask && $0.after >= superseded
    }), write.step <= flow.steps.count {
      return "flow#\(flow.number)'s \(text(flow.steps[write.step - 1])) changed the consumer's "
        + "state after the flow was superseded"
    }
    return nil
  }

  /// LastWins: the last flow routed on each executor (by the user, the app
  /// or another flow) applies all its steps, to the model's state, and
  /// nothing stale changes the state afterwards.
  static func lastWins(_ record: Record) -> String? {
    var executors: [ExecutorIdentity] = []
    for flow in record.flows where !executors.contains(flow.executor) {
      executors.append(flow.executor)
    }
    for executor in executors {
      guard let last = record.flows.last(where: { $0.executor == executor }) else { continue }
      if record.staleFrom(last) != nil { continue }
      if record.userEvents(after: last.routedAt).contains(where: \.movesScreens) { continue }
      let name =
        "the last flow on the \(record.name(of: executor)) executor, flow#\(last.number) "
        + "(\(last.origin))"
      guard let finish = record.terminal(of: last), finish.finished else {
        return "\(name), did not finish"
      }
      let applied = record.appliedSteps(of: last).map(\.step)
      guard applied == last.steps else {
        return "\(name), applied \(applied.count) of its \(last.steps.count) steps"
      }
      guard let route = record.model, let start = last.stateAtStart, let end = last.stateAtFinish
      else { continue }
      let started = record.entryIndex { $0.isEvent(.flowStarted, of: last.flow) } ?? last.routedAt
      let model = route(start, last.intent)
      if record.quietBetween(started, finish.entry, except: last.flow), end != model {
        return "\(name), ended in a state its steps do not give: it began in "
          + "\(SwiftLiteral.describe(start)), ended in \(SwiftLiteral.describe(end)), and the "
          + "model gives \(SwiftLiteral.describe(model))"
      }
      if record.quietBetween(finish.entry, record.entries.count, except: nil),
        let final = record.finalState, final != end
      {
        return "the state changed after \(name) finished, with no newer flow or user action: "
          + "from \(SwiftLiteral.describe(end)) to \(SwiftLiteral.describe(final))"
      }
    }
    return nil
  }

  /// The first registration a flow made that does not come right after its
  /// own push or present of that site, as a violation.
  private static func registrationWithoutItsPush(_ record: Record) -> String? {
    var lastStep: [NavFlow: CoordinatorEvent<Flow>.Kind] = [:]
    for case .traced(let event) in record.entries where event.kind.isStepLike {
      defer { lastStep[event.flow] = event.kind }
      guard case .handoffRegistered(let site) = event.kind, let flow = record.routed(event.flow)
      else { continue }
      if case .navigated(let target) = lastStep[event.flow] {
        switch target {
        case .push(let route) where site == .stack(route): continue
        case .present(let sheet) where site == .sheet(sheet): continue
        default: break
        }
      }
      return "flow#\(flow.number) registered a handoff for \(SwiftLiteral.describe(site)) "
        + "without pushing or presenting it just before"
    }
    return nil
  }

  /// WorkEndsWithFlow: no task a flow's step started writes after the
  /// flow finished or was superseded.
  static func workEndsWithFlow(_ record: Record) -> String? {
    for write in record.writes where write.byStartedTask && write.flow <= record.flows.count {
      let step = write.step
      let flow = record.flows[write.flow - 1]
      let when: String
      if let end = record.terminal(of: flow), end.entry <= write.after {
        when = end.finished ? "finished" : "was cancelled"
      } else {
        when = "was superseded"
      }
      let text = step <= flow.steps.count ? " (\(Self.text(flow.steps[step - 1])))" : ""
      return "a task that flow#\(flow.number)'s step \(step)\(text) started changed the "
        + "consumer's state after flow#\(flow.number) \(when)"
    }
    return nil
  }

  /// One step as text: `push(.a)`, `effect .load("a")`.
  static func text(_ step: Step<Flow.Route, Flow.SheetRoute, Flow.SideEffect>) -> String {
    switch step {
    case .nav(let target): Record.text(target)
    case .effect(let effect): "effect \(SwiftLiteral.describe(effect))"
    }
  }

  /// Quiescence: a clean run, idle executors, one terminal event per flow
  /// and nothing after it.
  static func quiescence(_ record: Record) -> String? {
    guard record.outcome == .completed else { return "the run ended \(record.outcome)" }
    if let anomaly = record.anomalies.first { return "the run left work behind: \(anomaly)" }
    guard record.idle else { return "an executor was still busy at quiescence" }
    for flow in record.flows {
      let events = record.entries.indices.filter { record.entries[$0].isTraced(of: flow.flow) }
      let terminals = events.filter { record.entries[$0].isTerminal }
      guard terminals.count == 1 else {
        return "flow#\(flow.number) reported \(terminals.count) ends (finished or cancelled)"
      }
      if let after = events.last, after > terminals[0] {
        return "flow#\(flow.number) reported an event after its end"
      }
    }
    return nil
  }

  /// HandoffAtMostOnce: each (baton, site) is claimed at most once.
  static func handoffAtMostOnce(_ record: Record) -> String? {
    var claims: Set<String> = []
    for case .claimed(let site, let flow?, _) in record.entries {
      let key = "\(flow.id) \(site)"
      guard claims.insert(key).inserted else {
        let number = record.routed(flow)?.number ?? 0
        return "screen \(SwiftLiteral.describe(site)) received flow#\(number)'s baton twice"
      }
    }
    return nil
  }

  /// NoStalePayload: a screen receives a baton only from the flow whose
  /// push or present put it there, or, while it waits, from a flow still
  /// current when it delivers.
  static func noStalePayload(_ record: Record) -> String? {
    for (index, entry) in record.entries.enumerated() {
      switch entry {
      case .claimed(let site, let flow?, let mountedAt):
        guard let routed = record.routed(flow) else { continue }
        var screen = "screen \(SwiftLiteral.describe(site))"
        if case .stack = site, let place = record.places[mountedAt] { screen += " in \(place)" }
        if let delivered = record.delivery(to: site, by: flow, between: mountedAt, index) {
          guard let stale = record.staleFrom(routed), stale < delivered else { continue }
          return "\(screen), waiting for a baton, received flow#\(routed.number)'s, delivered "
            + "after flow#\(routed.number) was superseded"
        }
        if record.putter(of: site, before: mountedAt) == flow
          || record.pushed(site, by: flow, between: mountedAt, index)
        {
          continue
        }
        if let putter = record.putter(of: site, before: mountedAt).flatMap(record.routed) {
          return "\(screen) received flow#\(routed.number)'s baton, but flow#\(putter.number)'s "
            + "push put that screen there"
        }
        return "\(screen) received flow#\(routed.number)'s baton, but no step of "
          + "flow#\(routed.number) showed that screen"
      case .traced(let event):
        guard case .handoffDelivered(let site) = event.kind, let routed = record.routed(event.flow),
          let stale = record.staleFrom(routed), stale < index
        else { continue }
        return "flow#\(routed.number) delivered its baton to \(SwiftLiteral.describe(site)) "
          + "after it was superseded"
      default: continue
      }
    }
    return nil
  }

  /// HandoffCleanup: a flow registers only right after its push or present
  /// of the site, and only for a site on screen; at
  /// quiescence every entry's route is on screen, a finished flow's
  /// unclaimed registration on screen is still there, and no screen waits
  /// on a site without an entry.
  static func handoffCleanup(_ record: Record) -> String? {
    for index in record.offScreenRegistrations {
      guard case .traced(let event) = record.entries[index],
        case .handoffRegistered(let site) = event.kind, let flow = record.routed(event.flow)
      else { continue }
      return "flow#\(flow.number) registered a handoff for \(SwiftLiteral.describe(site)), "
        + "which was not on screen"
    }
    if let sentence = registrationWithoutItsPush(record) { return sentence }
    for site in record.sitesWithEntries where !record.onScreen.contains(site) {
      return
        "the registry still holds an entry for \(SwiftLiteral.describe(site)), which is not on "
        + "screen"
    }
    for waiting in record.waitingScreens where waiting.siteHasEntry == false {
      return "screen \(SwiftLiteral.describe(waiting.site)) still waited for a baton when the "
        + "burst settled, but the registry held no entry for it: nothing could answer it"
    }
    for site in record.onScreen where !record.sitesWithEntries.contains(site) {
      guard
        let registered = record.entries.indices.last(where: { record.entries[$0].registers(site) }),
        case .traced(let event) = record.entries[registered], let flow = record.routed(event.flow),
        record.terminal(of: flow)?.finished == true, record.staleFrom(flow) == nil
      else { continue }
      let later = record.entries[registered...]
      let claimed = later.contains { $0.isClaim(at: site, of: flow.flow) }
      // NB: a later flow on either executor that pops to the root or
      // dismisses takes the route off screen, and its entry with it, even
      // when it pushes the same route again (a tap need not register).
      let navigatedAway = later.contains { entry in
        guard case .traced(let later) = entry, later.flow != flow.flow,
          case .navigated(let target) = later.kind
        else { return false }
        switch target {
        case .popToRoot, .dismissSheet: return true
        case .push, .present: return false
        }
      }
      let moved =
        navigatedAway || record.userEvents(after: registered).contains(where: \.movesScreens)
        || record.placeChanged(after: registered, of: flow.flow, at: site)
      if !claimed, !moved {
        return "flow#\(flow.number)'s registration for \(SwiftLiteral.describe(site)) was removed "
          + "before any screen claimed it"
      }
    }
    return nil
  }
}
