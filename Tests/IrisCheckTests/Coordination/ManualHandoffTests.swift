import Iris
import IrisCheck
import Testing

// A correct shape NoStalePayload failed, found by an app written from the
// README alone (a travel app): an effect that loads, then hands off the
// Iris 1.0 way, through the navigator's and the registry's own operations
// (push, register, deliver), not `pushRoute` (rule PushInsideAnEffect).

private enum PressIntent: Hashable, Sendable {
  case front
  case story(String)
}
private enum PressRoute: Hashable, Sendable {
  case story(String)
}
private enum PressEffect: Equatable, Sendable {
  case load(String)
}

private enum PressFlow: NavigationFlow {
  static func operations(intent: PressIntent) -> [Step<PressRoute, Never, PressEffect>] {
    switch intent {
    case .front: [.nav(.popToRoot)]
    case .story(let id): [.nav(.popToRoot), .effect(.load(id))]
    }
  }
}

@MainActor private final class PressCoordinator: PlumbedCoordinatorBase<PressFlow> {
  override func apply(_ effect: PressEffect, _ baton: Baton<PressIntent>) async {
    switch effect {
    case .load(let id):
      try? await linkSwitcher.clock.sleep(for: .milliseconds(100))
      guard !LatestWinsExecutor.isSuperseded else { return }
      routeNav.push(.story(id))
      await stackHandoffs.register(for: .story(id)).deliver(baton)
    }
  }
}

private let press = CoordinatorHarness<PressCoordinator, [PressRoute]>.plumbed(
  { PressCoordinator(clock: $0) }, snapshot: { $0.state.path },
  route: { _, intent in
    switch intent {
    case .front: []
    case .story(let id): [.story(id)]
    }
  })

private let pressIntents = Gen<PressIntent>.element(of: [.front, .story("a"), .story("b")])

struct ManualHandoffTests {
  private static let burst = BatonBurst<PressIntent>([
    .link(.story("a")), .wait(.seconds(2)), .mount(0),
  ])

  /// NoStalePayload on a story pushed and handed off by hand: `nil` when it holds.
  static func noStalePayloadOnAHandOff() async -> String? {
    await CoordinatorLaws(press, intents: pressIntents).law(named: "NoStalePayload")?.check(
      CoordinatorScenario(burst: burst, schedule: .fifo))?.message
  }

  @Test func aPushAndRegistrationInAnEffectAreItsFlows() async {
    let record = await press.run(CoordinatorScenario(burst: Self.burst, schedule: .fifo))
    #expect(
      record.timeline.contains(
        #"flow#1 push(.story("a")) inside step 2/2 · flow#1 registered .stack(.story("a"))"#),
      "\(record.timeline)")
    #expect(record.timeline.contains(#"screen .stack(.story("a")) claimed flow#1's baton"#))
    let violation = await Self.noStalePayloadOnAHandOff()
    #expect(violation == nil, "\(violation ?? "")")
  }

  @Test func theAppPassesEveryLawWithDefaults() async {
    let results = await CoordinatorLaws(press, intents: pressIntents).suite.results(
      configuration: CoordinatorLawsTests.settings)
    for result in results { #expect(!result.isFailure, "\(result)") }
  }
}
