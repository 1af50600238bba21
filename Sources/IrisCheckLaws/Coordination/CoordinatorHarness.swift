import Foundation
import Iris
import IrisCheckCore
import IrisCheckScheduling

/// A coordinator plugged into the coordinator laws: how to build it and
/// reach its entry points, as closures.
///
/// Only ``make``, ``observe``, ``snapshot`` and ``onScreen`` are required;
/// every other entry point is optional, and a burst event whose entry
/// point is missing does nothing. For a ``PlumbedCoordinatorBase``
/// subclass, ``plumbed(_:snapshot:link:tap:restore:route:)`` fills in all
/// but the consumer's own.
///
/// **How a burst runs.** Under a ``DeterministicScheduler`` whose decisions
/// come from the scenario's ``Schedule``, on the scheduler's main actor: the
/// coordinator is made on the scheduler's clock; the events are issued in
/// order (a `.wait` sleeps on the clock, a zero wait yields; a `.mount`
/// starts a task that claims the handoff of a route on screen); then the
/// harness sleeps ``settle`` so pauses and drains elapse, cancels any claim
/// still waiting, and the scheduler runs every job to quiescence. The end
/// state is read after that.
public struct CoordinatorHarness<Coordinator: RouteCoordinator, Snapshot: Equatable & Sendable>:
  Sendable
