import Iris
import IrisCheckCore

extension BurstRecord {
  /// A step a flow applied, at an entry.
  struct AppliedStep {
    var entry: Int
    var step: Step<Flow.Route, Flow.SheetRoute, Flow.SideEffect>
    var text: String
  }

  /// The steps `flow` traced, in order, with their entries.
  ///
  /// Rule PushInsideAnEffect: a push or present traced while the flow's
  /// next step is an effect is that effect's own navigation (an effect that
  /// loads, then pushes with ``GenericRouteNavigator/pushRoute(_:registry:baton:)``),
  /// not a step of its own.
  func appliedSteps(of flow: RoutedFlow) -> [AppliedStep] {
    var applied: [AppliedStep] = []
    for index in entries.indices {
      guard case .traced(let event) = entries[index], event.flow == flow.flow else { continue }
      switch event.kind {
      case .navigated(let target):
        if applied.count < flow.steps.count, flow.steps[applied.count].isEffect { continue }
        applied.append(AppliedStep(entry: index, step: .nav(target), text: Self.text(target)))
      case .effectApplied(let effect):
        applied.append(
          AppliedStep(
            entry: index, step: .effect(effect), text: "effect \(SwiftLiteral.describe(effect))"))
      default: continue
      }
    }
    return applied
  }

  /// One step as text: `push(.a)`, `effect .load("a")`.
  static func text(_ step: Step<Flow.Route, Flow.SheetRoute, Flow.SideEffect>) -> String {
    switch step {
    case .nav(let target): text(target)
    case .effect(let effect): "effect \(SwiftLiteral.describe(effect))"
    }
  }

  /// The first entry matching `predicate`.
  func entryIndex(where predicate: (Entry) -> Bool) -> Int? {
    entries.firstIndex(where: predicate)
  }

  /// The flow's end: its entry, and whether it finished (not cancelled).
  func terminal(of flow: RoutedFlow) -> (entry: Int, finished: Bool)? {
    guard
      let index = entries.indices.first(where: {
        entries[$0].isTraced(of: flow.flow) && entries[$0].isTerminal
      }), case .traced(let event) = entries[index]
    else { return nil }
    if case .flowFinished = event.kind { return (index, true) }
    return (index, false)
  }

  /// The flow whose push or present last showed `site` before `entry`, in
  /// the place of `entry` when the harness tells places apart: the flow
  /// that put the screen there; `nil` when none did.
  func putter(of site: Site, before entry: Int) -> NavFlow? {
    for index in stride(from: entry - 1, through: 0, by: -1) {
      guard case .traced(let event) = entries[index], case .navigated(let target) = event.kind,
        samePlace(index, entry, for: site)
      else { continue }
      switch target {
      case .push(let route) where site == .stack(route): return event.flow
      case .present(let sheet) where site == .sheet(sheet): return event.flow
      default: continue
      }
    }
    return nil
  }

  /// Whether two entries happened in the same place, as far as `site` is
  /// concerned: always for a sheet, which shows over every place.
  private func samePlace(_ one: Int, _ other: Int, for site: Site) -> Bool {
    guard case .stack = site else { return true }
    return places[one] == places[other]
  }

  /// Whether the path showed somewhere else (another tab) after `flow`'s
  /// registration for a stack site at entry `registered`.
  ///
  /// That is: after a later step or mount, or at the end, the place was not
  /// the one of `flow`'s push before the registration. Then the screen it
  /// registered for left the screen, whatever shows at its site now.
  /// `false` without places.
  func placeChanged(after registered: Int, of flow: NavFlow, at site: Site) -> Bool {
    guard case .stack = site,
      let pushedAt = entries[..<registered].indices.last(where: { index in
        guard case .traced(let event) = entries[index], event.flow == flow,
          case .navigated = event.kind
        else { return false }
        return true
      }), let place = places[pushedAt]
    else { return false }
    if let finalPlace, finalPlace != place { return true }
    return places.contains { $0.key > registered && $0.value != place }
  }

  /// Whether `flow` pushed or presented `site` between two entries, in the
  /// place of `start` when the harness tells places apart.
  func pushed(_ site: Site, by flow: NavFlow, between start: Int, _ end: Int) -> Bool {
    guard start + 1 < end else { return false }
    return ((start + 1)..<end).contains { index in
      guard case .traced(let event) = entries[index], event.flow == flow,
        case .navigated(let target) = event.kind, samePlace(index, start, for: site)
      else { return false }
      switch target {
      case .push(let route): return site == .stack(route)
      case .present(let sheet): return site == .sheet(sheet)
      case .popToRoot, .dismissSheet: return false
      }
    }
  }

  /// The entry at which `flow` woke the screen waiting at `site`, between
  /// two entries; `nil` when it did not.
  func delivery(to site: Site, by flow: NavFlow, between start: Int, _ end: Int) -> Int? {
    guard start + 1 < end else { return nil }
    return ((start + 1)..<end).first { index in
      guard case .traced(let event) = entries[index], event.flow == flow,
        case .handoffDelivered(let at) = event.kind
      else { return false }
      return at == site
    }
  }

  /// The entry at which `flow` was superseded before it ended; `nil` when
  /// it never was (see ``supersession(of:)``).
  func staleFrom(_ flow: RoutedFlow) -> Int? { supersession(of: flow)?.entry }

