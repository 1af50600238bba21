import Iris
import IrisCheck
import IrisCheckFixtures
import Testing

/// Builds the coordinator a scenario runs against: the base class or a planted variant.
typealias MakePlumbed = @MainActor @Sendable (VirtualClock) -> PlumbedCoordinatorBase<SampleFlow>

/// A plain coordinator's trace, rendered like ``SampleCoordinator``'s, with notes between.
@MainActor final class PlumbedTrace {
  private(set) var entries: [String] = []

  /// Starts recording `coordinator`'s events.
  init(_ coordinator: PlumbedCoordinatorBase<SampleFlow>) {
    coordinator.onEvent = { [weak self] event in
      if let rendered = SampleCoordinator.render(event) { self?.entries.append(rendered) }
    }
  }

  /// Appends a note (what the script did) to the trace.
  func note(_ text: String) { entries.append(text) }
}

/// A baton for `steps`, in a flow named `source`.
func scripted(
  _ source: String, _ steps: [Step<SampleRoute, SampleSheet, SampleEffect>]
) -> Baton<SampleIntent> {
  Baton(intent: .script(steps), flow: NavFlow(source: source))
}

extension PlumbedCoordinatorBaseTests {
  private static let base: MakePlumbed = { PlumbedCoordinatorBase(clock: $0) }

  private static func planted(_ bug: PlantedCoordinator<SampleFlow>.Bug) -> MakePlumbed {
    { PlantedCoordinator(bug: bug, clock: $0) }
  }

  /// The routes holding a stack handoff, sorted by description.
  @MainActor private static func stackEntries(
    _ coordinator: PlumbedCoordinatorBase<SampleFlow>
  ) -> String {
    "\(coordinator.stackHandoffs.entries.keys.map { "\($0)" }.sorted())"
  }

  // MARK: - Cleanup: an entry lives while its route is on screen

  /// Runs `body` once link A has opened thread 1 and every job has run.
  private func afterOpeningThread1<T: Sendable>(
    _ make: @escaping MakePlumbed = Self.base,
    _ body:
      @escaping @MainActor @Sendable (PlumbedCoordinatorBase<SampleFlow>, VirtualClock) async -> T
  ) async -> T? {
    let scheduler = DeterministicScheduler()
    let clock = scheduler.clock
    return await settle(scheduler) { () -> T in
      let coordinator = make(clock)
      coordinator.route(baton: Baton(intent: .openThread(1), flow: NavFlow(source: "A")))
      await untilQuiescent(clock)
      return await body(coordinator, clock)
    }
  }

  /// Link A opens thread 1; link B pops to the root; a thread-1 screen then tries to claim.
  private func afterALaterPopToRoot(_ make: @escaping MakePlumbed) async -> [String]? {
    await afterOpeningThread1(make) { coordinator, clock in
      coordinator.route(baton: scripted("B", [.nav(.popToRoot)]))
      await untilQuiescent(clock)
      let entries = Self.stackEntries(coordinator)
      let claimed = await coordinator.stackHandoffs.handoff(for: .thread(1))?.claim()
      return [
        "path \(coordinator.state.path)", "entries \(entries)",
        "claimed \(claimed?.flow.source ?? "nil")",
      ]
    }
  }

  @Test func laterPopToRootRemovesTheHandoffsOfThePoppedRoutes() async {
    let result = await afterALaterPopToRoot(Self.base)
    #expect(result == ["path []", "entries []", "claimed nil"])
  }

  @Test func plantedRegistryThatKeepsOffScreenEntriesLetsAPoppedScreenClaim() async {
    let result = await afterALaterPopToRoot(Self.planted(.keepsHandoffsOffScreen))
    #expect(result == ["path []", "entries [\"inbox\", \"thread(1)\"]", "claimed A"])
  }

  @Test func backButtonPopWakesTheWaitingScreenWithNilAndRemovesItsEntry() async {
    let result = await afterOpeningThread1 { coordinator, clock in
      let mounted = coordinator.stackHandoffs.register(for: .thread(1))
      let screen = Task { await mounted.claim() }
      await untilQuiescent(clock)
      coordinator.routeNav.routeStack.popLast()  // the system's back button
      let received = await screen.value
      await untilQuiescent(clock)
      return ["received \(received == nil ? "nil" : "a baton")", Self.stackEntries(coordinator)]
    }
    #expect(result == ["received nil", "[\"inbox\"]"])
  }