where Coordinator.Flow.SideEffect: Equatable {
  /// The coordinator's flow.
  public typealias Flow = Coordinator.Flow
  /// What its batons carry.
  public typealias Intent = Coordinator.Intent
  /// A handoff site of its routes.
  public typealias Site = HandoffSite<Flow.Route, Flow.SheetRoute>

  /// Makes a coordinator whose executors sleep on the given clock.
  public var make: @MainActor @Sendable (VirtualClock) -> Coordinator
  /// Subscribes the handler to the coordinator's trace (every
  /// ``CoordinatorEvent``).
  public var observe:
    @MainActor @Sendable (Coordinator, @escaping @MainActor (CoordinatorEvent<Flow>) -> Void) ->
      Void
  /// Reads the consumer's state, all of it that a stale write could touch.
  public var snapshot: @MainActor @Sendable (Coordinator) -> Snapshot
  /// The handoff sites on screen: every route of the path and the sheet.
  public var onScreen: @MainActor @Sendable (Coordinator) -> [Site]
  /// Opens a link and returns the baton it routed.
  ///
  /// Defaults to a fresh baton routed with ``RouteCoordinator/route(baton:)``.
  public var link: @MainActor @Sendable (Coordinator, Intent) -> Baton<Intent>
  /// Routes a tap on the ui executor; returns the baton, or `nil` when the
  /// tap routed nothing.
  public var tap: (@MainActor @Sendable (Coordinator, Intent) -> Baton<Intent>?)?
  /// Restores a snapshot.
  public var restore: (@MainActor @Sendable (Coordinator, Snapshot) -> Void)?
  /// The state a flow of this intent leaves, from the state it began in:
  /// the model ``CoordinatorLaws`` checks `LastWins` against.
  public var route: (@Sendable (Snapshot, Intent) -> Snapshot)?
  /// Mounts the screen at a site and claims its handoff; returns the baton
  /// received, or `nil`.
  public var mount: (@MainActor @Sendable (Coordinator, Site) async -> Baton<Intent>?)?
  /// Whether the site's registry entry is present.
  public var hasEntry: (@MainActor @Sendable (Coordinator, Site) -> Bool)?
  /// Every site whose registry entry is present, in any order, for a
  /// coordinator that can list them.
  ///
  /// When set, the end state lists the entries instead of asking
  /// ``hasEntry`` at every site a flow could have registered: cheaper, and
  /// it also sees an entry at a site no flow named.
  public var sitesWithEntries: (@MainActor @Sendable (Coordinator) -> [Site])?
  /// The user pops the top screen.
  public var pop: (@MainActor @Sendable (Coordinator) -> Void)?
  /// The user dismisses the sheet.
  public var dismiss: (@MainActor @Sendable (Coordinator) -> Void)?
  /// Cancels the running link flow; defaults to the link executor's
  /// ``LatestWinsExecutor/cancelCurrent()``.
  public var cancel: (@MainActor @Sendable (Coordinator) -> Void)?
  /// Whether every executor of the coordinator is idle; defaults to the
  /// link executor's.
  public var isIdle: @MainActor @Sendable (Coordinator) -> Bool
  /// Virtual time allowed after the last event before the end state is
  /// read; defaults to 60 s.
  public var settle: Duration = .seconds(60)
  /// The job limit of one run; defaults to 20,000.
  public var maxJobs = 20_000

  /// Creates a harness from the required closures; set the optional entry
  /// points afterwards.
  /// - Parameters:
  ///   - make: makes a coordinator on the given clock.
  ///   - observe: subscribes a handler to the coordinator's trace.
  ///   - snapshot: reads the consumer's state.
  ///   - onScreen: the sites on screen.
  public init(
    make: @escaping @MainActor @Sendable (VirtualClock) -> Coordinator,
    observe:
      @escaping @MainActor @Sendable (
        Coordinator, @escaping @MainActor (CoordinatorEvent<Flow>) -> Void
      ) -> Void,
    snapshot: @escaping @MainActor @Sendable (Coordinator) -> Snapshot,
    onScreen: @escaping @MainActor @Sendable (Coordinator) -> [Site]
  ) {
    self.make = make
    self.observe = observe
    self.snapshot = snapshot
    self.onScreen = onScreen
    self.link = { coordinator, intent in
      let baton = Baton(intent: intent, flow: NavFlow(source: "link"))
      coordinator.route(baton: baton)
      return baton
    }
    self.cancel = { $0.linkSwitcher.cancelCurrent() }
    self.isIdle = { !$0.linkSwitcher.isBusy() }
  }

  /// Runs a scenario's burst under its schedule and records it.
  /// - Parameter scenario: the burst and the schedule.
  /// - Returns: the record the laws judge.
  public func run(_ scenario: CoordinatorScenario<Intent>) async -> BurstRecord<Flow, Snapshot> {
    let (scheduler, log, body) = prepare(scenario)
    let harness = self
    // NB: the burst's run and the end read's run in one turn of the driver
    // thread: one hand-over each way instead of two.
    let (run, end) = await scheduler.runOnDedicatedThread(
      body,
      then: FollowUpRun { run in harness.endRead(after: run, log: log) })
    return end?.value ?? finish(run, log: log)
  }

  /// The run that reads the end state after the burst's run, or `nil` when
  /// that run returned no coordinator.
  private func endRead(
    after run: SchedulerRun<CoordinatorBox<Coordinator>>, log: BurstLog<Flow, Snapshot>
  ) -> (
    scheduler: DeterministicScheduler,
    body: @MainActor @Sendable () async -> BurstRecord<Flow, Snapshot>
  )? {
    guard let box = run.value else { return nil }
    let record = finish(run, log: log)
    return (
      DeterministicScheduler(maxJobs: 1_000),
      { harness(reading: box.coordinator, into: record) }
    )
  }

  /// Runs a scenario as ``run(_:)`` does, blocking the calling thread: for
  /// synchronous callers such as a libFuzzer entry point.
  /// - Parameter scenario: the burst and the schedule.
  /// - Returns: the record the laws judge.
  public func runBlocking(_ scenario: CoordinatorScenario<Intent>) -> BurstRecord<Flow, Snapshot> {
    let (scheduler, log, body) = prepare(scenario)
    let run = scheduler.run(body)
    let record = finish(run, log: log)
    guard let box = run.value else { return record }
    let end = DeterministicScheduler(maxJobs: 1_000).run {
      harness(reading: box.coordinator, into: record)
    }
    return end.value ?? record
  }

  private func prepare(
    _ scenario: CoordinatorScenario<Intent>
  ) -> (
    DeterministicScheduler, BurstLog<Flow, Snapshot>,
    @MainActor @Sendable () async -> CoordinatorBox<Coordinator>
  ) {
    scenario.schedule.rewind()
    let scheduler = DeterministicScheduler(schedule: scenario.schedule, maxJobs: maxJobs)
    let clock = scheduler.clock
    let log = BurstLog<Flow, Snapshot>(events: scenario.burst.events.count)
    let harness = self
    let burst = scenario.burst
    return (
      scheduler, log,
      { () -> CoordinatorBox<Coordinator> in
        let coordinator = harness.make(clock)
        await harness.play(burst, on: coordinator, clock: clock, log: log)
        return CoordinatorBox(coordinator: coordinator)
      }
    )
  }

  private func finish(
    _ run: SchedulerRun<CoordinatorBox<Coordinator>>, log: BurstLog<Flow, Snapshot>
  ) -> BurstRecord<Flow, Snapshot> {
    var record = log.record
    record.outcome = run.outcome
    record.anomalies = run.anomalies
    record.modelBox = route
    record.probedEntries = hasEntry != nil || sitesWithEntries != nil
    return record
  }

  /// Reads the end state in a run of its own, after the burst's run has
  /// reached quiescence: the coordinator's main-actor state is then read on
  /// the scheduler's main actor, with no real main actor needed.
  @MainActor private func harness(
    reading coordinator: Coordinator, into record: BurstRecord<Flow, Snapshot>
  ) -> BurstRecord<Flow, Snapshot> {
    var record = record
    readEnd(of: coordinator, into: &record)
    return record
  }

  @MainActor private func readEnd(
    of coordinator: Coordinator, into record: inout BurstRecord<Flow, Snapshot>
  ) {
    record.finalState = snapshot(coordinator)
    record.onScreen = onScreen(coordinator)
    record.idle = isIdle(coordinator)
    if let sitesWithEntries {
      record.sitesWithEntries = inScreenOrder(
        sitesWithEntries(coordinator), onScreen: record.onScreen)
    } else if let hasEntry {
      // NB: every site a flow could have registered, traced or not: a push
      // cancelled during its hop may register without tracing it.
      var candidates = record.onScreen
      func consider(_ site: Site) {
        if !candidates.contains(site) { candidates.append(site) }
      }
      for case .traced(let event) in record.entries {
        if case .handoffRegistered(let site) = event.kind { consider(site) }
      }
      for flow in record.flows {
        for case .nav(let target) in flow.steps {
          switch target {
          case .push(let route): consider(.stack(route))
          case .present(let sheet): consider(.sheet(sheet))
          case .popToRoot, .dismissSheet: break
          }
        }
      }
      record.sitesWithEntries = candidates.filter { hasEntry(coordinator, $0) }
    }
  }

  /// The listed sites in a stable order, so a report does not depend on a
  /// registry's hashing: those on screen first, in screen order, then the
  /// others by their description.
  private func inScreenOrder(_ sites: [Site], onScreen: [Site]) -> [Site] {
    guard sites.count > 1 else { return sites }
    let shown = onScreen.filter { sites.contains($0) }
    let hidden = sites.filter { !onScreen.contains($0) }
    return shown + hidden.sorted { String(describing: $0) < String(describing: $1) }
  }

  @MainActor private func play(
    _ burst: BatonBurst<Intent>, on coordinator: Coordinator, clock: VirtualClock,
    log: BurstLog<Flow, Snapshot>
  ) async {
    // NB: weak, or the coordinator would hold its own trace handler in a
    // cycle and never be freed.
    observe(coordinator) { [snapshot, weak coordinator] event in
      guard let coordinator else { return }
      log.trace(event, state: snapshot(coordinator))
    }
    let snapshots = AppendBuffer<Snapshot>(capacity: burst.events.count + 1)
    snapshots.append(snapshot(coordinator))
    var mounts: [Task<Void, Never>] = []
    for event in burst.events {
      let time = clock.now.offset
      switch event {
      case .link(let intent):
        let baton = link(coordinator, intent)
        log.issue(event, at: time, state: snapshot(coordinator), routing: baton, on: .links)
      case .tap(let intent):
        let baton = tap?(coordinator, intent)
        log.issue(event, at: time, state: snapshot(coordinator), routing: baton, on: .ui)
      case .wait(let gap):
        log.issue(event, at: time, state: snapshot(coordinator))
        if gap == .zero {
          await Task.yield()
        } else {
          try? await clock.sleep(for: gap)
        }
        snapshots.append(snapshot(coordinator))
      case .mount(let index):
        let mountedAt = log.issue(event, at: time, state: snapshot(coordinator))
        let sites = onScreen(coordinator)
        guard let mount, !sites.isEmpty else { continue }
        let site = sites[index % sites.count]
        mounts.append(
          Task { @MainActor in
            let baton = await mount(coordinator, site)
            log.claimed(
              site, flow: baton?.flow, mountedAt: mountedAt, state: snapshot(coordinator))
          })
      case .pop:
        pop?(coordinator)
        log.issue(event, at: time, state: snapshot(coordinator))
      case .dismiss:
        dismiss?(coordinator)
        log.issue(event, at: time, state: snapshot(coordinator))
      case .restore(let index):
        restore?(coordinator, snapshots[index % snapshots.count])
        log.issue(event, at: time, state: snapshot(coordinator))
      case .cancel:
        cancel?(coordinator)
        log.issue(event, at: time, state: snapshot(coordinator))
      }
    }
    try? await clock.sleep(for: settle)
    for mount in mounts { mount.cancel() }
    for mount in mounts { await mount.value }
  }
}

