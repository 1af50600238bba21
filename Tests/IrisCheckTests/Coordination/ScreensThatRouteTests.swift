import Iris
import IrisCheck
import Testing

// A shop whose old links name items that have moved: the legacy screen
// loads for 300 ms, learns the item's new address, and routes a link to
// it, as a SwiftUI `.task` calling `coordinator.route(baton:)` does. That
// flow's steps are its own though they take the legacy screen away, and a
// screen mounted once the burst settled may route one (rule
// ScreenMayRoute). Planted, the screen routes even once it left, or once
// the reviews a link pushed over it covered it (SwiftUI cancels a covered
// view's `.task` too).

enum ShopIntent: Hashable, Sendable {
  case home
  case item(String)
  case legacy(String)
  case reviews(String)
}

enum ShopScreen: Hashable, Sendable {
  case item(String)
  case legacy(String)
  case reviews(String)
}

enum ShopFlow: NavigationFlow {
  static func operations(intent: ShopIntent) -> [Step<ShopScreen, Never, Never>] {
    switch intent {
    case .home: [.nav(.popToRoot)]
    case .item(let id): [.nav(.popToRoot), .nav(.push(.item(id)))]
    case .legacy(let id): [.nav(.popToRoot), .nav(.push(.legacy(id)))]
    case .reviews(let id): [.nav(.push(.reviews(id)))]
    }
  }

  static let intents = Gen<ShopIntent>.element(of: [
    .home, .item("a"), .legacy("a"), .reviews("a"),
  ])
}

typealias ShopState = NavigationState<ShopScreen, Never>

@MainActor final class ShopCoordinator: PlumbedCoordinatorBase<ShopFlow> {
  func open(_ link: ShopIntent) {
    route(baton: Baton(intent: link, flow: NavFlow(source: "link")))
  }

  func restore(_ saved: ShopState) {
    cancelAllFlows()
    nav.restore(saved)
  }
}

/// The shop; planted, a legacy screen that routes the item's new address
/// even once it left or was covered.
func shopHarness(
  checkingCancellation: Bool = true
) -> CoordinatorHarness<ShopCoordinator, ShopState> {
  var harness = CoordinatorHarness<ShopCoordinator, ShopState>.plumbed(
    { ShopCoordinator(clock: $0) }, snapshot: { $0.state }, link: { $0.open($1) },
    restore: { $0.restore($1) },
    route: { state, intent in
      switch intent {
      case .home: ShopState()
      case .item(let id): ShopState(path: [.item(id)])
      case .legacy(let id): ShopState(path: [.legacy(id)])
      case .reviews(let id):
        state.path.last == .reviews(id) ? state : ShopState(path: state.path + [.reviews(id)])
      }
    })
  let claim = harness.mount
  harness.mount = { coordinator, site in
    let baton = await claim?(coordinator, site)
    if case .legacy(let id)? = baton?.intent {
      try? await coordinator.linkSwitcher.clock.sleep(for: .milliseconds(300))
      if checkingCancellation, Task.isCancelled { return baton }
      coordinator.open(.item(id + "2"))
    }
    return baton
  }
  return harness
}

struct ScreensThatRouteTests {
  /// Every law on the correct shop with default settings: read by the
  /// fixture of rule ScreenMayRoute (`CoordinatorRuleTests`).
  static let everyLaw = Task {
    await CoordinatorLaws(shopHarness(), intents: ShopFlow.intents).suite.results(
      configuration: CoordinatorLawsTests.settings)
  }

  @Test func theFlowAScreenRoutesIsItsOwn() async {
    let record = await shopHarness().run(
      CoordinatorScenario(
        burst: BatonBurst([.link(.legacy("a")), .wait(.zero), .mount(0)]), schedule: .fifo))
    #expect(
      record.timeline.contains(
        #"t=0 mount screen #0 · screen .stack(.legacy("a")) claimed flow#1's baton · flow#2 "#
          + #"routed .item("a2") on linkSwitcher (app) · flow#2 started · flow#2 step 1/2 "#
          + #"popToRoot · screen .stack(.legacy("a")) left (cancelled) · flow#2 step 2/2 "#
          + #"push(.item("a2"))"#),
      "\(record.timeline)")
    for law in CoordinatorLaws(shopHarness(), intents: ShopFlow.intents).all {
      #expect(law.violation(in: record) == nil, "\(law.name)")
    }
  }

  /// The legacy screen loads while a link pushes the reviews over it.
  private static func noStalePayloadWhenCovered(checkingCancellation: Bool) async -> String? {
    let burst = BatonBurst<ShopIntent>([
      .link(.legacy("a")), .wait(.zero), .mount(0), .link(.reviews("a")),
    ])
    let laws = CoordinatorLaws(
      shopHarness(checkingCancellation: checkingCancellation), intents: ShopFlow.intents)
    return await laws.law(named: "NoStalePayload")?.check(
      CoordinatorScenario(burst: burst, schedule: .fifo))?.message
  }

  @Test func aCoveredScreenThatRoutesIsCaught() async {
    let violation = await Self.noStalePayloadWhenCovered(checkingCancellation: false)
    #expect(
      violation?.hasPrefix(
        #"ScreenThatLeftMovesNothing: a task of screen .stack(.legacy("a")), once a push "#
          + #"covered it, routed flow#3 (.item("a2"))"#) == true, "\(violation ?? "")")
    #expect(
      violation?.contains(
        #"flow#2 step 1/1 push(.reviews("a")) · screen .stack(.legacy("a")) covered (cancelled)"#)
        == true, "\(violation ?? "")")
  }

  @Test func aCoveredScreenThatChecksForCancellationPasses() async {
    let violation = await Self.noStalePayloadWhenCovered(checkingCancellation: true)
    #expect(violation == nil, "\(violation ?? "")")
  }

  @Test func aCoveredScreenDoesNotMount() async {
    let burst = BatonBurst<ShopIntent>([
      .link(.legacy("a")), .wait(.zero), .link(.reviews("a")), .wait(.zero), .mount(0),
    ])
    let record = await shopHarness().run(CoordinatorScenario(burst: burst, schedule: .fifo))
    // Screen #0 is the legacy screen, under the reviews: it mounts only once the burst settled,
    // as when the user comes back to it.
    #expect(
      record.timeline.hasSuffix(
        #"t=0 mount screen #0 · t=60s mount screen #0 · t=60s mount screen #1 · screen "#
          + #".stack(.legacy("a")) claimed flow#1's baton · screen .stack(.reviews("a")) "#
          + "claimed flow#2's baton"), "\(record.timeline)")
  }

  @Test func aScreenThatRoutesAfterItLeftIsCaught() async throws {
    let laws = CoordinatorLaws(shopHarness(checkingCancellation: false), intents: ShopFlow.intents)
    let result = try #require(await laws.check("NoStalePayload", CoordinatorLawsTests.settings))
    #expect(
      result.counterexample
        == #"link .legacy("a") · yield · link .legacy("a") · mount screen #0 (schedule [])"#)
    #expect(
      result.violation?.message.hasPrefix(
        #"ScreenThatLeftMovesNothing: a task of screen .stack(.legacy("a")), after the screen "#
          + #"left, routed flow#3 (.item("a2")): check `Task.isCancelled`"#) == true,
      "\(result)")
  }
}
