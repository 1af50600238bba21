import Iris
import IrisCheckLaws

/// A consumer-written coordinator for the coordinator laws' own tests: its
/// own latest-wins executor and handoff registry, with each bug the laws
/// must catch available as a planted flaw.
///
/// Correct behaviour (no ``Bugs``): a new link cancels the running flow and
/// clears the unclaimed registrations of an unfinished one, then waits for
/// it to stop completely before starting; every step re-checks that its
/// flow is still the latest; a push hops once (yields) before it registers
/// or wakes a waiting screen and re-checks after the hop; the note effect
/// saves for 200 ms without honouring cancellation, then writes only if its
/// flow is still the latest (and, as in Iris, is traced either way); a claimed entry is removed a turn later, only
/// if it is still the same entry; pops, pops to root and restores remove
/// the entries of routes no longer on screen.
@MainActor
public final class BurstCoordinator: RouteCoordinator {
  /// The intent.
  public typealias Intent = BurstIntent
  /// The flow.
  public typealias Flow = BurstFlow

  /// The planted flaws.
  public struct Bugs: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: Int
    /// Creates a set from bits.
    /// - Parameter rawValue: the bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Cancels a wrapper task whose work runs in an inner task, and judges
    /// supersession by cancellation alone: the old work keeps running.
    public static let cancelsWrapperOnly = Bugs(rawValue: 1 << 0)
    /// No check between steps: a superseded flow applies the rest.
    public static let skipsCheckBetweenSteps = Bugs(rawValue: 1 << 1)
    /// The note effect writes after its await without checking.
    public static let writesAfterAwait = Bugs(rawValue: 1 << 2)
    /// The drain gives up after 50 ms and starts the next flow while the old
    /// one is mid-step.
    public static let drainTimeoutMidStep = Bugs(rawValue: 1 << 3)
    /// Removing a claimed entry removes whatever entry the route has now.
    public static let removesFreshEntry = Bugs(rawValue: 1 << 4)
    /// A claim does not mark the handoff delivered: it can be claimed again.
    public static let deliversTwice = Bugs(rawValue: 1 << 5)
    /// A push cancelled during its hop still registers its baton.
    public static let cancelledPushRegisters = Bugs(rawValue: 1 << 6)
    /// A push wakes a waiting screen without re-checking after its hop.
    public static let wakesWithoutRecheck = Bugs(rawValue: 1 << 7)
    /// A pop leaves the popped route's entry registered.
    public static let popLeaksEntry = Bugs(rawValue: 1 << 8)
    /// The note effect hands its write to a new main-actor task after its
    /// await instead of making it: the flow reports the effect applied, and
    /// finishes, before the note lands.
    public static let writesInDetachedTask = Bugs(rawValue: 1 << 9)
    /// A flow cancelled during its note effect's save then waits for the
    /// save's confirmation, which a cancelled save never sends: the flow
    /// never ends, and its executor stays busy.
    public static let hangsWhenCancelled = Bugs(rawValue: 1 << 10)
    /// The note effect sleeps 10 ms for its write to land instead of
    /// awaiting it.
    ///
    /// The write is handed to a request on the global executor: fine while
    /// work is fast, wrong when the sleep's timer fires first and the write
    /// lands after the flow finished. FIFO schedules never fire a timer
    /// while work is ready.
    public static let sleepsInsteadOfAwaitingTheWrite = Bugs(rawValue: 1 << 11)
    /// The note effect expects its confirmation to reach the main actor
    /// after a main-actor task it starts later.
    ///
    /// It sends the confirmation from the global executor, then opens the
    /// note's editor in a main-actor task, and writes the note only if the
    /// editor is open when the confirmation arrives: FIFO's order, not a
    /// device's, where the confirmation can get there first and the note is
    /// never written.
    public static let confirmsBeforeItsEditorOpens = Bugs(rawValue: 1 << 12)
    /// Each link runs on an executor of its own, so links never supersede.
    public static let linksOnFreshExecutors = Bugs(rawValue: 1 << 13)
    /// A peek applies its steps last to first.
    public static let appliesPeekBackwards = Bugs(rawValue: 1 << 14)
    /// A peek skips its last step and reports that it finished.
    public static let dropsPeeksLastStep = Bugs(rawValue: 1 << 15)
    /// A link starts an app task that writes the note a second later, out
    /// of any flow.
    public static let writesLateOutsideAnyFlow = Bugs(rawValue: 1 << 16)
    /// A cancellation counts one more running flow, so the executor never
    /// looks idle again.
    public static let staysBusyAfterCancel = Bugs(rawValue: 1 << 17)
    /// A flow to the root reports its finish twice.
    public static let reportsHomesEndTwice = Bugs(rawValue: 1 << 18)
    /// A claim of a buffered baton returns the latest link's baton instead.
    public static let claimsTheLatestBaton = Bugs(rawValue: 1 << 19)
    /// A push registers (and traces it) before the page is on the path.
    public static let registersBeforePushing = Bugs(rawValue: 1 << 20)
    /// The note effect registers the page's baton again.
    public static let registersAgainAfterTheNote = Bugs(rawValue: 1 << 21)
    /// A screen that mounts before its baton waits without an entry, so no
    /// push can answer it.
    public static let waitsWithoutAnEntry = Bugs(rawValue: 1 << 22)
    /// A restore puts the state back without cancelling the running flow.
    public static let restoreKeepsTheFlowRunning = Bugs(rawValue: 1 << 23)
    /// A link to where the app already is is ignored, even while an
    /// earlier flow is on its way elsewhere.
    public static let ignoresALinkToTheShownPage = Bugs(rawValue: 1 << 24)
    /// A link to a page is ignored when the path shows that page alone,
    /// whatever the note says.
    public static let ignoresALinkByItsPathAlone = Bugs(rawValue: 1 << 25)
    /// A link to a page loads the page for 300 ms before routing its baton,
    /// from a task the link starts; other links route at once, so a later
    /// link can be overtaken by an earlier one.
    public static let routesPagesAfterLoading = Bugs(rawValue: 1 << 26)
    /// A restore puts back the note but keeps the pages it finds.
    public static let restoreKeepsThePages = Bugs(rawValue: 1 << 27)
  }

  /// The pause between steps.
  public static var interStepAnimationPause: Duration { .milliseconds(100) }

  /// Required by ``RouteCoordinator``; this coordinator routes links itself.
  public let linkSwitcher: LatestWinsExecutor
  /// The consumer's state.
  public internal(set) var state = BurstState()
  /// Receives every trace event.
  public var onEvent: ((CoordinatorEvent<BurstFlow>) -> Void)?

  let bugs: Bugs
  let clock: any Clock<Duration>
  /// Whether the note's editor is open (``Bugs/confirmsBeforeItsEditorOpens``).
  var editorOpen = false
  /// The executor its flows run on, as its trace names it.
  private let executor = ExecutorIdentity(
    name: "linkSwitcher", policy: .waitForDrain(timeout: .never))
  private var latest: NavFlow?
  private var latestBaton: Baton<BurstIntent>?
  private var running: Task<Void, Never>?
  private var finished: Set<NavFlow> = []
  private var active = 0
  private var entries: [String: HandoffEntry] = [:]
  private var confirmations: [CheckedContinuation<Void, Never>] = []

  /// Creates a coordinator at the root.
  /// - Parameters:
  ///   - clock: the clock it pauses and saves on.
  ///   - bugs: the planted flaws; none by default.
  public init(clock: any Clock<Duration>, bugs: Bugs = []) {
    self.clock = clock
    self.bugs = bugs
    self.linkSwitcher = LatestWinsExecutor(policy: .links, clock: clock)
  }

  /// Not used: ``open(_:)`` applies effects itself.
  /// - Parameters:
  ///   - effect: the effect.
  ///   - baton: its baton.
  public func apply(_ effect: BurstEffect, _ baton: Baton<BurstIntent>) async {}

  /// Forwards to ``onEvent``.
  /// - Parameter event: the event.
  public func trace(_ event: CoordinatorEvent<BurstFlow>) { onEvent?(event) }

  /// Whether no flow is running.
  public var isIdle: Bool { active == 0 }

  /// The pages with a registry entry.
  public var registeredPages: [String] { entries.keys.sorted() }

  // MARK: - Links

  /// Routes a link, latest wins.
  /// - Parameter intent: the intent.
  /// - Returns: its baton.
  @discardableResult
  public func open(_ intent: BurstIntent) -> Baton<BurstIntent> {
    let baton = Baton(intent: intent, flow: NavFlow(source: "link"))
    if bugs.contains(.ignoresALinkToTheShownPage), state.routing(intent) == state {
      return baton
    }
    if bugs.contains(.ignoresALinkByItsPathAlone), isIdle, state.routing(intent).path == state.path
    {
      return baton
    }
    if bugs.contains(.routesPagesAfterLoading), case .page = intent {
      Task { @MainActor [clock] in
        try? await clock.sleep(for: .milliseconds(300))
        self.start(baton)
      }
      return baton
    }
    start(baton)
    return baton
  }

  /// Routes a link's baton, latest wins.
  private func start(_ baton: Baton<BurstIntent>) {
    let executor =
      bugs.contains(.linksOnFreshExecutors)
      ? ExecutorIdentity(name: nil, policy: .waitForDrain(timeout: .never)) : self.executor
    trace(CoordinatorEvent(flow: baton.flow, kind: .routed(baton, on: executor, origin: nil)))
    latestBaton = baton
    if bugs.contains(.writesLateOutsideAnyFlow) {
      Task { @MainActor [clock] in
        try? await clock.sleep(for: .seconds(1))
        self.state.note = "late"
      }
    }
    supersedeLatest()
    latest = baton.flow
    let earlier = running
    earlier?.cancel()
    active += 1
    running = Task { @MainActor in
      await self.drain(earlier)
      if self.bugs.contains(.cancelsWrapperOnly) {
        await Task { @MainActor in await self.run(baton) }.value
      } else {
        await self.run(baton)
      }
      self.finished.insert(baton.flow)
      self.active -= 1
    }
  }

  /// Cancels the running flow.
  public func cancel() {
    if bugs.contains(.staysBusyAfterCancel) { active += 1 }
    supersedeLatest()
    latest = nil
    running?.cancel()
  }

  /// Traces the running flow's supersession and clears its unclaimed
  /// registrations.
  private func supersedeLatest() {
    guard let previous = latest, !finished.contains(previous) else { return }
    trace(CoordinatorEvent(flow: previous, kind: .superseded, flowWasCurrent: false))
    clearUnclaimed(of: previous)
  }

  /// Restores a state, cancelling the running flow.
  /// - Parameter snapshot: the state.
  public func restore(_ snapshot: BurstState) {
    if !bugs.contains(.restoreKeepsTheFlowRunning) { cancel() }
    let pages = state.path
    state = snapshot
    if bugs.contains(.restoreKeepsThePages) { state.path = pages }
    removeOffscreenEntries()
  }

  /// The user pops the top page.
  public func pop() {
    guard let page = state.path.popLast() else { return }
    if !bugs.contains(.popLeaksEntry), !state.path.contains(page) { remove(page) }
  }

  private func isCurrent(_ baton: Baton<BurstIntent>) -> Bool {
    if bugs.contains(.cancelsWrapperOnly) { return !Task.isCancelled }
    return latest == baton.flow && !Task.isCancelled
  }

  private func drain(_ earlier: Task<Void, Never>?) async {
    guard let earlier else { return }
    guard bugs.contains(.drainTimeoutMidStep) else { return await earlier.value }
    let deadline = Duration.milliseconds(50)
    var waited = Duration.zero
    let done = DoneFlag()
    Task { @MainActor in
      await earlier.value
      done.isDone = true
    }
    while !done.isDone, waited < deadline {
      try? await clock.sleep(for: .milliseconds(10))
      waited += .milliseconds(10)
    }
  }

  private func run(_ baton: Baton<BurstIntent>) async {
    let flow = baton.flow
    guard isCurrent(baton) else { return trace(CoordinatorEvent(flow: flow, kind: .flowCancelled)) }
    trace(CoordinatorEvent(flow: flow, kind: .flowStarted))
    var steps = BurstFlow.operations(intent: baton.intent)
    if case .peek = baton.intent {
      if bugs.contains(.appliesPeekBackwards) { steps.reverse() }
      if bugs.contains(.dropsPeeksLastStep) { steps.removeLast() }
    }
    for (index, step) in steps.enumerated() {
      if index > 0 { try? await clock.sleep(for: Self.interStepAnimationPause) }
      if index == 0 || !bugs.contains(.skipsCheckBetweenSteps) {
        guard isCurrent(baton) else {
          return trace(CoordinatorEvent(flow: flow, kind: .flowCancelled))
        }
      }
      guard await applyStep(step, baton) else {
        return trace(CoordinatorEvent(flow: flow, kind: .flowCancelled))
      }
    }
    guard isCurrent(baton) else { return trace(CoordinatorEvent(flow: flow, kind: .flowCancelled)) }
    trace(CoordinatorEvent(flow: flow, kind: .flowFinished))
    if bugs.contains(.reportsHomesEndTwice), baton.intent == .home {
      trace(CoordinatorEvent(flow: flow, kind: .flowFinished))
    }
  }

  private func applyStep(
    _ step: Step<String, Never, BurstEffect>, _ baton: Baton<BurstIntent>
  ) async -> Bool {
    switch step {
    case .nav(.push(let page)):
      return await push(page, baton)
    case .nav(let target):
      state.path = []
      removeOffscreenEntries()
      trace(CoordinatorEvent(flow: baton.flow, kind: .navigated(target)))
      return true
    case .effect(let effect):
      let clock = self.clock
      await Task { try? await clock.sleep(for: .milliseconds(200)) }.value
      if bugs.contains(.hangsWhenCancelled), Task.isCancelled {
        // NB: kept and never resumed; the parked flow holds the coordinator,
        // so the continuation is never dropped unresumed.
        await withCheckedContinuation { confirmations.append($0) }
      }
      if bugs.contains(.writesAfterAwait) || isCurrent(baton), case .note(let name) = effect {
        if bugs.contains(.writesInDetachedTask) {
          Task { @MainActor in self.state.note = name }
        } else if !bugs.isDisjoint(with: [
          .sleepsInsteadOfAwaitingTheWrite, .confirmsBeforeItsEditorOpens,
        ]) {
          await writeThroughARequest(name)
        } else {
          state.note = name
        }
        if bugs.contains(.registersAgainAfterTheNote), state.path.last == name {
          entries[name] = HandoffEntry(baton)
          trace(CoordinatorEvent(flow: baton.flow, kind: .handoffRegistered(.stack(name))))
        }
      }
      // NB: traced whether or not it wrote, and whether its flow is still
      // current, as Iris does.
      trace(
        CoordinatorEvent(
          flow: baton.flow, kind: .effectApplied(effect), flowWasCurrent: isCurrent(baton)))
      return true
    }
  }

  // MARK: - Handoffs

  private func push(_ page: String, _ baton: Baton<BurstIntent>) async -> Bool {
    let flow = baton.flow
    if state.path.last == page, let entry = entries[page], entry.waiter != nil {
      await Task.yield()
      if !bugs.contains(.wakesWithoutRecheck) { guard isCurrent(baton) else { return false } }
      entry.resolve(baton)
      scheduleRemoval(page, entry)
      trace(CoordinatorEvent(flow: flow, kind: .navigated(.push(page))))
      trace(CoordinatorEvent(flow: flow, kind: .handoffDelivered(.stack(page))))
      return true
    }
    await Task.yield()
    guard isCurrent(baton) else {
      if bugs.contains(.cancelledPushRegisters) { entries[page] = HandoffEntry(baton) }
      return false
    }
    if bugs.contains(.registersBeforePushing), state.path.last != page {
      entries[page] = HandoffEntry(baton)
      trace(CoordinatorEvent(flow: flow, kind: .handoffRegistered(.stack(page))))
      state.path.append(page)
      trace(CoordinatorEvent(flow: flow, kind: .navigated(.push(page))))
      return true
    }
    if state.path.last != page { state.path.append(page) }
    entries[page]?.resolve(nil)
    entries[page] = HandoffEntry(baton)
    trace(CoordinatorEvent(flow: flow, kind: .navigated(.push(page))))
    trace(CoordinatorEvent(flow: flow, kind: .handoffRegistered(.stack(page))))
    return true
  }

  /// A mounted page claims its handoff: the buffered baton, or waits for
  /// one (registering a waiting entry); `nil` when spent or cancelled.
  /// - Parameter page: the page.
  /// - Returns: the baton, or `nil`.
  public func claim(_ page: String) async -> Baton<BurstIntent>? {
    if let entry = entries[page] {
      guard let baton = entry.baton, !entry.isDelivered else { return nil }
      if !bugs.contains(.deliversTwice) {
        entry.isDelivered = true
        scheduleRemoval(page, entry)
      }
      return bugs.contains(.claimsTheLatestBaton) ? latestBaton : baton
    }
    let entry = HandoffEntry(nil)
    if !bugs.contains(.waitsWithoutAnEntry) { entries[page] = entry }
    return await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        if Task.isCancelled {
          continuation.resume(returning: nil)
        } else {
          entry.waiter = continuation
        }
      }
    } onCancel: {
      Task { @MainActor in
        entry.resolve(nil)
        self.scheduleRemoval(page, entry)
      }
    }
  }

  private func scheduleRemoval(_ page: String, _ entry: HandoffEntry) {
    Task { @MainActor in
      if self.bugs.contains(.removesFreshEntry) || self.entries[page] === entry {
        self.entries[page] = nil
      }
    }
  }

  private func remove(_ page: String) {
    entries.removeValue(forKey: page)?.resolve(nil)
  }

  private func removeOffscreenEntries() {
    for page in entries.keys where !state.path.contains(page) { remove(page) }
  }

  private func clearUnclaimed(of flow: NavFlow) {
    guard !finished.contains(flow) else { return }
    for (page, entry) in entries where entry.baton?.flow == flow && !entry.isDelivered {
      remove(page)
    }
  }
}