  /// Where `flow` was superseded before it ended: its `superseded` event, a
  /// newer flow routed on its executor, or a restore (which supersedes every
  /// flow routed before it, on every executor), whichever came first, and
  /// whether that was a restore; `nil` when it never was.
  func supersession(of flow: RoutedFlow) -> (entry: Int, byRestore: Bool)? {
    var superseded: (entry: Int, byRestore: Bool)?
    for index in entries.indices where index > flow.routedAt {
      switch entries[index] {
      case .traced(let event):
        switch event.kind {
        case .superseded where event.flow == flow.flow:
          superseded = (index, false)
        case .routed(_, let executor, _) where executor == flow.executor:
          superseded = (index, false)
        default: continue
        }
      case .issued(.restore, _, _):
        superseded = (index, true)
      default: continue
      }
      break
    }
    guard let superseded else { return nil }
    if let end = terminal(of: flow), end.entry < superseded.entry { return nil }
    return superseded
  }

  /// The user events issued after `entry`.
  func userEvents(after entry: Int) -> [BatonBurst<Flow.Intent>.Event] {
    entries[min(entry + 1, entries.count)...].compactMap {
      if case .issued(let event, _, _) = $0 { event } else { nil }
    }
  }

  /// Whether nothing but `flow`'s own events, waits, mounts, links and taps
  /// (which change no state when issued) and stale flows' events happened
  /// strictly between two entries: the state can then change only through
  /// stale work or `flow`.
  ///
  /// Rule MountMayWrite: a screen's claim may write (a screen that marks
  /// its item read when it appears), so a claim in between is not quiet.
  ///
  /// An effect writes while it runs, from its flow's start or previous step
  /// to its own `effectApplied`: it counts when that span overlaps the two
  /// entries and its flow was not yet stale in the overlap, even when the
  /// effect ended after its flow was superseded (as an effect that routes a
  /// follow-up on its own executor does).
  func quietBetween(_ from: Int, _ to: Int, except flow: NavFlow?) -> Bool {
    guard from + 1 < to else { return true }
    for index in (from + 1)..<to {
      switch entries[index] {
      case .issued(let event, _, _) where event.changesStateDirectly: return false
      case .claimed: return false
      default: continue
      }
    }
    // NB: each flow's last start or step, where its next effect began.
    var previous: [NavFlow: Int] = [:]
    for index in entries.indices {
      guard case .traced(let event) = entries[index] else { continue }
      if case .flowStarted = event.kind { previous[event.flow] = index }
      guard event.kind.isStepLike else { continue }
      defer { previous[event.flow] = index }
      guard event.flow != flow, let other = routed(event.flow) else { continue }
      let began = event.kind.isEffect ? previous[event.flow] ?? other.routedAt : index
      guard began < to, index > from else { continue }
      if staleFrom(other).map({ $0 > max(began, from) }) ?? true { return false }
    }
    return true
  }
}

extension BurstRecord.Entry {
  func isTraced(of flow: NavFlow) -> Bool {
    if case .traced(let event) = self { event.flow == flow } else { false }
  }

  var isTerminal: Bool {
    guard case .traced(let event) = self else { return false }
    switch event.kind {
    case .flowFinished, .flowCancelled: return true
    default: return false
    }
  }

  func isEvent(_ kind: CoordinatorEvent<Flow>.Kind, of flow: NavFlow) -> Bool {
    guard case .traced(let event) = self, event.flow == flow else { return false }
    switch (event.kind, kind) {
    case (.flowStarted, .flowStarted), (.flowFinished, .flowFinished): return true
    default: return false
    }
  }

  func registers(_ site: HandoffSite<Flow.Route, Flow.SheetRoute>) -> Bool {
    guard case .traced(let event) = self, case .handoffRegistered(let at) = event.kind else {
      return false
    }
    return at == site
  }

  func isClaim(at site: HandoffSite<Flow.Route, Flow.SheetRoute>, of flow: NavFlow) -> Bool {
    if case .claimed(let at, let claimed, _) = self { at == site && claimed == flow } else { false }
  }
}

extension Step {
  /// Whether the step is an effect.
  var isEffect: Bool {
    if case .effect = self { true } else { false }
  }
}

extension CoordinatorEvent.Kind {
  /// Whether the event is an effect's end.
  var isEffect: Bool {
    if case .effectApplied = self { true } else { false }
  }

  /// Whether the event is a step's end, structural or effect.
  var isStep: Bool {
    switch self {
    case .navigated, .effectApplied: true
    default: false
    }
  }

  /// Whether the event is a step's or a handoff's (not a flow's routing,
  /// supersession, start or end).
  var isStepLike: Bool {
    switch self {
    case .navigated, .effectApplied, .handoffRegistered, .handoffDelivered: true
    case .routed, .superseded, .flowStarted, .flowFinished, .flowCancelled: false
    }
  }

  /// Short text for a sentence.
  var text: String {
    switch self {
    case .navigated(let target): "a step \(SwiftLiteral.describe(target))"
    case .effectApplied(let effect): "effect \(SwiftLiteral.describe(effect))"
    case .handoffRegistered(let site): "a registration at \(SwiftLiteral.describe(site))"
    case .handoffDelivered(let site): "a delivery at \(SwiftLiteral.describe(site))"
    case .routed: "its routing"
    case .superseded: "its supersession"
    case .flowStarted: "its start"
    case .flowFinished: "its finish"
    case .flowCancelled: "its cancellation"
    }
  }
}

extension BatonBurst.Event {
  /// Whether issuing the event changes the consumer's state by itself.
  var changesStateDirectly: Bool {
    switch self {
    case .pop, .dismiss, .restore: true
    case .link, .tap, .wait, .mount, .cancel: false
    }
  }

  /// Whether the event changes which screens are shown.
  var movesScreens: Bool {
    switch self {
    case .pop, .dismiss, .restore: true
    case .link, .tap, .wait, .mount, .cancel: false
    }
  }
}
