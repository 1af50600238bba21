import Iris
import IrisCheckScheduling

/// Attributes state changes to the tasks that make them: a superseded flow's own task
/// (SupersededPrefix), a task a step started, after its flow's time (WorkEndsWithFlow), or a
/// screen's, and its moves of the screens once it left (ScreenThatLeftMovesNothing).
///
/// A flow's task is the one that traces its start; any other task belongs to its creator's
/// flow (``DeterministicScheduler/spawner(of:)``). Around each main-actor job of a task whose
/// flow's time is over, the state is read before and after; a difference is a write.
///
/// NB: `@unchecked Sendable`: used only on the run's main actor, one job at a time.
final class BurstWriteWatch<Flow: NavigationFlow, Snapshot: Equatable & Sendable>:
  @unchecked Sendable
where Flow.SideEffect: Equatable {
  private let log: BurstLog<Flow, Snapshot>
  /// Reads the consumer's state; set once the coordinator exists.
  var read: (@MainActor () -> Snapshot?)? {
    didSet { ownership.reads = read != nil }
  }
  /// Reads the sites on screen; set with ``read``.
  var sites: (@MainActor () -> [Site])?
  // NB: what every job reads sits in `ownership`, not generic: this class is never specialized,
  // and each generic type it touches costs a type-metadata lookup.
  private let ownership = TaskOwnership()
  /// The state before the running job, when it is watched.
  @exclusivity(unchecked) private var before: Snapshot?
  /// The sites on screen before the running job, when it is a screen's.
  @exclusivity(unchecked) private var sitesBefore: [Site] = []
  /// Each mounted screen's site and claiming task, by mount number, and whether a push covered
  /// it (once it went).
  @exclusivity(unchecked) private var screens:
    [(site: Site, task: Task<Void, Never>, covered: Bool)] = []

  init(log: BurstLog<Flow, Snapshot>) {
    self.log = log
  }

  /// Notes a flow's task at its start, its steps, its supersession and its end.
  @MainActor func traced(_ fact: TracedFact) {
    guard let flow = fact.flow else { return }
    switch fact.kind {
    case .started:
      if let task = DeterministicScheduler.currentTask { ownership[task] = .flow(flow) }
    case .step, .effect:
      ownership[flow: flow].stepsBegun += 1
    case .superseded:
      ownership[flow: flow].superseded = true
    case .ended:
      ownership[flow: flow].ended = true
    case .routed, .other:
      break
    }
  }

  /// The numbers of the tasks the app started as it was made (rule AppWorkMayWrite).
  var appTasks: Range<Int> {
    get { ownership.appTasks }
    set { ownership.appTasks = newValue }
  }

  /// Whether a screen's writes are noted; off once the burst settled.
  var watchesScreens: Bool {
    get { ownership.watchesScreens }
    set { ownership.watchesScreens = newValue }
  }

  typealias Site = HandoffSite<Flow.Route, Flow.SheetRoute>

  /// Mounts a screen at `site`: `claim` runs in its task, whose writes and whose tasks' writes
  /// are noted (rule MountMayWrite).
  @MainActor func mount(
    _ site: Site, claim: @escaping @MainActor () async -> Void
  ) -> Task<Void, Never> {
    let number = screens.count
    let task = Task { @MainActor in
      if let task = DeterministicScheduler.currentTask { self.ownership[task] = .screen(number) }
      await claim()
    }
    screens.append((site, task, false))
    return task
  }

  /// Cancels the task of each mounted screen whose site left the screen or a push covered, as
  /// SwiftUI cancels a view's `.task` when the view disappears: from then on its tasks move no
  /// screen.
  @MainActor func screensLeft(_ onScreen: [Site]) {
    for number in screens.indices
    where !ownership.hasLeft(number) && !Self.shows(screens[number].site, among: onScreen) {
      ownership.leave(number)
      screens[number].covered = onScreen.contains(screens[number].site)
      log.screenLeft(screens[number].site, covered: screens[number].covered)
      screens[number].task.cancel()
    }
  }

  /// Whether the screen at `site` shows, as the top of the stack or the sheet.
  ///
  /// A push covers the screens below it (their views disappear); a sheet covers none.
  static func shows(_ site: Site, among onScreen: [Site]) -> Bool {
    switch site {
    case .stack: site == onScreen.last { if case .stack = $0 { true } else { false } }
    case .sheet: onScreen.contains(site)
    }
  }

  /// Whether the running task is a mounted screen's, or one it started.
  @MainActor var screenIsRunning: Bool {
    guard !screens.isEmpty, let task = DeterministicScheduler.currentTask,
      case .screen = owner(of: task)
    else { return false }
    return true
  }

  /// Notes flow number `flow`, routed by the running task, and says whether the app's own task
  /// routed it for no link, tap or flow (rule AppWorkMayRoute).
  ///
  /// When a screen that went runs it, or one it started, that is a job after it went
  /// (`ScreenThatLeftMovesNothing`).
  @MainActor func routed(_ flow: Int?) -> Bool {
    guard let flow, let task = DeterministicScheduler.currentTask else { return false }
    switch owner(of: task) {
    case .app where log.origin(ofFlow: flow) == .app:
      log.noted.appFlows.append(flow)
      return true
    case .screen(let number) where ownership.hasLeft(number):
      let screen = screens[number]
      log.noted.leftScreenJobs.append(
        .init(site: screen.site, covered: screen.covered, routed: flow))
    default:
      break
    }
    return false
  }

  /// Whether a screen is mounted that has not left.
  var screensShown: Bool { ownership.leftScreens.count < screens.count }

  /// The scheduler's `willRunMainJob`: reads the state before a job that may write out of its
  /// flow's time, or is a screen's.
  ///
  /// NB: runs at every main-actor job: an unwatched job touches only `ownership`.
  @MainActor func willRun(_ task: ScheduledTask?) {
    ownership.watched = nil
    guard let task, ownership.reads else { return }
    let owner = owner(of: task)
    switch owner {
    case .none:
      return
    case .screen(let number):
      guard ownership.watchesScreens || ownership.hasLeft(number) else { return }
    case .app:
      guard ownership.watchesScreens else { return }
    case .flow(let flow):
      guard ownership[flow: flow].superseded, !ownership[flow: flow].ended else { return }
    case .started(let flow, _):
      // NB: a flow's task traces its start in its first job, so until then it looks started.
      guard ownership[flow: flow].superseded || ownership[flow: flow].ended else { return }
    }
    readBefore(watching: owner)
  }

  /// Reads the state before a watched job.
  @MainActor @inline(never) private func readBefore(watching owner: TaskOwner) {
    guard let read, let state = read() else { return }
    before = state
    if case .screen = owner { sitesBefore = sites?() ?? [] }
    ownership.watched = owner
  }

  /// The scheduler's `didRunMainJob`: notes a write the watched job made.
  @MainActor func didRun(_ task: ScheduledTask?) {
    guard let owner = ownership.watched, let task else { return }
    ownership.watched = nil
    // NB: a job that traced its flow's start is the flow's, though another flow's or a screen's
    // task started its task (rule ScreenMayRoute).
    if ownership[task]?.isFlow == true, !owner.isFlow { return }
    noteWrite(by: owner)
  }

  /// Reads the state after a watched job and notes a write if it changed.
  @MainActor @inline(never) private func noteWrite(by owner: TaskOwner) {
    if case .screen(let number) = owner { return noteScreenJob(number) }
    guard let read, let after = read(), after != before else { return }
    if case .app = owner, let before { return log.appWrote(from: before, to: after) }
    switch owner {
    case .flow(let flow):
      log.noted.writes.append(
        AttributedWrite(
          after: log.count - 1, flow: flow, step: stepInProgress(of: flow), byStartedTask: false))
    case .started(let flow, let step):
      log.noted.writes.append(
        AttributedWrite(after: log.count - 1, flow: flow, step: step, byStartedTask: true))
    case .screen, .app, .none:
      break
    }
  }

  /// Notes what a screen's job did: a write while the burst had not settled, the screens it
  /// moved once it left; then cancels the screens it took away.
  @MainActor private func noteScreenJob(_ number: Int) {
    let shown = sites?() ?? []
    if ownership.hasLeft(number) {
      let screen = screens[number]
      log.noted.leftScreenJobs.append(
        .init(
          site: screen.site, covered: screen.covered,
          moved: shown == sitesBefore ? nil : (sitesBefore, shown)))
    }
    if ownership.watchesScreens, let after = read?(), after != before { log.screenWrote() }
    screensLeft(shown)
  }

  /// Whose work `task` does, from the trace or its creators.
  @MainActor private func owner(of task: ScheduledTask) -> TaskOwner {
    if let known = ownership[task] { return known }
    return newOwner(of: task)
  }

  /// Whose work `task`, not seen before, does: its creator's.
  @MainActor @inline(never) private func newOwner(of task: ScheduledTask) -> TaskOwner {
    var owner = TaskOwner.none
    if ownership.appTasks.contains(task.number) {
      owner = .app
    } else if let spawner = DeterministicScheduler.spawner(of: task) {
      switch self.owner(of: spawner) {
      case .flow(let flow): owner = .started(flow: flow, step: stepInProgress(of: flow))
      case .started(let flow, let step): owner = .started(flow: flow, step: step)
      case .screen(let number): owner = .screen(number)
      case .app: owner = .app
      case .none: owner = .none
      }
    }
    ownership[task] = owner
    return owner
  }

  /// The step, from 1, `flow` was in when it started a task: its last effect begun.
  private func stepInProgress(of flow: Int) -> Int {
    let steps = log.steps(ofFlow: flow)
    let begun = min(ownership[flow: flow].stepsBegun + 1, steps.count)
    guard begun > 0 else { return 1 }
    for index in stride(from: begun - 1, through: 0, by: -1) {
      if case .effect = steps[index] { return index + 1 }
    }
    return begun
  }
}