  @Test func dismissByTheUserRemovesTheSheetsHandoff() async {
    let scheduler = DeterministicScheduler()
    let clock = scheduler.clock
    let result = await settle(scheduler) { () -> [Bool] in
      let coordinator = Self.base(clock)
      coordinator.route(baton: Baton(intent: .compose("hi"), flow: NavFlow(source: "A")))
      await untilQuiescent(clock)
      let before = coordinator.sheetHandoffs.handoff(for: .compose) != nil
      coordinator.sheetNav.sheet = nil  // swiped down
      return [before, coordinator.sheetHandoffs.entries.isEmpty]
    }
    #expect(result == [true, true])
  }

  @Test func restoreKeepsOnlyTheEntriesOfRoutesItShows() async {
    let result = await afterOpeningThread1 { coordinator, _ in
      coordinator.nav.restore(NavigationState(path: [.inbox, .thread(2)]))
      return Self.stackEntries(coordinator)
    }
    #expect(result == "[\"inbox\"]")
  }

  @Test func restoreOfADeepPathKeepsOnlyTheEntriesOfRoutesItShows() async {
    let result = await afterOpeningThread1 { coordinator, _ in
      let deep: [SampleRoute] = [.inbox] + (2...20).map { .thread($0) }
      coordinator.nav.restore(NavigationState(path: deep + [.thread(1)]))
      let kept = Self.stackEntries(coordinator)
      coordinator.nav.restore(NavigationState(path: deep))
      return [kept, Self.stackEntries(coordinator)]
    }
    #expect(result == ["[\"inbox\", \"thread(1)\"]", "[\"inbox\"]"])
  }

