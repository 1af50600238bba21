import Foundation
import Iris
import IrisCheckCore
import IrisCheckScheduling

/// A coordinator plugged into the coordinator laws: how to build it and reach its entry points.
///
/// Only ``make``, ``observe``, ``snapshot`` and ``onScreen`` are required; a burst event whose
/// entry point is missing does nothing. ``plumbed(_:snapshot:link:tap:restore:route:)`` fills in
/// the rest for a ``/Iris/PlumbedCoordinatorBase`` subclass. A burst runs on the main actor of a
/// ``/IrisCheckScheduling/DeterministicScheduler`` under the scenario's
/// ``/IrisCheckScheduling/Schedule``: the events in order, then ``settle``, every screen on screen
/// mounted once more, the claims still waiting cancelled, and the end state read at quiescence.
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
  ///
  /// A task it starts for the app's lifetime (a ``/Iris/Broadcaster`` listener, a poller) is the
  /// app's own: it may outlive the burst, and may write whenever it runs.
  public var make: @MainActor @Sendable (VirtualClock) -> Coordinator
  /// Subscribes the handler to the coordinator's ``/Iris/CoordinatorEvent`` trace.
  public var observe:
    @MainActor @Sendable (Coordinator, @escaping @MainActor (CoordinatorEvent<Flow>) -> Void) ->
      Void
  /// Reads the consumer's state, all of it that a stale write could touch.
  public var snapshot: @MainActor @Sendable (Coordinator) -> Snapshot
  /// The handoff sites on screen: every route of the path from the root up (the last one shows,
  /// the others are covered), then the sheet.
  public var onScreen: @MainActor @Sendable (Coordinator) -> [Site]
  /// Opens a link as the app does; defaults to a fresh baton routed with
  /// ``/Iris/RouteCoordinator/route(baton:)`` (what it routed comes from the trace).
  public var link: @MainActor @Sendable (Coordinator, Intent) -> Void
  /// Routes a tap as the app does, on whichever executor it routes taps; `nil` without taps.
  public var tap: (@MainActor @Sendable (Coordinator, Intent) -> Void)?
  /// Restores a snapshot; once settled, the app shows the screens (and place) it showed when the
  /// snapshot was read (LastWins' `RestoreShowsItsSnapshot`).
  public var restore: (@MainActor @Sendable (Coordinator, Snapshot) -> Void)?
  /// The state a flow of this intent leaves from the state it began in (`LastWins`'s model).
  public var route: (@Sendable (Snapshot, Intent) -> Snapshot)?
  /// Whether the app, in this state, routes nothing on purpose for a link of this intent.
  ///
  /// It holds the link (until the user closes the sheet they write in, say) or rejects it.
  /// LastWins judges no such link (rule HeldLink); `nil` when the app holds no link.
  public var holdsLink: (@Sendable (Snapshot, Intent) -> Bool)?
  /// Mounts the screen at a site and claims its handoff; returns the baton received, or `nil`.
  ///
  /// It runs in the screen's task, as a SwiftUI `.task` does: the harness cancels that task once
  /// the site leaves the screen or a push covers it, and from then on the screen's work changes
  /// no screen shown and routes no flow (NoStalePayload's `ScreenThatLeftMovesNothing`).
  public var mount: (@MainActor @Sendable (Coordinator, Site) async -> Baton<Intent>?)?
  /// Every site whose registry entry is present, in any order.
  public var sitesWithEntries: (@MainActor @Sendable (Coordinator) -> [Site])?
  /// Where the stack path shows now, such as the selected tab; `nil` for an app with one stack.
  ///
  /// A route in two places is two screens: a screen (placed where the path shows as its claim
  /// begins) receives a baton only from the flow that pushed it there, and a registration a tab
  /// switch took off screen may be dropped. Sheets show over every place.
  public var place: (@MainActor @Sendable (Coordinator) -> String)?
  /// The user pops the top screen.
  public var pop: (@MainActor @Sendable (Coordinator) -> Void)?
  /// The user dismisses the sheet.
  public var dismiss: (@MainActor @Sendable (Coordinator) -> Void)?
  /// Cancels the running link flow; defaults to the linkSwitcher's
  /// ``/Iris/LatestWinsExecutor/cancelCurrent()``.
  public var cancel: (@MainActor @Sendable (Coordinator) -> Void)?
  /// Whether every executor is idle; defaults to the ``/Iris/RouteCoordinator/linkSwitcher`` and
  /// every ``/Iris/LatestWinsExecutor`` stored in its class or a superclass.
  public var isIdle: @MainActor @Sendable (Coordinator) -> Bool
  /// Virtual time after the last event before the end state; defaults to 60 s.
  public var settle: Duration = .seconds(60)
  /// The job limit of one run; defaults to 20,000.
  public var maxJobs = 20_000

  /// Creates a harness from the required closures; set the optional entry points afterwards.
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
      coordinator.route(baton: Baton(intent: intent, flow: NavFlow(source: "link")))
    }
    self.cancel = { $0.linkSwitcher.cancelCurrent() }
    self.isIdle = { Self.executorsAreIdle($0) }
  }

  @MainActor static func executorsAreIdle(_ coordinator: Coordinator) -> Bool {
    guard !coordinator.linkSwitcher.isBusy() else { return false }
    return ExecutorProperties.allIdle(in: coordinator)
  }

  /// Runs a scenario's burst under its schedule and records it, end state read at quiescence.
  package func run(_ scenario: CoordinatorScenario<Intent>) async -> BurstRecord<Flow, Snapshot> {
    let (scheduler, log, played, body) = prepare(scenario)
    return finish(await scheduler.runOnDedicatedThread(body), log: log, played: played)
  }

  /// ``run(_:)``, blocking the calling thread, for a libFuzzer entry point.
  package func runBlocking(_ scenario: CoordinatorScenario<Intent>) -> BurstRecord<Flow, Snapshot> {
    let (scheduler, log, played, body) = prepare(scenario)
    return finish(scheduler.run(body), log: log, played: played)
  }

  private func prepare(
    _ scenario: CoordinatorScenario<Intent>
  ) -> (
    DeterministicScheduler, BurstLog<Flow, Snapshot>, PlayedBurst<Coordinator, Snapshot>,
    @MainActor @Sendable () async -> Bool
  ) {
    scenario.schedule.rewind()
    let log = BurstLog<Flow, Snapshot>(events: scenario.burst.events.count)
    let watch = BurstWriteWatch<Flow, Snapshot>(log: log)
    let played = PlayedBurst<Coordinator, Snapshot>()
    let scheduler = DeterministicScheduler(
      schedule: scenario.schedule, maxJobs: maxJobs, willRunMainJob: { watch.willRun($0) },
      didRunMainJob: { watch.didRun($0) })
    let clock = scheduler.clock
    let harness = self
    let burst = scenario.burst
    scheduler.atQuiescence = {
      guard let coordinator = played.coordinator else { return }
      played.end = harness.readEnd(of: coordinator)
    }
    return (
      scheduler, log, played,
      { () -> Bool in
        // NB: rule ListenerRoutesTheLink: every flow made in the run, in any task, is noted.
        await NavFlow.$observer.withValue(FlowObserver { log.made($0) }) {
          // NB: rule ListenerMayWait: what the app starts as it is made may outlive the burst.
          let launched = DeterministicScheduler.tasksSeen + 1
          let coordinator = DeterministicScheduler.launching { harness.make(clock) }
          watch.appTasks = launched..<(DeterministicScheduler.tasksSeen + 1)
          watch.read = { [snapshot = harness.snapshot, weak coordinator] in
            coordinator.map { snapshot($0) }
          }
          watch.sites = { [onScreen = harness.onScreen, weak coordinator] in
            coordinator.map { onScreen($0) } ?? []
          }
          let paths = harness.place == nil ? PathWatch(harness.onScreen(coordinator)) : nil
          await harness.play(
            burst, on: coordinator, clock: clock, log: log, watch: watch, paths: paths)
          watch.read = nil
          watch.sites = nil
          played.coordinator = coordinator
          played.paths = paths
        }
        return true
      }
    )
  }

  private func finish(
    _ run: SchedulerRun<Bool>, log: BurstLog<Flow, Snapshot>,
    played: PlayedBurst<Coordinator, Snapshot>
  ) -> BurstRecord<Flow, Snapshot> {
    var record = log.takeRecord()
    record.pathMovedByEffect = played.paths?.moved
    record.outcome = run.outcome
    record.anomalies = run.anomalies
    record.model = route
    record.holdsLink = holdsLink
    if let end = played.end {
      record.finalState = end.state
      record.onScreen = end.onScreen
      record.finalPlace = end.place
      record.idle = end.idle
      record.sitesWithEntries = end.sitesWithEntries
    }
    return record
  }

  @MainActor private func readEnd(
    of coordinator: Coordinator
  ) -> PlayedBurst<Coordinator, Snapshot>.End {
    let shown = shown(coordinator)
    return (
      snapshot(coordinator), shown.sites, shown.place, isIdle(coordinator),
      sitesWithEntries.map { inScreenOrder($0(coordinator), onScreen: shown.sites) } ?? []
    )
  }

  /// The sites in a hash-independent order: on screen in screen order, then by description.
  private func inScreenOrder(_ sites: [Site], onScreen: [Site]) -> [Site] {
    guard sites.count > 1 else { return sites }
    let shown = onScreen.filter { sites.contains($0) }
    let hidden = sites.filter { !onScreen.contains($0) }
    return shown + hidden.sorted { String(describing: $0) < String(describing: $1) }
  }

  @MainActor private func play(
    _ burst: BatonBurst<Intent>, on coordinator: Coordinator, clock: VirtualClock,
    log: BurstLog<Flow, Snapshot>, watch: BurstWriteWatch<Flow, Snapshot>,
    paths: PathWatch<Flow.Route, Flow.SheetRoute>?
  ) async {
    // NB: weak, or the coordinator holds its own trace handler in a cycle; a `weak let`, since a
    // weak capture is a variable, each read an exclusivity check.
    weak let weakCoordinator = coordinator
    observe(coordinator) { [snapshot, onScreen, place] event in
      guard let coordinator = weakCoordinator else { return }
      // NB: rule ScreenForwardsItsBaton: what a screen does with its baton is no step of the flow.
      if event.kind.isStepLike, watch.screenIsRunning { return log.screenForwarded(event) }
      let traced = log.trace(
        event, state: { snapshot(coordinator) }, onScreen: { onScreen(coordinator) })
      if traced.kind == .routed, watch.routed(traced.flow),
        log.noted.lastRestore?.beforeAppWork == nil
      {
        log.noted.lastRestore?.beforeAppWork = .init(
          sites: onScreen(coordinator), place: place?(coordinator))
      }
      if traced.isStep {
        // NB: after each step: a structural one shows a screen, an effect may switch tabs; either
        // may take a mounted screen away.
        if let place { log.place(place(coordinator), at: log.count - 1) }
        if paths != nil || watch.screensShown {
          let sites = onScreen(coordinator)
          paths?.note(sites, afterEffectAt: traced.kind == .effect ? log.count - 1 : nil)
          watch.screensLeft(sites)
        }
      }
      watch.traced(traced)
    }
    let restores = burst.events.contains { if case .restore = $0 { true } else { false } }
    let snapshots = AppendBuffer<Snapshot>(capacity: restores ? burst.events.count + 1 : 0)
    var saved: [RestoreShown<Site>.Shown] = []
    if restores {
      snapshots.append(snapshot(coordinator))
      saved.append(shown(coordinator))
    }
    var mounts: [MountedScreen<Site>] = []
    for event in burst.events {
      let time = clock.now.offset
      switch event {
      case .link(let intent):
        log.issue(event, at: time, through: .link)
        link(coordinator, intent)
        log.performed { snapshot(coordinator) }
      case .tap(let intent):
        log.issue(event, at: time, through: .tap)
        tap?(coordinator, intent)
        log.performed { snapshot(coordinator) }
      case .wait(let gap):
        log.issue(event, at: time)
        if gap == .zero {
          await Task.yield()
        } else {
          try? await clock.sleep(for: gap)
        }
        if restores {
          snapshots.append(snapshot(coordinator))
          saved.append(shown(coordinator))
        }
      case .mount(let index):
        let mountedAt = log.issue(event, at: time)
        let sites = onScreen(coordinator)
        // NB: a screen a push covers does not appear until the user comes back to it.
        guard !sites.isEmpty, case let site = sites[index % sites.count],
          BurstWriteWatch<Flow, Snapshot>.shows(site, among: sites),
          let mounted = self.mount(site, on: coordinator, at: mountedAt, log, watch)
        else { continue }
        mounts.append(mounted)
      case .pop, .dismiss, .restore, .cancel:
        let entry = log.issue(event, at: time)
        if case .restore(let index) = event {
          log.noted.lastRestore = RestoreShown(
            entry: entry, snapshot: index % saved.count, saved: saved[index % saved.count])
        }
        perform(event, on: coordinator, snapshots: snapshots)
        paths?.note(onScreen(coordinator), afterEffectAt: nil)
        log.performed { snapshot(coordinator) }
      }
      if watch.screensShown { watch.screensLeft(onScreen(coordinator)) }
    }
    try? await clock.settle(for: settle)
    if watch.screensShown { watch.screensLeft(onScreen(coordinator)) }
    log.noted.settledState = snapshot(coordinator)
    log.noted.settledAt = log.count
    log.noted.lastRestore?.settled = shown(coordinator)
    // NB: no judge compares states after this one: a screen's writes no longer matter.
    watch.watchesScreens = false
    let entries = sitesWithEntries.map { $0(coordinator) }
    log.noted.waitingScreens = mounts.filter { !$0.done.isDone }.map { mount in
      BurstRecord<Flow, Snapshot>.WaitingScreen(
        site: mount.site, mountedAt: mount.mountedAt,
        siteHasEntry: entries.map { $0.contains(mount.site) })
    }
    // NB: every screen on screen mounts again, as when the user comes back: a double handout shows.
    let sites = onScreen(coordinator)
    for (index, site) in sites.enumerated()
    where !mounts.contains(where: { !$0.done.isDone && $0.site == site }) {
      let event = BatonBurst<Intent>.Event.mount(index)
      let mountedAt = log.issue(event, at: clock.now.offset)
      if let mounted = mount(site, on: coordinator, at: mountedAt, log, watch) {
        mounts.append(mounted)
      }
    }
    try? await clock.settle(for: .milliseconds(1))
    for mount in mounts { mount.task.cancel() }
    for mount in mounts { await mount.task.value }
  }

  /// The sites on screen and where the path shows.
  @MainActor private func shown(_ coordinator: Coordinator) -> RestoreShown<Site>.Shown {
    RestoreShown.Shown(sites: onScreen(coordinator), place: place?(coordinator))
  }

  /// Mounts `site` in a task that claims its handoff and logs the baton; `nil` without ``mount``.
  ///
  /// The task and every task it starts are the screen's (``BurstWriteWatch/mount(_:claim:)``);
  /// the task is cancelled once the site leaves the screen or a push covers it.
  @MainActor private func mount(
    _ site: Site, on coordinator: Coordinator, at mountedAt: Int, _ log: BurstLog<Flow, Snapshot>,
    _ watch: BurstWriteWatch<Flow, Snapshot>
  ) -> MountedScreen<Site>? {
    guard let mount else { return nil }
    let done = MountDone { log.claimed(site, flow: $0, mountedAt: mountedAt) }
    let claimed = FlowObserver<NavFlow?>(done.claimed)
    let task = watch.mount(site) { [place] in
      // NB: the screen is where the path shows as its claim begins (SwiftUI cancels hidden ones).
      if let place { log.place(place(coordinator), at: mountedAt) }
      // NB: a screen has its baton, or none, once its claim returns, though its `.task` goes on.
      let baton = await HandoffClaims.$observer.withValue(claimed) {
        await mount(coordinator, site)
      }
      done.claimed(baton?.flow)
    }
    return MountedScreen(site: site, mountedAt: mountedAt, done: done, task: task)
  }

  @MainActor private func perform(
    _ event: BatonBurst<Intent>.Event, on coordinator: Coordinator,
    snapshots: AppendBuffer<Snapshot>
  ) {
    switch event {
    case .pop: pop?(coordinator)
    case .dismiss: dismiss?(coordinator)
    case .restore(let index): restore?(coordinator, snapshots[index % snapshots.count])
    case .cancel: cancel?(coordinator)
    case .link, .tap, .wait, .mount: break
    }
  }
}

