import Iris
import IrisCheckCore

extension BurstRecord {
  struct AppliedStep {
    var entry: Int
    var step: Step<Flow.Route, Flow.SheetRoute, Flow.SideEffect>
    var text: String { BurstRecord.text(step) }
  }

  /// The steps `flow` traced, in order, with their entries; not an effect's own push (rule
  /// PushInsideAnEffect).
  func appliedSteps(of flow: RoutedFlow) -> [AppliedStep] {
    var applied: [AppliedStep] = []
    for index in entries.indices {
      guard case .traced(let event) = entries[index], event.flow == flow.flow else { continue }
      switch event.kind {
      case .navigated(let target):
        if flow.navigatesInsideEffect(after: applied.count) { continue }
        applied.append(AppliedStep(entry: index, step: .nav(target)))
      case .effectApplied(let effect):
        applied.append(AppliedStep(entry: index, step: .effect(effect)))
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

  /// Whether a flow with a structural step finished, yet no flow traced `navigated`: the
  /// coordinator moves the screens untraced, or its `dispatchIfPossible` never ran.
  var navigationUntraced: Bool {
    !entries.contains { if case .navigated? = $0.event?.kind { true } else { false } }
      && flows.contains { flow in
        flow.steps.contains { !$0.isEffect } && terminal(of: flow)?.finished == true
      }
  }

  /// The flow's end: its entry, and whether it finished (not cancelled).
  func terminal(of flow: RoutedFlow) -> (entry: Int, finished: Bool)? {
    for index in entries.indices {
      guard let event = entries[index].event, event.flow == flow.flow else { continue }
      if case .flowFinished = event.kind { return (index, true) }
      if case .flowCancelled = event.kind { return (index, false) }
    }
    return nil
  }

  /// The flow whose push or present last showed `site` before `entry`, in the place of `entry`.
  func putter(of site: Site, before entry: Int) -> NavFlow? {
    for index in stride(from: entry - 1, through: 0, by: -1) {
      if let move = entries[index].move(), move.target.shows(site),
        samePlace(index, entry, for: site)
      {
        return move.flow
      }
    }
    return nil
  }

  /// Whether `flow` showed `site` before `entry`, in its place, with no move since that took every
  /// screen of `site` away (rule RouteShownTwice: one entry serves a route shown twice).
  func mayStillShow(_ site: Site, by flow: NavFlow, before entry: Int) -> Bool {
    for index in stride(from: entry - 1, through: 0, by: -1) {
      guard let move = entries[index].move(), samePlace(index, entry, for: site) else { continue }
      if move.target.shows(site) {
        if move.flow == flow { return true }
      } else if move.target.removes(site) {
        return false
      }
    }
    return false
  }

  /// Whether two entries happened in the same place for `site` (always, for a sheet).
  private func samePlace(_ one: Int, _ other: Int, for site: Site) -> Bool {
    guard case .stack = site else { return true }
    return places[one] == places[other]
  }

  /// Whether, after the registration at `registered`, the path showed in another place (tab) than
  /// that of `flow`'s push: then its screen left.
  func placeChanged(after registered: Int, of flow: NavFlow, at site: Site) -> Bool {
    guard case .stack = site,
      let pushedAt = entries[..<registered].indices.last(where: {
        entries[$0].move(by: flow) != nil
      }),
      let place = places[pushedAt]
    else { return false }
    if let finalPlace, finalPlace != place { return true }
    return places.contains { $0.key > registered && $0.value != place }
  }

  /// Whether `flow` pushed or presented `site` between two entries, in the place of `start`.
  func pushed(_ site: Site, by flow: NavFlow, between start: Int, _ end: Int) -> Bool {
    guard start + 1 < end else { return false }
    return ((start + 1)..<end).contains { index in
      entries[index].move(by: flow)?.target.shows(site) == true
        && samePlace(index, start, for: site)
    }
  }

  func staleFrom(_ flow: RoutedFlow) -> Int? { supersession(of: flow)?.entry }

  /// Where `flow` was first superseded before it ended (its `superseded` event, a newer flow on its
  /// executor, or a restore), and whether by a restore.
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

  /// The first step-like event `counts` selects of an older flow after a newer flow's step on its
  /// executor, with the newer flow's number.
  func olderStepAfterNewer(
    _ counts: (CoordinatorEvent<Flow>, RoutedFlow) -> Bool
  ) -> (CoordinatorEvent<Flow>, RoutedFlow, Int)? {
    var newest: [ExecutorIdentity: Int] = [:]
    for case .traced(let event) in entries where event.kind.isStepLike {
      guard let flow = routed(event.flow) else { continue }
      let seen = newest[flow.executor] ?? 0
      guard flow.number < seen else {
        newest[flow.executor] = flow.number
        continue
      }
      if counts(event, flow) { return (event, flow, seen) }
    }
    return nil
  }

  /// The user events issued after `entry`.
  func userEvents(after entry: Int) -> [BatonBurst<Flow.Intent>.Event] {
    entries[min(entry + 1, entries.count)...].compactMap {
      if case .issued(let event, _, _) = $0 { event } else { nil }
    }
  }

  /// Whether only `flow`, stale flows and events that change no state acted strictly between two
  /// entries.
  ///
  /// Rule MountMayWrite: a screen writes from its mount until its claim returns, and its tasks at
  /// any time. An effect writes from its flow's previous step to its `effectApplied`, and counts
  /// if its flow was current in that span; a push inside it is not its previous step.
  func quietBetween(_ from: Int, _ to: Int, except flow: NavFlow?) -> Bool {
    guard from < to else { return true }
    if screenWrites.contains(where: { from <= $0 && $0 < to }) { return false }
    // NB: also when no entry lies between the two.
    for index in entries.indices.dropFirst(from + 1) {
      switch entries[index] {
      case .issued(let event, _, _) where index < to && event.movesScreens: return false
      case .claimed(_, _, let mountedAt) where mountedAt < to: return false
      default: continue
      }
    }
    // NB: each flow's last start or step (where its next effect began), and its steps applied.
    var previous: [NavFlow: Int] = [:]
    var applied: [NavFlow: Int] = [:]
    for index in entries.indices {
      guard case .traced(let event) = entries[index] else { continue }
      if case .flowStarted = event.kind { previous[event.flow] = index }
      guard event.kind.isStepLike, let other = routed(event.flow) else { continue }
      let done = applied[event.flow] ?? 0
      // NB: a push inside an effect acts here, but the effect under way began before it.
      let insideEffect = !event.kind.isEffect && other.navigatesInsideEffect(after: done)
      if event.kind.isStep, !insideEffect { applied[event.flow] = done + 1 }
      let began = event.kind.isEffect ? previous[event.flow] ?? other.routedAt : index
      if !insideEffect { previous[event.flow] = index }
      guard event.flow != flow, began < to, index > from else { continue }
      if staleFrom(other).map({ $0 > max(began, from) }) ?? true { return false }
    }
    return true
  }
}

extension BurstRecord.Entry {
  var event: CoordinatorEvent<Flow>? {
    if case .traced(let event) = self { event } else { nil }
  }

  /// The push, present, pop or dismiss traced here, by `flow` or any flow.
  func move(
    by flow: NavFlow? = nil
  ) -> (flow: NavFlow, target: NavTarget<Flow.Route, Flow.SheetRoute>)? {
    guard let event, flow == nil || event.flow == flow, case .navigated(let target) = event.kind
    else { return nil }
    return (event.flow, target)
  }

  var claimedFlow: NavFlow? {
    if case .claimed(_, let flow?, _) = self { flow } else { nil }
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

  /// Whether the event is a step's or a handoff's.
  var isStepLike: Bool {
    switch self {
    case .navigated, .effectApplied, .handoffRegistered, .handoffDelivered: true
    case .routed, .superseded, .flowStarted, .flowFinished, .flowCancelled: false
    }
  }

  /// A step-like event as text for a sentence.
  var text: String {
    switch self {
    case .navigated(let target): "a step \(SwiftLiteral.describe(target))"
    case .effectApplied(let effect): "effect \(SwiftLiteral.describe(effect))"
    case .handoffRegistered(let site): "a registration at \(SwiftLiteral.describe(site))"
    case .handoffDelivered(let site): "a delivery at \(SwiftLiteral.describe(site))"
    default: "\(self)"
    }
  }
}

extension BatonBurst.Event {
  /// Whether the event changes the screens by itself: a pop, a dismiss, a restore.
  var movesScreens: Bool {
    switch self {
    case .pop, .dismiss, .restore: true
    case .link, .tap, .wait, .mount, .cancel: false
    }
  }
}

extension NavTarget {
  /// Whether the move shows `site`: a push of its route, a present of its sheet.
  func shows(_ site: HandoffSite<Route, SheetRoute>) -> Bool {
    switch self {
    case .push(let route): site == .stack(route)
    case .present(let sheet): site == .sheet(sheet)
    case .popToRoot, .dismissSheet: false
    }
  }

  /// Whether the move takes every screen of `site` away: a pop to the root, a dismiss or another sheet.
  func removes(_ site: HandoffSite<Route, SheetRoute>) -> Bool {
    switch (self, site) {
    case (.popToRoot, .stack), (.dismissSheet, .sheet): true
    case (.present(let sheet), .sheet(let shown)): sheet != shown
    default: false
    }
  }

  /// Whether the move takes screens away: a pop to the root or a dismiss.
  var leaves: Bool {
    switch self {
    case .popToRoot, .dismissSheet: true
    case .push, .present: false
    }
  }
}