/// One registry entry: a buffered baton or a waiting screen.
@MainActor
final class HandoffEntry {
  let baton: Baton<BurstIntent>?
  var isDelivered = false
  var waiter: CheckedContinuation<Baton<BurstIntent>?, Never>?

  init(_ baton: Baton<BurstIntent>?) {
    self.baton = baton
  }

  /// Wakes a waiting screen with `baton`, once.
  func resolve(_ baton: Baton<BurstIntent>?) {
    isDelivered = true
    let waiter = self.waiter
    self.waiter = nil
    waiter?.resume(returning: baton)
  }
}

/// Set once an awaited task is done.
@MainActor
final class DoneFlag {
  var isDone = false
}

extension CoordinatorHarness where Coordinator == BurstCoordinator, Snapshot == BurstState {
  /// The fixture coordinator with these planted flaws, plugged into the
  /// coordinator laws.
  /// - Parameter bugs: the flaws; none by default.
  /// - Returns: the harness.
  public static func burst(_ bugs: BurstCoordinator.Bugs = []) -> Self {
    var harness = Self(
      make: { BurstCoordinator(clock: $0, bugs: bugs) },
      observe: { coordinator, handler in coordinator.onEvent = handler },
      snapshot: { $0.state },
      onScreen: { $0.state.path.map { .stack($0) } })
    harness.link = { $0.open($1) }
    harness.restore = { $0.restore($1) }
    harness.route = { $0.routing($1) }
    harness.mount = { coordinator, site in
      guard case .stack(let page) = site else { return nil }
      return await coordinator.claim(page)
    }
    harness.sitesWithEntries = { $0.registeredPages.map { .stack($0) } }
    harness.pop = { $0.pop() }
    harness.cancel = { $0.cancel() }
    harness.isIdle = { $0.isIdle }
    return harness
  }
}