struct MountedScreen<Site> {
  let site: Site
  let mountedAt: Int
  let done: MountDone
  let task: Task<Void, Never>
}

/// Whether a mounted screen has claimed: a claim of it returned, or its `mount` did.
///
/// NB: `@unchecked Sendable`: written by the run's jobs one at a time (a claim returns on its
/// handoff's actor).
final class MountDone: @unchecked Sendable {
  private(set) var isDone = false
  private let note: (NavFlow?) -> Void

  /// Creates the mark of a screen whose claim `note` logs.
  init(note: @escaping (NavFlow?) -> Void) {
    self.note = note
  }

  /// Notes the screen's claim of `flow`'s baton (or of none), unless it claimed.
  func claimed(_ flow: NavFlow?) {
    guard !isDone else { return }
    isDone = true
    note(flow)
  }
}

// NB: `@unchecked Sendable`: written on the run's main actor, read after the run.
/// What a burst's run leaves for its record: the coordinator, its path watch, the end state.
final class PlayedBurst<Coordinator: RouteCoordinator, Snapshot>: @unchecked Sendable {
  typealias Site = HandoffSite<Coordinator.Flow.Route, Coordinator.Flow.SheetRoute>
  typealias End = (
    state: Snapshot, onScreen: [Site], place: String?, idle: Bool, sitesWithEntries: [Site]
  )

  /// Set once the burst was played.
  var coordinator: Coordinator?
  var paths: PathWatch<Coordinator.Flow.Route, Coordinator.Flow.SheetRoute>?
  /// Set at quiescence, after the burst was played.
  var end: End?
}
