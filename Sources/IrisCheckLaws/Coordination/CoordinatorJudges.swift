import Iris
import IrisCheckCore

/// The coordinator laws' judges, one per law, over a burst's record.
///
/// NB: generic over the flow, not the coordinator, so a law's closure
/// captures only Sendable metatypes.
enum CoordinatorJudges<Flow: NavigationFlow, Snapshot: Equatable & Sendable>
where Flow.SideEffect: Equatable {
  typealias Record = BurstRecord<Flow, Snapshot>

  /// NonInterleaving: on each executor, no step of an older flow after a
  /// step of a newer one.
  static func nonInterleaving(_ record: Record) -> String? {
    var newest: [BatonExecutor: Int] = [:]
    for case .traced(let event) in record.entries where event.kind.isStepLike {
      guard let flow = record.routed(event.flow) else { continue }
      let seen = newest[flow.executor] ?? 0
      if flow.number < seen {
        return "flow#\(flow.number) applied \(event.kind.text) on the \(flow.executor) executor "
          + "after newer flow#\(seen) had applied a step there"
      }
      newest[flow.executor] = flow.number
    }
    return nil
  }

  /// SupersededPrefix: each flow applies a prefix of its steps; after its
  /// supersession at most the step in flight completes, and it changes
  /// nothing in the consumer's state.
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
      let late = applied.filter { $0.entry > superseded }
      if late.count > 1 {
        return "flow#\(flow.number) applied \(late.count) steps after it was superseded; at most "
          + "the one in flight may complete"
      }
      for step in late where record.quietBetween(superseded, step.entry, except: flow.flow) {
        if record.states[step.entry] != record.states[superseded] {
          return "flow#\(flow.number)'s \(step.text) changed the consumer's state after the flow "
            + "was superseded"
        }
      }
    }
    return nil
  }

  /// LastWins: the last baton on each executor applies all its steps, to
  /// the model's state, and nothing stale changes the state afterwards.
  static func lastWins(_ record: Record) -> String? {
    for executor in [BatonExecutor.links, .ui] {
      guard let last = record.flows.last(where: { $0.executor == executor }) else { continue }
      let routedAt = record.routedEntry(of: last)
      if record.userEvents(after: routedAt).contains(where: \.cancelsOrRestores) { continue }
      guard let finish = record.terminal(of: last), finish.finished else {
        return "the last baton on the \(executor) executor, flow#\(last.number), did not finish"
      }
      let applied = record.appliedSteps(of: last).map(\.step)
      guard applied == last.steps else {
        return "the last baton, flow#\(last.number), applied \(applied.count) of its "
          + "\(last.steps.count) steps"
      }
      guard let route = record.model, let start = last.stateAtStart,
        let end = last.stateAtFinish
      else { continue }
      let startEntry = record.entryIndex { $0.isEvent(.flowStarted, of: last.flow) } ?? routedAt
      if record.quietBetween(startEntry, finish.entry, except: last.flow),
        end != route(start, last.intent)
      {
        return "the last baton, flow#\(last.number), ended in a state its steps do not give"
      }
      if record.quietBetween(finish.entry, record.entries.count, except: nil),
        let final = record.finalState, final != end
      {
        return "the state changed after the last baton, flow#\(last.number), finished, with no "
          + "newer baton or user action"
      }
    }
    return nil
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

  /// NoStalePayload: no screen receives a baton of a flow superseded before
  /// it finished.
  static func noStalePayload(_ record: Record) -> String? {
    for (index, entry) in record.entries.enumerated() {
      switch entry {
      case .claimed(let site, let flow?, let mountedAt):
        guard let routed = record.routed(flow), let stale = record.staleFrom(routed),
          stale < mountedAt
        else { continue }
        return "screen \(SwiftLiteral.describe(site)), mounted after flow#\(routed.number) was "
          + "superseded, received its baton"
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

  /// HandoffCleanup: at quiescence every entry's route is on screen, and a
  /// finished flow's unclaimed registration on screen is still there.
  static func handoffCleanup(_ record: Record) -> String? {
    for site in record.sitesWithEntries where !record.onScreen.contains(site) {
      return
        "the registry still holds an entry for \(SwiftLiteral.describe(site)), which is not on "
        + "screen"
    }
    guard record.readEntries else { return nil }
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
      let navigatedAway = record.entries[registered...].contains { entry in
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
      if !claimed, !moved {
        return "flow#\(flow.number)'s registration for \(SwiftLiteral.describe(site)) was removed "
          + "before any screen claimed it"
      }
    }
    return nil
  }
}