  @Test func flowSupersededAfterItsPushLeavesTheShownRoutesEntryForItsScreen() async {
    let scheduler = DeterministicScheduler()
    let clock = scheduler.clock
    let result = await settle(scheduler) { () -> [String] in
      let coordinator = SampleCoordinator(clock: clock)
      coordinator.route(
        baton: scripted(
          "A", [.nav(.push(.thread(1))), .effect(.pause(.seconds(1))), .nav(.push(.thread(2)))]))
      try? await clock.sleep(for: .milliseconds(500))
      coordinator.route(baton: scripted("B", [.nav(.present(.compose))]))
      await untilQuiescent(clock)
      let entries = Self.stackEntries(coordinator)
      let claimed = await coordinator.stackHandoffs.handoff(for: .thread(1))?.claim()
      return coordinator.events + [
        "path \(coordinator.state.path)", entries,
        "claimed \(claimed?.flow.source ?? "nil")",
      ]
    }
    #expect(
      result == [
        "A:start", "A:push thread(1)", "A:registered stack thread(1)",
        "A:effect pause(1.0 seconds) (stale)", "A:cancel", "B:start", "B:present compose",
        "B:registered sheet compose", "B:finish", "path [IrisTests.SampleRoute.thread(1)]",
        "[\"thread(1)\"]", "claimed A",
      ])
  }

  @Test(arguments: exploredSeeds)
  func freshRegistrationSurvivesThePrunedHandoffsCleanup(seed: UInt64) async {
    let scheduler = DeterministicScheduler(seed: seed)
    let clock = scheduler.clock
    let result = await settle(scheduler) { () -> String? in
      let coordinator = Self.base(clock)
      coordinator.route(baton: scripted("A", [.nav(.push(.thread(1)))]))
      await untilQuiescent(clock)
      // B pops thread 1 (spending A's handoff) and pushes it again in one turn.
      coordinator.route(baton: scripted("B", [.nav(.popToRoot), .nav(.push(.thread(1)))]))
      await untilQuiescent(clock)
      return await coordinator.stackHandoffs.handoff(for: .thread(1))?.claim()?.flow.source
    }
    #expect(result == "B")
  }

  // MARK: - A superseded flow never wakes a waiting screen

  /// The thread-1 screen waits on its handoff; link A pushes thread 1 (on
  /// top), and link B is routed one main-actor turn later.
  private func wakeRace(
    _ make: @escaping MakePlumbed, seed: UInt64? = nil
  ) async -> [String]? {
    let scheduler = seed.map { DeterministicScheduler(seed: $0) } ?? DeterministicScheduler()
    let clock = scheduler.clock
    return await settle(scheduler) { () -> [String] in
      let coordinator = make(clock)
      let trace = PlumbedTrace(coordinator)
      coordinator.nav.push(.inbox)
      coordinator.nav.push(.thread(1))
      let mounted = coordinator.stackHandoffs.register(for: .thread(1))
      let screen = Task { await mounted.claim() }
      await untilQuiescent(clock)
      coordinator.route(baton: scripted("A", [.nav(.push(.thread(1)))]))
      await Task.yield()
      trace.note("route B")
      coordinator.route(baton: scripted("B", [.nav(.present(.compose))]))
      await untilQuiescent(clock)
      screen.cancel()  // unmounts a screen nobody woke
      let received = await screen.value
      return trace.entries + ["screen got \(received?.flow.source ?? "nil")"]
    }
  }

  /// Whether flow A traced a delivery after link B was routed.
  private static func deliveredAfterSupersession(_ entries: [String]) -> Bool {
    guard let routed = entries.firstIndex(of: "route B"),
      let delivered = entries.firstIndex(of: "A:delivered stack thread(1)")
    else { return false }
    return delivered > routed
  }

  @Test func pushWakesTheWaitingScreenInTheTurnOfItsSupersessionCheck() async {
    #expect(
      await wakeRace(Self.base) == [
        "A:start", "A:push thread(1)", "A:delivered stack thread(1)", "A:finish", "route B",
        "B:start", "B:present compose", "B:registered sheet compose", "B:finish", "screen got A",
      ])
  }

  @Test(arguments: exploredSeeds)
  func supersededFlowNeverWakesTheWaitingScreen(seed: UInt64) async throws {
    let entries = try #require(await wakeRace(Self.base, seed: seed))
    #expect(!Self.deliveredAfterSupersession(entries), "\(entries)")
  }

  @Test func plantedWakeWithoutRecheckDeliversAfterTheNewerLinkInSomeSchedule() async {
    var caught: [UInt64] = []
    for seed in exploredSeeds {
      let entries = await wakeRace(Self.planted(.wakesWaiterWithoutRecheck), seed: seed)
      if let entries, Self.deliveredAfterSupersession(entries) { caught.append(seed) }
    }
    #expect(!caught.isEmpty)
  }

  // MARK: - Taps through the uiSwitcher

  @Test func tapSupersedesTheRunningTapAndStartsAtOnce() async throws {
    let result = try await #require(
      drive { coordinator, clock in
        coordinator.route(
          baton: scripted("A", [.effect(.pause(.seconds(1))), .nav(.push(.thread(1)))]),
          through: coordinator.uiSwitcher)
        try? await clock.sleep(for: .milliseconds(200))
        coordinator.route(
          baton: scripted("B", [.nav(.push(.thread(2)))]), through: coordinator.uiSwitcher)
      })
    #expect(
      result.events(of: "A") == ["A:start", "A:effect pause(1.0 seconds) (stale)", "A:cancel"])
    #expect(result.time(of: "B:start") == 200)
    #expect(result.time(of: "A:cancel") == 200)
    #expect(result.state == NavigationState(path: [.thread(2)]))
  }

  @Test func tapReplacedBeforeItStartsIsTracedAsCancelled() async throws {
    let result = try await #require(
      drive { coordinator, _ in
        coordinator.route(
          baton: scripted("A", [.nav(.push(.thread(1)))]), through: coordinator.uiSwitcher)
        coordinator.route(
          baton: scripted("B", [.nav(.push(.thread(2)))]), through: coordinator.uiSwitcher)
      })
    #expect(result.events(of: "A") == ["A:cancel"])
    #expect(result.state == NavigationState(path: [.thread(2)]))
  }

  @Test func tapDoesNotSupersedeARunningLinkFlow() async throws {
    let result = try await #require(
      drive { coordinator, clock in
        coordinator.link(.script([.effect(.pause(.seconds(1))), .nav(.push(.thread(1)))]), "L")
        try? await clock.sleep(for: .milliseconds(200))
        coordinator.route(
          baton: scripted("T", [.nav(.push(.thread(2)))]), through: coordinator.uiSwitcher)
      })
    #expect(result.events.last == "L:finish")
    #expect(result.state == NavigationState(path: [.thread(2), .thread(1)]))
  }
}
