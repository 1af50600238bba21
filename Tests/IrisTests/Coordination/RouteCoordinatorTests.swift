import Iris
import IrisCheck
import Testing

/// `route(baton:)` under the deterministic scheduler and virtual clock.
@Suite(.serialized)
struct RouteCoordinatorTests {
  // MARK: - Applying steps

  @Test func routeAppliesEveryStepInOrderThenFinishes() async throws {
    let result = try await #require(
      drive { coordinator, _ in coordinator.link(.openThread(7), "A") })
    #expect(
      result.events == [
        "A:start", "A:dismissSheet", "A:popToRoot", "A:push inbox", "A:registered stack inbox",
        "A:push thread(7)", "A:registered stack thread(7)", "A:effect select(7)", "A:finish",
      ])
    #expect(result.state == NavigationState(path: [.inbox, .thread(7)]))
    #expect(result.applied == [.select(7)])
  }

  @Test func applyRunsWithNavFlowCurrentBoundToTheBatonsFlow() async throws {
    let result = try await #require(
      drive { coordinator, _ in
        coordinator.link(.script([.effect(.select(1)), .effect(.draft("x"))]), "A")
      })
    #expect(result.flowsSeen == ["A", "A"])
  }

  @Test func bareCoordinatorReachesItsOwnDispatchAndPause() async throws {
    let scheduler = DeterministicScheduler()
    let clock = scheduler.clock
    let coordinator = try await #require(
      settle(scheduler) { () -> BareCoordinator in
        let coordinator = BareCoordinator(clock: clock)
        coordinator.route(baton: Baton(intent: .openThread(2), flow: NavFlow(source: "A")))
        return coordinator
      })
    let seen = await settle(scheduler) { coordinator.dispatched }
    // Four structural steps reach the conformer's dispatch; the effect does not.
    #expect(seen == ["dismissSheet@0", "popToRoot@10", "push inbox@20", "push thread(2)@30"])
  }

  // MARK: - Cancellation between steps

  @Test func newerLinkStopsTheRunningFlowBetweenSteps() async throws {
    let result = try await #require(
      drive { coordinator, clock in
        coordinator.link(.script([.effect(.pause(.seconds(1))), .nav(.push(.thread(1)))]), "A")
        try? await clock.sleep(for: .milliseconds(500))
        coordinator.link(.openThread(2), "B")
      })
    #expect(
      result.events(of: "A") == ["A:start", "A:effect pause(1.0 seconds) (stale)", "A:cancel"])
    #expect(result.time(of: "A:cancel") == 500)
    #expect(result.time(of: "B:start") == 500)
    #expect(result.events.last == "B:finish")
    #expect(result.state == NavigationState(path: [.inbox, .thread(2)]))
  }

  @Test func linkSupersededBeforeItStartsIsCancelledWithoutApplyingAnything() async throws {
    let result = try await #require(
      drive { coordinator, _ in
        coordinator.link(.openThread(1), "A")
        coordinator.link(.openThread(2), "B")
      })
    #expect(result.events(of: "A") == ["A:cancel"])
    #expect(result.applied == [.select(2)])
    #expect(result.state == NavigationState(path: [.inbox, .thread(2)]))
  }

  // MARK: - Inter-step pause

  @Test func interStepPauseSpacesStepsOnTheInjectedClock() async throws {
    let result = try await #require(
      drive(make: { PausingSampleCoordinator(clock: $0) }) { coordinator, _ in
        coordinator.link(.openThread(3), "A")
      })
    let stepTimes = ["A:dismissSheet", "A:popToRoot", "A:push inbox", "A:effect select(3)"]
      .map { result.time(of: $0) }
    #expect(stepTimes == [0, 700, 1400, 2800])
    // No pause after the last step.
    #expect(result.time(of: "A:finish") == 2800)
  }

  @Test func newerLinkCutsThePauseShort() async throws {
    let result = try await #require(
      drive(make: { PausingSampleCoordinator(clock: $0) }) { coordinator, clock in
        coordinator.link(.openThread(1), "A")
        try? await clock.sleep(for: .milliseconds(100))
        coordinator.link(.compose("hi"), "B")
      })
    #expect(result.events(of: "A") == ["A:start", "A:dismissSheet", "A:cancel"])
    #expect(result.time(of: "B:start") == 100)
    #expect(result.time(of: "B:effect draft(\"hi\")") == 800)
    #expect(result.state == NavigationState(path: [], sheet: .compose))
  }

  // MARK: - Weak spot 1: a timed-out drain never interleaves flows

  @Test func timedOutDrainWaitsForTheInFlightStepButNotTheRestOfTheFlow() async throws {
    let stalling: SampleIntent = .script([
      .effect(.stall(.seconds(1))), .effect(.stall(.seconds(1))), .nav(.push(.thread(1))),
    ])
    let result = try await #require(
      drive { coordinator, clock in
        coordinator.link(stalling, "A")
        await untilQuiescent(clock)  // A is inside its first (uncooperative) step
        coordinator.link(.openThread(2), "B")
      })
    // The 250 ms timeout elapsed at 251 ms, but A's first step ran until 1000 ms;
    // B starts then, and A begins nothing more (not its second stall, not its push).
    #expect(
      result.events(of: "A") == ["A:start", "A:effect stall(1.0 seconds) (stale)", "A:cancel"])
    #expect(result.time(of: "B:start") == 1000)
    #expect(LatestWinsJudge.problems(in: result.trace) == [])
    #expect(result.state == NavigationState(path: [.inbox, .thread(2)]))
    #expect(result.applied == [.stall(.seconds(1)), .select(2)])
  }

  @Test func linkBurstsNeverInterleaveFlowsInAnySchedule() async {
    for seed in exploredSeeds {
      var arrivals = SeededSource(seed: seed)
      let gaps = (0..<4).map { _ in Int(arrivals.next() % 400) }
      let result = await drive(seed: seed) { coordinator, clock in
        for (index, gap) in gaps.enumerated() {
          let intent: SampleIntent =
            index.isMultiple(of: 2)
            ? .script([.effect(.stall(.milliseconds(300))), .nav(.push(.thread(index)))])
            : .openThread(index)
          coordinator.link(intent, "F\(index)")
          try? await clock.sleep(for: .milliseconds(gap))
        }
      }
      guard let result else { continue }
      #expect(LatestWinsJudge.problems(in: result.trace) == [], "seed \(seed)")
      // The last link always runs to completion and decides the screen.
      #expect(result.events.last == "F3:finish", "seed \(seed)")
      #expect(result.state == NavigationState(path: [.inbox, .thread(3)]), "seed \(seed)")
    }
  }
}

/// A coordinator written directly against the protocol, with its own dispatch and pause.
@MainActor
final class BareCoordinator: RouteCoordinator {
  typealias Intent = SampleIntent
  typealias Flow = SampleFlow

  static var interStepAnimationPause: Duration { .milliseconds(10) }

  let linkSwitcher: LatestWinsExecutor
  private let clock: VirtualClock
  private(set) var dispatched: [String] = []

  init(clock: VirtualClock) {
    self.clock = clock
    self.linkSwitcher = LatestWinsExecutor(policy: .links, clock: clock)
  }

  func apply(_ effect: SampleEffect, _ baton: Baton<SampleIntent>) async {}

  func dispatchIfPossible(
    _ target: NavTarget<SampleRoute, SampleSheet>, baton: Baton<SampleIntent>
  ) async {
    let name =
      switch target {
      case .push(let route): "push \(route)"
      case .present(let sheet): "present \(sheet)"
      case .popToRoot: "popToRoot"
      case .dismissSheet: "dismissSheet"
      }
    dispatched.append("\(name)@\(milliseconds(clock))")
  }
}