/// Whose work a task does.
private enum TaskOwner {
  /// The flow's own task, which runs its steps.
  case flow(Int)
  /// A task the flow started during one of its steps.
  case started(flow: Int, step: Int)
  /// A mounted screen's claiming task, or a task it started, by the screen's mount number.
  case screen(Int)
  /// A task the app started as it was made, or one such a task started.
  case app
  /// No flow's: the harness's, or a task started outside any flow.
  case none

  /// Whether it is a flow's own task.
  var isFlow: Bool {
    if case .flow = self { true } else { false }
  }
}

/// What a ``BurstWriteWatch`` knows of the run's tasks and flows.
private final class TaskOwnership {
  /// The owners known, by task number.
  @exclusivity(unchecked) private var owners: [TaskOwner?] = []
  /// Whether the watch reads the state (the coordinator exists).
  @exclusivity(unchecked) var reads = false
  /// Whether a screen's jobs, and the app's own tasks', are watched.
  @exclusivity(unchecked) var watchesScreens = true
  /// The numbers of the tasks the app started as it was made.
  @exclusivity(unchecked) var appTasks: Range<Int> = 0..<0
  /// What is known of each routed flow, by number.
  @exclusivity(unchecked) private var flows: [FlowMarks] = []
  /// The owner of the running job, when the job is watched.
  @exclusivity(unchecked) var watched: TaskOwner?
  /// The mount numbers of the screens that left.
  @exclusivity(unchecked) private(set) var leftScreens: Set<Int> = []

