import Iris
import IrisCheck
import Observation
import Testing

/// The intents of a small mail app used by the coordination tests.
enum SampleIntent: Sendable, Equatable {
  /// Show the inbox with one thread open, from any starting state.
  case openThread(Int)
  /// Present the composer with a draft.
  case compose(String)
  /// Run `steps` verbatim (for scripted tests).
  case script([Step<SampleRoute, SampleSheet, SampleEffect>])
}

/// The stack routes of the sample app.
enum SampleRoute: Hashable, Sendable, Codable {
  case inbox
  case thread(Int)
}

/// The sheet routes of the sample app.
enum SampleSheet: Hashable, Sendable, Codable {
  case compose
}

/// The sample app's effects.
enum SampleEffect: Sendable, Equatable {
  /// Mark a thread selected.
  case select(Int)
  /// Fill the composer.
  case draft(String)
  /// Wait this long on the clock, honouring cancellation.
  case pause(Duration)
  /// Wait this long on the clock, *ignoring* cancellation (an uncooperative effect).
  case stall(Duration)
}

/// The sample app's flow.
enum SampleFlow: NavigationFlow {
  typealias Intent = SampleIntent
  typealias Route = SampleRoute
  typealias SheetRoute = SampleSheet
  typealias SideEffect = SampleEffect

  static func operations(intent: SampleIntent) -> [Step<SampleRoute, SampleSheet, SampleEffect>] {
    switch intent {
    case .openThread(let id):
      [
        .nav(.dismissSheet), .nav(.popToRoot), .nav(.push(.inbox)), .nav(.push(.thread(id))),
        .effect(.select(id)),
      ]
    case .compose(let text):
      [.nav(.present(.compose)), .effect(.draft(text))]
    case .script(let steps):
      steps
    }
  }
}

/// A consumer coordinator written the way the README shows, `@Observable` included.
@MainActor @Observable
class SampleCoordinator: PlumbedCoordinatorBase<SampleFlow> {
  /// The effects applied so far, in order.
  var applied: [SampleEffect] = []
  /// The trace, rendered as `"<flow source>:<event>"`.
  var events: [String] = []
  /// The trace as traced, routings and supersessions included.
  var trace: [CoordinatorEvent<SampleFlow>] = []
  /// The virtual time of each entry in ``events``, in milliseconds.
  var eventTimes: [Int] = []
  /// The source of `NavFlow.current` seen by each `apply`.
  var flowsSeen: [String] = []
  @ObservationIgnored private var virtualClock: VirtualClock?

  /// Creates a coordinator whose executors sleep on `clock`, tracing into ``events``.
  init(clock: VirtualClock) {
    super.init(clock: clock)
    virtualClock = clock
    onEvent = { [weak self] event in self?.record(event) }
  }

  override func apply(_ effect: SampleEffect, _ baton: Baton<SampleIntent>) async {
    flowsSeen.append(NavFlow.current.source)
    switch effect {
    case .select, .draft:
      break
    case .pause(let duration):
      try? await linkSwitcher.clock.sleep(for: duration)
    case .stall(let duration):
      let clock = linkSwitcher.clock
      await Task { try? await clock.sleep(for: duration) }.value
    }
    applied.append(effect)
  }

  /// Starts routing `intent` as a new flow named `source`.
  func link(_ intent: SampleIntent, _ source: String) {
    route(baton: Baton(intent: intent, flow: NavFlow(source: source)))
  }

  private func record(_ event: CoordinatorEvent<SampleFlow>) {
    trace.append(event)
    guard let rendered = Self.render(event) else { return }
    events.append(rendered)
    eventTimes.append(virtualClock.map(milliseconds) ?? 0)
  }

