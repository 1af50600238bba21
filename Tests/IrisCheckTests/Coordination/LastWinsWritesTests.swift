import Iris
import IrisCheck
import IrisCheckFixtures
import Testing

// Two correct shapes LastWins failed, found by an app written from the
// README alone (a podcast player): a screen that writes as it appears, before
// its claim returns; and a tap whose effect writes, loads, then pushes with
// `pushRoute` while a link flow runs on the other executor.

/// The library, with readers that mark their book read as they appear,
/// before they claim their baton (rule MountMayWrite).
private let markOnAppear: CoordinatorHarness<LibraryCoordinator, LibraryState> = {
  var harness = CoordinatorHarness.library
  harness.mount = { coordinator, site in
    guard case .stack(let route) = site else { return nil }
    if case .reader(let id) = route { coordinator.read.insert(id) }
    let registry = coordinator.stackHandoffs
    return await (registry.handoff(for: route) ?? registry.register(for: route)).claim()
  }
  return harness
}()

private enum NewsIntent: Hashable, Sendable {
  case front  // a link whose first step suspends
  case story(String)  // a tap: notes the story, loads it, then pushes it
}
private enum NewsRoute: Hashable, Sendable {
  case front
  case story(String)
}
private enum NewsEffect: Equatable, Sendable {
  case pause
  case load(String)
}

private enum NewsFlow: NavigationFlow {
  static func operations(intent: NewsIntent) -> [Step<NewsRoute, Never, NewsEffect>] {
    switch intent {
    case .front: [.effect(.pause), .nav(.push(.front))]
    case .story(let id): [.effect(.load(id))]
    }
  }
}

@MainActor private final class NewsCoordinator: PlumbedCoordinatorBase<NewsFlow> {
  private(set) var opening: String?
  private let clock: any Clock<Duration>

  override init(clock: any Clock<Duration>) {
    self.clock = clock
    super.init(clock: clock)
  }

  override func apply(_ effect: NewsEffect, _ baton: Baton<NewsIntent>) async {
    switch effect {
    case .pause:
      await Task.yield()
    case .load(let id):
      opening = id
      try? await clock.sleep(for: .milliseconds(100))
      guard !LatestWinsExecutor.isSuperseded else { return }
      await routeNav.pushRoute(.story(id), registry: stackHandoffs, baton: baton)
    }
  }
}

private struct NewsState: Equatable, Sendable {
  var path: [NewsRoute]
  var opening: String?
}

private let news = CoordinatorHarness<NewsCoordinator, NewsState>.plumbed(
  { NewsCoordinator(clock: $0) },
  snapshot: { NewsState(path: $0.state.path, opening: $0.opening) },
  tap: { $0.route(baton: Baton(intent: $1, flow: NavFlow(source: "tap")), through: $0.uiSwitcher) },
  route: { state, intent in
    switch intent {
    case .front: NewsState(path: pushing(.front, on: state.path), opening: state.opening)
    case .story(let id): NewsState(path: pushing(.story(id), on: state.path), opening: id)
    }
  })

/// The path after a push, which shows a route already on top only once.
private func pushing(_ route: NewsRoute, on path: [NewsRoute]) -> [NewsRoute] {
  path.last == route ? path : path + [route]
}

struct LastWinsWritesTests {
  /// LastWins on a reader that marks its book read as it appears, after the
  /// last flow popped it: `nil` when it holds (rule MountMayWrite).
  static func lastWinsOnAScreenWritingAsItAppears() async -> String? {
    let laws = CoordinatorLaws(markOnAppear, intents: LibraryFlow.intents)
    return await laws.law(named: "LastWins")?.check(
      CoordinatorScenario(burst: markOnAppearBurst, schedule: .fifo))?.message
  }

  static let markOnAppearBurst = BatonBurst<LibraryIntent>([
    .link(.book("a")), .wait(.seconds(2)), .link(.library), .mount(0),
  ])

  /// LastWins on a story tap whose effect writes, loads and pushes while a
  /// link flow runs: `nil` when it holds (rules OtherExecutorsEffectsWrite
  /// and PushInsideAnEffect).
  static func lastWinsOnAnEffectThatPushesAfterItsWrite() async -> String? {
    let laws = CoordinatorLaws(news, intents: .element(of: [.front, .story("a")]))
    return await laws.law(named: "LastWins")?.check(
      CoordinatorScenario(burst: storyBurst, schedule: .fifo))?.message
  }

  private static let storyBurst = BatonBurst<NewsIntent>([.link(.front), .tap(.story("a"))])

  @Test func aScreenMayWriteAsItAppearsBeforeItsClaimReturns() async throws {
    let record = await markOnAppear.run(
      CoordinatorScenario(burst: Self.markOnAppearBurst, schedule: .fifo))
    // The premise: the reader wrote after the last flow finished, and its
    // claim returned later still.
    let last = try #require(record.flows.last)
    #expect(last.stateAtFinish?.read == [])
    #expect(record.settledState?.read == ["a"])
    let finished = try #require(
      record.entries.lastIndex {
        if case .traced(let event) = $0, case .flowFinished = event.kind { true } else { false }
      })
    let claimed = try #require(
      record.entries.lastIndex { if case .claimed = $0 { true } else { false } })
    #expect(claimed > finished)
    let violation = await Self.lastWinsOnAScreenWritingAsItAppears()
    #expect(violation == nil, "\(violation ?? "")")
  }

  @Test func anEffectThatWritesThenPushesWritesFromItsStart() async throws {
    let record = await news.run(CoordinatorScenario(burst: Self.storyBurst, schedule: .fifo))
    // The premise: the tap's effect wrote while the link flow ran, and
    // pushed after it finished.
    let link = try #require(record.flows.first)
    #expect(link.stateAtStart?.opening == nil)
    #expect(link.stateAtFinish?.opening == "a")
    #expect(
      record.timeline.contains(#"flow#2 push(.story("a")) inside step 1/1"#), "\(record.timeline)")
    let violation = await Self.lastWinsOnAnEffectThatPushesAfterItsWrite()
    #expect(violation == nil, "\(violation ?? "")")
  }

  @Test func bothCorrectAppsPassEveryLawWithDefaults() async {
    for results in [
      await CoordinatorLaws(markOnAppear, intents: LibraryFlow.intents).suite.results(
        configuration: CoordinatorLawsTests.settings),
      await CoordinatorLaws(news, intents: .element(of: [.front, .story("a"), .story("b")]))
        .suite.results(configuration: CoordinatorLawsTests.settings),
    ] {
      for result in results { #expect(!result.isFailure, "\(result)") }
    }
  }
}