extension CoordinatorHarness {
  /// A harness for a ``PlumbedCoordinatorBase`` subclass: trace through
  /// ``PlumbedCoordinatorBase/onEvent``, screens from its navigators,
  /// mounts claiming from its registries (registering a waiting entry when
  /// none is there, as a screen that mounts first does), entries listed
  /// from its registries, pops and
  /// dismisses through its navigators, idleness of both executors.
  /// - Parameters:
  ///   - make: makes the coordinator on the given clock.
  ///   - snapshot: reads the consumer's state.
  ///   - link: opens a link; defaults to routing a fresh baton.
  ///   - tap: routes a tap on the ui executor; defaults to none.
  ///   - restore: restores a snapshot; defaults to none.
  ///   - route: the model for `LastWins`; defaults to none (only the trace
  ///     is judged).
  /// - Returns: the harness.
  public static func plumbed<Base: PlumbedCoordinatorBase<Flow>>(
    _ make: @escaping @MainActor @Sendable (VirtualClock) -> Base,
    snapshot: @escaping @MainActor @Sendable (Base) -> Snapshot,
    link: (@MainActor @Sendable (Base, Intent) -> Baton<Intent>)? = nil,
    tap: (@MainActor @Sendable (Base, Intent) -> Baton<Intent>?)? = nil,
    restore: (@MainActor @Sendable (Base, Snapshot) -> Void)? = nil,
    route: (@Sendable (Snapshot, Intent) -> Snapshot)? = nil
  ) -> CoordinatorHarness<Base, Snapshot> where Base.Flow == Flow {
    var harness = CoordinatorHarness<Base, Snapshot>(
      make: make,
      observe: { coordinator, handler in
        guard let previous = coordinator.onEvent else {
          coordinator.onEvent = handler
          return
        }
        coordinator.onEvent = { event in
          previous(event)
          handler(event)
        }
      },
      snapshot: snapshot,
      onScreen: { coordinator in
        coordinator.routeNav.routeStack.routes.map { .stack($0) }
          + (coordinator.sheetNav.routeSheet.map { [.sheet($0)] } ?? [])
      })
    if let link { harness.link = link }
    harness.tap = tap
    harness.restore = restore
    harness.route = route
    harness.mount = { coordinator, site in
      switch site {
      case .stack(let route):
        let registry = coordinator.stackHandoffs
        return await (registry.handoff(for: route) ?? registry.register(for: route)).claim()
      case .sheet(let sheet):
        let registry = coordinator.sheetHandoffs
        return await (registry.handoff(for: sheet) ?? registry.register(for: sheet)).claim()
      }
    }
    harness.hasEntry = { coordinator, site in
      switch site {
      case .stack(let route): coordinator.stackHandoffs.handoff(for: route) != nil
      case .sheet(let sheet): coordinator.sheetHandoffs.handoff(for: sheet) != nil
      }
    }
    harness.sitesWithEntries = { coordinator in
      coordinator.stackHandoffs.registeredRoutes.map { .stack($0) }
        + coordinator.sheetHandoffs.registeredRoutes.map { .sheet($0) }
    }
    harness.pop = { coordinator in
      coordinator.routeNav.reset(to: Array(coordinator.routeNav.routeStack.routes.dropLast()))
    }
    harness.dismiss = { $0.nav.dismissSheet() }
    harness.isIdle = { !$0.linkSwitcher.isBusy() && !$0.uiSwitcher.isBusy() }
    return harness
  }
}

