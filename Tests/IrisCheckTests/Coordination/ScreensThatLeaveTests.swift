import Iris
import IrisCheck
import IrisCheckFixtures
import Testing

// A page that closes itself 300 ms after it has its baton (a link to a
// note that has gone: it says so, then goes back), written as a SwiftUI
// `.task` is: claim, sleep, pop. When the user leaves first, SwiftUI
// cancels the task and `try? await` returns at once. The planted page does
// not check, and pops whatever page shows by then (NoStalePayload's
// ScreenThatLeftMovesNothing).

/// The burst coordinator with pages that close themselves 300 ms after
/// they have their baton; planted, even once they left.
func closingPages(
  checkingCancellation: Bool = true
) -> CoordinatorHarness<BurstCoordinator, BurstState> {
  var harness = CoordinatorHarness.burst()
  harness.mount = { coordinator, site in
    guard case .stack(let page) = site, let baton = await coordinator.claim(page) else {
      return nil
    }
    try? await coordinator.linkSwitcher.clock.sleep(for: .milliseconds(300))
    if checkingCancellation, Task.isCancelled { return baton }
    if coordinator.state.path.last == page { coordinator.pop() }
    return baton
  }
  return harness
}

// The same mistake in an app of another shape: a gist reader on
// `PlumbedCoordinatorBase` whose screen, given a link to a deleted gist,
// says so, waits two seconds and goes back to the list.

enum GistIntent: Hashable, Sendable {
  case list
  case gist(String)
}

enum GistScreen: Hashable, Sendable {
  case gist(String)
}

enum GistFlow: NavigationFlow {
  static func operations(intent: GistIntent) -> [Step<GistScreen, Never, Never>] {
    switch intent {
    case .list: [.nav(.popToRoot)]
    case .gist(let id): [.nav(.popToRoot), .nav(.push(.gist(id)))]
    }
  }

  static let intents = Gen<GistIntent>.oneOf(
    .just(.list), Gen.element(of: ["a", "deleted"]).map { .gist($0) })
}

typealias GistState = NavigationState<GistScreen, Never>

@MainActor final class GistCoordinator: PlumbedCoordinatorBase<GistFlow> {
  var notice: String?

  func open(_ link: GistIntent) { route(baton: Baton(intent: link, flow: NavFlow(source: "link"))) }

  func restore(_ saved: GistState) {
    cancelAllFlows()
    nav.restore(saved)
  }
}

/// The gist reader; planted, a screen that goes back even once it left.
func gistHarness(
  checkingCancellation: Bool = true
) -> CoordinatorHarness<
  GistCoordinator, GistState
> {
  var harness = CoordinatorHarness<GistCoordinator, GistState>.plumbed(
    { GistCoordinator(clock: $0) }, snapshot: { $0.state }, link: { $0.open($1) },
    restore: { $0.restore($1) },
    route: { state, intent in
      switch intent {
      case .list: GistState()
      case .gist(let id): GistState(path: [.gist(id)])
      }
    })
  let claim = harness.mount
  harness.mount = { coordinator, site in
    let baton = await claim?(coordinator, site)
    if case .gist("deleted")? = baton?.intent {
      coordinator.notice = "This gist was deleted"
      try? await coordinator.linkSwitcher.clock.sleep(for: .seconds(2))
      if checkingCancellation, Task.isCancelled { return baton }
      coordinator.nav.popToRoot()
    }
    return baton
  }
  return harness
}

struct ScreensThatLeaveTests {
  /// Every law on the correct pages with default settings: read by the
  /// fixture of rule MountMayWrite (`CoordinatorRuleTests`).
  static let everyLaw = Task {
    await CoordinatorLaws(closingPages(), intents: BurstFlow.intents).suite.results(
      configuration: CoordinatorLawsTests.settings)
  }

  /// Every law on the correct gist reader, with default settings.
  static let everyLawOnTheGists = Task {
    await CoordinatorLaws(gistHarness(), intents: GistFlow.intents).suite.results(
      configuration: CoordinatorLawsTests.settings)
  }

  /// The user pops the page while it waits, and a link shows the same page
  /// again: the first page's task, cancelled, wakes and pops the new one.
  private static let popThenShowAgain = BatonBurst<BurstIntent>([
    .link(.page("a")), .wait(.seconds(2)), .mount(0), .wait(.zero), .pop, .link(.deeper("a")),
  ])

  private static func noStalePayload(checkingCancellation: Bool) async -> String? {
    let laws = CoordinatorLaws(
      closingPages(checkingCancellation: checkingCancellation), intents: BurstFlow.intents)
    return await laws.law(named: "NoStalePayload")?.check(
      CoordinatorScenario(burst: popThenShowAgain, schedule: .fifo))?.message
  }

  @Test func aPageThatClosesAfterItLeftIsCaught() async {
    let violation = await Self.noStalePayload(checkingCancellation: false)
    #expect(
      violation?.hasPrefix(
        #"ScreenThatLeftMovesNothing: a task of screen .stack("a"), after the screen left, "#
          + #"moved the screens from [.stack("a")] to []: check `Task.isCancelled` after each "#
          + "`await` in a screen's work before it navigates") == true, "\(violation ?? "")")
    // The timeline shows where the screen left.
    #expect(
      violation?.contains(#"t=2s pop · screen .stack("a") left (cancelled) · t=2s link"#) == true)
  }

  @Test func aPageThatChecksForCancellationPasses() async {
    let violation = await Self.noStalePayload(checkingCancellation: true)
    #expect(violation == nil, "\(violation ?? "")")
  }

  @Test func aGistScreenThatGoesBackAfterItLeftIsCaught() async throws {
    let laws = CoordinatorLaws(gistHarness(checkingCancellation: false), intents: GistFlow.intents)
    let result = try #require(await laws.check("NoStalePayload", CoordinatorLawsTests.settings))
    #expect(
      result.counterexample
        == #"link .gist("deleted") · yield · mount screen #0 · link .gist("deleted") · "#
        + "mount screen #0 (schedule [])")
    #expect(
      result.violation?.message.hasPrefix(
        #"ScreenThatLeftMovesNothing: a task of screen .stack(.gist("deleted")), after the "#
          + #"screen left, moved the screens from [.stack(.gist("deleted"))] to []"#) == true,
      "\(result)")
  }
}
