import Iris
import IrisCheck
import Observation
import Testing

// LastWins excuses a write another executor's flow made while the last flow
// ran, also when that flow's effect wrote, suspended, then routed a
// follow-up that superseded it before the effect returned (so its
// `effectApplied` is traced stale, after the last flow finished). Found by an
// app written from the README alone: a sign-in tap whose effect sets
// `isSignedIn`, then routes the destination on the uiSwitcher, while a link
// flow is suspended mid-flow on the linkSwitcher.

private enum GateIntent: Hashable, Sendable {
  case slow  // a link whose first step suspends
  case signIn  // a tap: signs in, then routes `.done` as a follow-up
  case done
}
private enum GateRoute: Hashable, Sendable { case slow, done }
private enum GateEffect: Equatable, Sendable { case pause, signIn }

private enum GateFlow: NavigationFlow {
  static func operations(intent: GateIntent) -> [Step<GateRoute, Never, GateEffect>] {
    switch intent {
    case .slow: [.effect(.pause), .nav(.push(.slow))]
    case .signIn: [.effect(.signIn)]
    case .done: [.nav(.push(.done))]
    }
  }
}

@MainActor @Observable private final class GateCoordinator: PlumbedCoordinatorBase<GateFlow> {
  private(set) var isSignedIn = false

  override func apply(_ effect: GateEffect, _ baton: Baton<GateIntent>) async {
    switch effect {
    case .pause:
      await Task.yield()
    case .signIn:
      isSignedIn = true
      await Task.yield()  // the sign-in's confirmation, say
      route(baton: Baton(intent: .done, flow: NavFlow(source: "follow-up")), through: uiSwitcher)
    }
  }
}

private struct GateState: Equatable, Sendable {
  var path: [GateRoute]
  var isSignedIn: Bool
}

private let gateHarness = CoordinatorHarness<GateCoordinator, GateState>.plumbed(
  { GateCoordinator(clock: $0) },
  snapshot: { GateState(path: $0.state.path, isSignedIn: $0.isSignedIn) },
  tap: { $0.route(baton: Baton(intent: $1, flow: NavFlow(source: "tap")), through: $0.uiSwitcher) },
  route: { state, intent in
    switch intent {
    case .slow: GateState(path: state.path + [.slow], isSignedIn: state.isSignedIn)
    case .signIn: GateState(path: state.path, isSignedIn: true)
    case .done: GateState(path: state.path + [.done], isSignedIn: state.isSignedIn)
    }
  })

struct LastWinsOtherExecutorTests {
  /// LastWins on the sign-in burst: `nil` when it holds (rule
  /// OtherExecutorsEffectsWrite's correct fixture).
  static func lastWinsOnTheSignInBurst() async -> String? {
    let laws = CoordinatorLaws(gateHarness, intents: .element(of: [.slow, .signIn]))
    let burst = BatonBurst<GateIntent>([.link(.slow), .tap(.signIn)])
    return await laws.law(named: "LastWins")?.check(
      CoordinatorScenario(burst: burst, schedule: .fifo))?.message
  }

  @Test func aWriteByAnEffectThatSupersededItselfIsAnotherFlowsWrite() async throws {
    let laws = CoordinatorLaws(gateHarness, intents: .element(of: [.slow, .signIn]))
    let lastWins = try #require(laws.law(named: "LastWins"))
    let burst = BatonBurst<GateIntent>([.link(.slow), .tap(.signIn)])
    let record = await gateHarness.run(CoordinatorScenario(burst: burst, schedule: .fifo))
    // The premise: the sign-in wrote while the link flow was suspended.
    let finished = try #require(record.flows.first)
    #expect(finished.stateAtStart?.isSignedIn == false)
    #expect(finished.stateAtFinish?.isSignedIn == true)
    #expect(record.flows.map(\.number) == [1, 2, 3])
    let violation = await lastWins.check(CoordinatorScenario(burst: burst, schedule: .fifo))
    #expect(violation == nil, "\(violation?.message ?? "")")
  }
}