/// Carries the coordinator out of the run.
///
/// NB: `@unchecked Sendable`: it is only read after the run ends, on the
/// main actor.
struct CoordinatorBox<Coordinator>: @unchecked Sendable {
  let coordinator: Coordinator
}

/// Where a ``BurstLog`` keeps an entry: among its traced events, its
/// issued events or its claims, at this index.
///
/// NB: outside the generic log, so an array of them is an array of a
/// concrete type.
private enum BurstLogSlot {
  case traced(Int)
  case issued(Int)
  case claimed(Int)
}

/// The record being written during a run, from the run's main actor.
///
/// NB: `@unchecked Sendable`: written only by the run's jobs (one at a time,
/// on the driver thread) and read after the run.
///
/// NB: written at every event of every run by code generic over the flow,
/// so it keeps what it is given as it came, in columns that take an append
/// without a type-metadata lookup (see ``AppendBuffer``), and builds the
/// entries, the routed flows and their start and finish states only when
/// the record is read.
final class BurstLog<Flow: NavigationFlow, Snapshot: Sendable>: @unchecked Sendable
where Flow.SideEffect: Equatable {
  typealias Record = BurstRecord<Flow, Snapshot>

  /// Where each entry is kept, in entry order.
  private var slots: [BurstLogSlot] = []
  private let states: AppendBuffer<Snapshot>
  private let traced: AppendBuffer<CoordinatorEvent<Flow>>
  private let issued: AppendBuffer<BatonBurst<Flow.Intent>.Event>
  private var issuedAt: [Duration] = []
  /// The number of the flow each issued event routed, or `nil`.
  private var issuedFlows: [Int?] = []
  private let claims: AppendBuffer<Record.Entry>
  /// The routed batons, in order, and the executor each was routed on.
  private let batons: AppendBuffer<Baton<Flow.Intent>>
  private var executors: [BatonExecutor] = []

  /// Creates an empty log with room for about `events` issued events and
  /// what they set off.
  init(events: Int) {
    slots.reserveCapacity(4 * events + 8)
    states = AppendBuffer(capacity: 4 * events + 8)
    traced = AppendBuffer(capacity: 3 * events + 8)
    issued = AppendBuffer(capacity: events + 1)
    issuedAt.reserveCapacity(events + 1)
    issuedFlows.reserveCapacity(events + 1)
    claims = AppendBuffer(capacity: 1)
    batons = AppendBuffer(capacity: events + 1)
  }

  /// What has been logged, as a record.
  var record: Record {
    var record = Record()
    record.states = states.elements
    record.flows.reserveCapacity(batons.count)
    var flowIDs: [NavFlow] = []
    for index in 0..<batons.count {
      let baton = batons[index]
      flowIDs.append(baton.flow)
      record.flows.append(
        Record.RoutedFlow(
          number: index + 1, flow: baton.flow, batonID: baton.id, intent: baton.intent,
          executor: executors[index], steps: Flow.operations(intent: baton.intent)))
    }
    record.entries.reserveCapacity(slots.count)
    for index in slots.indices {
      switch slots[index] {
      case .issued(let event):
        record.entries.append(
          .issued(issued[event], time: issuedAt[event], flow: issuedFlows[event]))
      case .claimed(let claim):
        record.entries.append(claims[claim])
      case .traced(let event):
        let event = traced[event]
        record.entries.append(.traced(event))
        switch event.kind {
        case .flowStarted:
          guard let flow = flowIDs.firstIndex(of: event.flow) else { continue }
          record.flows[flow].stateAtStart = states[index]
        case .flowFinished:
          guard let flow = flowIDs.firstIndex(of: event.flow) else { continue }
          record.flows[flow].stateAtFinish = states[index]
        default: continue
        }
      }
    }
    return record
  }

  /// Appends an issued event; returns its entry index.
  @discardableResult
  func issue(
    _ event: BatonBurst<Flow.Intent>.Event, at time: Duration, state: Snapshot,
    routing baton: Baton<Flow.Intent>? = nil, on executor: BatonExecutor = .links
  ) -> Int {
    var number: Int?
    if let baton {
      batons.append(baton)
      executors.append(executor)
      number = executors.count
    }
    slots.append(.issued(issuedAt.count))
    issued.append(event)
    issuedAt.append(time)
    issuedFlows.append(number)
    states.append(state)
    return slots.count - 1
  }

  func trace(_ event: CoordinatorEvent<Flow>, state: Snapshot) {
    slots.append(.traced(traced.count))
    traced.append(event)
    states.append(state)
  }

  func claimed(
    _ site: HandoffSite<Flow.Route, Flow.SheetRoute>, flow: NavFlow?, mountedAt: Int,
    state: Snapshot
  ) {
    slots.append(.claimed(claims.count))
    claims.append(.claimed(site, flow: flow, mountedAt: mountedAt))
    states.append(state)
  }
}