  /// Whether mounted screen number `screen` left.
  func hasLeft(_ screen: Int) -> Bool { !leftScreens.isEmpty && leftScreens.contains(screen) }

  /// Notes that mounted screen number `screen` left.
  func leave(_ screen: Int) { leftScreens.insert(screen) }

  /// The owner of `task`, when known.
  subscript(task: ScheduledTask) -> TaskOwner? {
    get { owners.indices.contains(task.number) ? owners[task.number] : nil }
    set {
      guard task.number >= 0 else { return }
      if task.number >= owners.count {
        owners.append(contentsOf: repeatElement(nil, count: task.number - owners.count + 1))
      }
      owners[task.number] = newValue
    }
  }

  /// What is known of routed flow number `flow`.
  subscript(flow flow: Int) -> FlowMarks {
    get { flows.indices.contains(flow) ? flows[flow] : FlowMarks() }
    set {
      guard flow >= 0 else { return }
      if flow >= flows.count {
        flows.append(contentsOf: repeatElement(FlowMarks(), count: flow - flows.count + 1))
      }
      flows[flow] = newValue
    }
  }
}

/// What a ``BurstWriteWatch`` knows of a routed flow.
private struct FlowMarks {
  /// How many of its steps began.
  var stepsBegun = 0
  var superseded = false
  /// Whether it finished or was cancelled.
  var ended = false
}