  /// `"<flow source>:<event>"`, with ` (stale)` when an event other than a
  /// cancellation was traced after its flow stopped being current; `nil`
  /// for a routing or a supersession (the scripts here read the steps;
  /// ``LatestWinsJudge`` reads those).
  static func render(_ event: CoordinatorEvent<SampleFlow>) -> String? {
    switch event.kind {
    case .routed, .superseded: return nil
    default: break
    }
    let stale = !event.flowWasCurrent && event.kind != .flowCancelled
    return "\(event.flow.source):\(describe(event.kind))" + (stale ? " (stale)" : "")
  }

  /// Everything a test asserts on, as one value.
  var snapshot: SampleSnapshot {
    SampleSnapshot(
      state: state, applied: applied, events: events, trace: trace, eventTimes: eventTimes,
      flowsSeen: flowsSeen)
  }

  private static func describe(_ kind: CoordinatorEvent<SampleFlow>.Kind) -> String {
    switch kind {
    case .flowStarted: "start"
    case .navigated(.push(let route)): "push \(route)"
    case .navigated(.present(let sheet)): "present \(sheet)"
    case .navigated(.popToRoot): "popToRoot"
    case .navigated(.dismissSheet): "dismissSheet"
    case .effectApplied(let effect): "effect \(effect)"
    case .handoffRegistered(let site): "registered \(describe(site))"
    case .handoffDelivered(let site): "delivered \(describe(site))"
    case .flowFinished: "finish"
    case .flowCancelled: "cancel"
    case .routed(_, let executor, _): "routed on \(executor)"
    case .superseded: "superseded"
    }
  }
}

extension SampleCoordinator {
  fileprivate static func describe(_ site: HandoffSite<SampleRoute, SampleSheet>) -> String {
    switch site {
    case .stack(let route): "stack \(route)"
    case .sheet(let sheet): "sheet \(sheet)"
    }
  }
}

/// A sample coordinator that pauses 700 ms between steps.
final class PausingSampleCoordinator: SampleCoordinator {
  override class var interStepAnimationPause: Duration { .milliseconds(700) }
}

/// What a sample coordinator did, read after the run.
struct SampleSnapshot: Sendable {
  /// The final stack and sheet.
  let state: NavigationState<SampleRoute, SampleSheet>
  /// The effects applied, in order.
  let applied: [SampleEffect]
  /// The rendered trace.
  let events: [String]
  /// The trace as traced, for ``LatestWinsJudge``.
  let trace: [CoordinatorEvent<SampleFlow>]
  /// The virtual millisecond of each trace entry.
  let eventTimes: [Int]
  /// The ambient flow source seen by each `apply`.
  let flowsSeen: [String]

  /// The trace entries of one flow, in order.
  func events(of source: String) -> [String] {
    events.filter { $0.hasPrefix(source + ":") }
  }

  /// The virtual millisecond of the first trace entry equal to `entry`.
  func time(of entry: String) -> Int? {
    events.firstIndex(of: entry).map { eventTimes[$0] }
  }
}

/// Runs `script` against a fresh coordinator until quiescence and returns its snapshot.
/// - Parameters:
///   - seed: chooses among ready jobs; `nil` for FIFO.
///   - make: builds the coordinator on the scheduler's clock.
///   - script: what happens to it; virtual sleeps on the clock space out the links.
func drive(
  seed: UInt64? = nil,
  make: @escaping @MainActor @Sendable (VirtualClock) -> SampleCoordinator = {
    SampleCoordinator(clock: $0)
  },
  sourceLocation: SourceLocation = #_sourceLocation,
  _ script: @escaping @MainActor @Sendable (SampleCoordinator, VirtualClock) async -> Void
) async -> SampleSnapshot? {
  let scheduler = seed.map { DeterministicScheduler(seed: $0) } ?? DeterministicScheduler()
  let clock = scheduler.clock
  let coordinator = await settle(scheduler, sourceLocation: sourceLocation) {
    () -> SampleCoordinator in
    let coordinator = make(clock)
    await script(coordinator, clock)
    return coordinator
  }
  return await settle(scheduler, sourceLocation: sourceLocation) { coordinator?.snapshot } ?? nil
}
