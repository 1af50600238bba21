import Iris
import IrisCheck
import IrisCheckFixtures
import ShelfChecks
import Testing

/// A clause a run must reach and never reached fails its law as not
/// checked, naming what is missing; a clause about something the app does
/// not do is reported as not reached, and fails nothing.
@Suite(.serialized) struct CoordinatorReachTests {
  static let settings = CoordinatorLawsTests.settings

  private static func results<C, S>(
    _ harness: CoordinatorHarness<C, S>, _ intents: Gen<C.Intent>
  ) async -> [String: LawResult] {
    let results = await CoordinatorLaws(harness, intents: intents).suite.results(
      configuration: settings)
    return Dictionary(uniqueKeysWithValues: results.map { ($0.law, $0) })
  }

  @Test func tapsThatRouteNothingLeaveTheTapClausesNotChecked() async throws {
    var harness = ShelfLaws.harness()
    harness.tap = { _, _ in }
    let results = await Self.results(harness, ShelfGenerators.intent)
    let violation = try #require(results["NonInterleaving"]?.violation)
    #expect(violation.direction == "not checked")
    #expect(
      violation.message
        == "TapsShareOneExecutor was never reached in 1000 bursts: no burst routed two taps the "
        + "trace reported: the harness's `tap` must route batons with `route(baton:through:)`, "
        + "which traces `.routed(_:on:origin:)`, or trace it yourself; TapsRoutedInOrder was "
        + "never reached in 1000 bursts: no burst routed flows for two taps the trace reported: "
        + "the harness's `tap` must route batons with `route(baton:through:)`, or trace `.routed`")
    for clause in ["TapsShareOneExecutor", "TapsRoutedInOrder"] {
      #expect(results["NonInterleaving"]?.statistics.labelCounts["reached: \(clause)"] == 0)
    }
  }

  @Test(arguments: [BurstCoordinator.Bugs(), .drainTimeoutMidStep])
  func aCoordinatorThatTracesNoStepLeavesTheStepClausesNotChecked(
    _ bugs: BurstCoordinator.Bugs
  ) async throws {
    var harness = CoordinatorHarness.burst(bugs)
    let observe = harness.observe
    harness.observe = { coordinator, handler in
      observe(coordinator) { event in
        switch event.kind {
        case .navigated, .effectApplied, .handoffRegistered, .handoffDelivered: return
        default: handler(event)
        }
      }
    }
    let results = await Self.results(harness, BurstFlow.intents)
    #expect(
      results["NonInterleaving"]?.violation?.message
        == "NoOlderStepAfterNewer was never reached in 1000 bursts: no executor ran two flows "
        + "that both traced a step: trace each step (`navigated`, `effectApplied`) as the "
        + "coordinator contract says")
    #expect(results["SupersededPrefix"]?.violation?.direction == "not checked")
    #expect(results["HandoffCleanup"]?.violation?.direction == "not checked")
  }

  /// Every law but HandoffAtMostOnce, which judges the batons screens
  /// received, and needs no routed flow for that.
  @Test func linksTheTraceDoesNotReportLeaveTheFlowLawsNotChecked() async {
    var harness = CoordinatorHarness.burst()
    let observe = harness.observe
    harness.observe = { coordinator, handler in
      observe(coordinator) { event in
        if case .routed = event.kind { return }
        handler(event)
      }
    }
    let results = await Self.results(harness, BurstFlow.intents)
    #expect(results.count == 8)
    for (law, result) in results where law != "HandoffAtMostOnce" {
      #expect(result.violation?.direction == "not checked", "\(law): \(result)")
    }
    #expect(results["HandoffAtMostOnce"]?.isFailure == false)
  }

  @Test func aClauseAboutWhatTheAppNeverDoesIsReportedNotFailed() async throws {
    let results = await Self.results(CoordinatorHarness.burst(), BurstFlow.intents)
    let prefix = try #require(results["SupersededPrefix"])
    #expect(!prefix.isFailure)
    #expect(prefix.statistics.labelCounts["reached: NoFollowUpAfterSupersession"] == 0)
    #expect((prefix.statistics.labelCounts["reached: StepsInOrder"] ?? 0) > 0)
  }

  @MainActor @Test func aHandBuiltHarnessWaitsForEveryExecutorToBeIdle() {
    let harness = CoordinatorHarness<LibraryCoordinator, LibraryState>.library
    let coordinator = LibraryCoordinator(clock: ContinuousClock())
    #expect(harness.isIdle(coordinator))
    coordinator.uiSwitcher.run {}
    #expect(!harness.isIdle(coordinator))
    coordinator.uiSwitcher.cancelCurrent()
    #expect(harness.isIdle(coordinator))
  }
}
