import Iris
import IrisCheck
import Observation

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
final class SampleCoordinator: PlumbedCoordinatorBase<SampleFlow> {
  /// The effects applied so far, in order.
  var applied: [SampleEffect] = []
  /// The trace, rendered as `"<flow source>:<event>"`.
  var events: [String] = []
  /// The virtual time of each entry in ``events``, in milliseconds.
  var eventTimes: [Int] = []
  @ObservationIgnored private var virtualClock: VirtualClock?

  /// Creates a coordinator whose executors sleep on `clock`, tracing into ``events``.
  init(clock: VirtualClock) {
    super.init(clock: clock)
    virtualClock = clock
    onEvent = { [weak self] event in self?.record(event) }
  }

  override func apply(_ effect: SampleEffect, _ baton: Baton<SampleIntent>) async {
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
    events.append("\(event.flow.source):\(Self.describe(event.kind))")
    eventTimes.append(virtualClock.map(milliseconds) ?? 0)
  }

  private static func describe(_ kind: CoordinatorEvent<SampleFlow>.Kind) -> String {
    switch kind {
    case .flowStarted: "start"
    case .navigated(let target): "\(target)"
    case .effectApplied(let effect): "effect \(effect)"
    case .handoffRegistered(let site): "registered \(site)"
    case .handoffDelivered(let site): "delivered \(site)"
    case .flowFinished: "finish"
    case .flowCancelled: "cancel"
    }
  }
}
