import Iris
import IrisCheck
import Testing

// A forum app written the usual way for a link to a comment: the link's
// flow shows the thread, and the thread screen, once it has loaded, pushes
// the comment the link named with `pushRoute(_:registry:baton:)`, handing
// on the baton it received. That push is the screen's, not a step of the
// flow, and the comment screen's baton came from it (rule
// ScreenForwardsItsBaton).

enum ForumIntent: Hashable, Sendable {
  case forum
  case thread(String)
  case comment(String, Int)
}

enum ForumScreen: Hashable, Sendable {
  case thread(String)
  case comment(Int)
}

enum ForumFlow: NavigationFlow {
  static func operations(intent: ForumIntent) -> [Step<ForumScreen, Never, Never>] {
    switch intent {
    case .forum: [.nav(.popToRoot)]
    case .thread(let thread), .comment(let thread, _):
      [.nav(.popToRoot), .nav(.push(.thread(thread)))]
    }
  }

  static let intents = Gen<ForumIntent>.element(of: [.forum, .thread("a"), .comment("a", 7)])
}

typealias ForumState = NavigationState<ForumScreen, Never>

@MainActor final class ForumCoordinator: PlumbedCoordinatorBase<ForumFlow> {
  func open(_ link: ForumIntent) {
    route(baton: Baton(intent: link, flow: NavFlow(source: "link")))
  }

  func tap(_ intent: ForumIntent) {
    route(baton: Baton(intent: intent, flow: NavFlow(source: "tap")), through: uiSwitcher)
  }

  func restore(_ saved: ForumState) {
    cancelAllFlows()
    nav.restore(saved)
  }
}

/// The forum app, whose thread screens load for 300 ms, then push the
/// comment their link named.
let forumHarness: CoordinatorHarness<ForumCoordinator, ForumState> = {
  var harness = CoordinatorHarness<ForumCoordinator, ForumState>.plumbed(
    { ForumCoordinator(clock: $0) }, snapshot: { $0.state }, link: { $0.open($1) },
    tap: { $0.tap($1) }, restore: { $0.restore($1) },
    route: { _, intent in
      switch intent {
      case .forum: ForumState()
      case .thread(let thread), .comment(let thread, _): ForumState(path: [.thread(thread)])
      }
    })
  let claim = harness.mount
  harness.mount = { coordinator, site in
    let baton = await claim?(coordinator, site)
    if let baton, case .stack(.thread) = site, case .comment(_, let comment) = baton.intent {
      try? await coordinator.linkSwitcher.clock.sleep(for: .milliseconds(300))
      await coordinator.routeNav.pushRoute(
        .comment(comment), registry: coordinator.stackHandoffs, baton: baton)
    }
    return baton
  }
  return harness
}()

struct ScreenForwardsTests {
  /// Every law on the forum app with default settings: read by the fixture
  /// of rule ScreenForwardsItsBaton (`CoordinatorRuleTests`).
  static let everyLaw = Task {
    await CoordinatorLaws(forumHarness, intents: ForumFlow.intents).suite.results(
      configuration: CoordinatorLawsTests.settings)
  }

  @Test func aForwardIsTheScreensAndShowsInTheTimeline() async {
    let record = await forumHarness.run(
      CoordinatorScenario(
        burst: BatonBurst([.link(.comment("a", 7)), .wait(.zero), .mount(0)]), schedule: .fifo))
    // The push is no third step of the flow, the comment screen gets the baton handed on, and
    // the thread screen it covers is cancelled, as SwiftUI cancels a covered view's `.task`.
    #expect(
      record.timeline.contains(
        #"flow#1 finished · t=0 mount screen #0 · screen .stack(.thread("a")) claimed flow#1's "#
          + #"baton · a screen handed flow#1's baton to .stack(.comment(7)) · screen "#
          + #".stack(.thread("a")) covered (cancelled) · t=60s mount screen #0 · t=60s mount screen "#
          + "#1 · screen .stack(.comment(7)) claimed flow#1's baton"), "\(record.timeline)")
  }
}
