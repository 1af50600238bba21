import Iris
import IrisCheck
import IrisCheckFixtures
import MailboxChecks
import ShelfChecks
import Testing

/// A rule that keeps a clause from failing correct code, and a correct app
/// that needs it: the app passes, and with the rule removed it fails.
struct RuleFixture: Sendable, CustomTestStringConvertible {
  let rule: String
  let app: String
  /// `nil` when the app passes; otherwise what failed.
  let check: @Sendable () async -> String?

  var testDescription: String { "\(rule): \(app)" }

  /// The laws named `laws` (every law when empty) of a run with default
  /// settings, shared by the rules that name the same app.
  static func laws(
    _ rule: String, _ app: String, _ run: Task<[LawResult], Never>, only laws: [String] = []
  ) -> Self {
    Self(rule: rule, app: app) {
      await run.value.first { $0.isFailure && (laws.isEmpty || laws.contains($0.law)) }
        .map(\.description)
    }
  }
}

/// Every coordinator law on a harness with default settings, run once
/// however many rules ask.
private func everyLaw<C, S>(
  _ harness: CoordinatorHarness<C, S>, _ intents: Gen<C.Intent>
) -> Task<[LawResult], Never> {
  Task {
    await CoordinatorLaws(harness, intents: intents).suite.results(
      configuration: CoordinatorLawsTests.settings)
  }
}

private let library = everyLaw(.library, LibraryFlow.intents)
private let burst = everyLaw(.burst(), BurstFlow.intents)

/// HandoffCleanup on the burst Mailbox's animated coordinator met in a tab
/// switch that drops a registration of a screen it hid (a case its suite
/// keeps in `MailboxLawsTests.regressions`).
private func mailboxTabSwitch() async -> String? {
  let token =
    "ic1:AAAAAAABAAAAAQAAAQQAAAAAAAEAAAADAAABAAAAAAkAAAAAAAAAAAAAAAEAAAAAAAABBgABAAAACQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAS8"
  let laws = CoordinatorLaws(MailboxLaws.animatedHarness, intents: MailboxGenerators.intent)
  guard let sequence = try? ReplayToken(parsing: token).sequence,
    let scenario = try? laws.scenarios.generate(
      ChoiceRecorder(source: ReplaySource(sequence), exhaustion: .drawSimplest))
  else { return "the saved case no longer decodes" }
  return await laws.law(named: "HandoffCleanup")?.check(scenario)?.message
}

let ruleFixtures: [RuleFixture] = [
  .laws(
    "FireAndForgetEffectMayEndLate", "Shelf, taps on the uiSwitcher",
    everyLaw(ShelfLaws.harness(tapWiring: .uiSwitcher), ShelfGenerators.intent),
    only: ["NonInterleaving"]),
  .laws("PushInsideAnEffect", "the library", library),
  .laws("MountMayWrite", "the library", library, only: ["LastWins"]),
  RuleFixture(rule: "MountMayWrite", app: "a reader marking its book read as it appears") {
    await LastWinsWritesTests.lastWinsOnAScreenWritingAsItAppears()
  },
  .laws(
    "MountMayWrite", "pages that close themselves once shown, unless they left",
    ScreensThatLeaveTests.everyLaw),
  .laws(
    "MountMayWrite", "a gist reader going back from a deleted gist, unless it left",
    ScreensThatLeaveTests.everyLawOnTheGists),
  .laws(
    "ScreenMayRoute", "a shop whose legacy screen routes its item's new address, unless it left",
    ScreensThatRouteTests.everyLaw),
  RuleFixture(rule: "PushInsideAnEffect", app: "a tap's effect that writes, loads, then pushes") {
    await LastWinsWritesTests.lastWinsOnAnEffectThatPushesAfterItsWrite()
  },
  RuleFixture(rule: "MountMayWrite", app: "a reader whose own task writes its rating later") {
    await ScreenTaskWritesTests.lastWinsOnAScreensOwnTask()
  },
  RuleFixture(rule: "PushInsideAnEffect", app: "an effect that pushes and hands off by hand") {
    await ManualHandoffTests.noStalePayloadOnAHandOff()
  },
  .laws("RouteShownTwice", "the library", library, only: ["NoStalePayload"]),
  .laws(
    "ScreenForwardsItsBaton", "a forum whose thread screen pushes the comment its link named",
    ScreenForwardsTests.everyLaw),
  .laws("IgnoredLink", "the library", library),
  .laws("RoutedLater", "the library", library),
  .laws("OneTurnHasNoOrder", "the library", library, only: ["NonInterleaving"]),
  .laws("HopsDoNotHold", "the library", library, only: ["NonInterleaving"]),
  .laws(
    "HopsDoNotHold", "Shelf, links broadcast to a listener routing at once",
    BroadcastLinksTests.everyLawRoutingAtOnce),
  .laws(
    "NewerActionDropsOlder", "Shelf, links to books routed once loaded",
    LinksAfterALoadTests.everyLaw),
  .laws(
    "HeldLink", "a notes app holding links while its compose sheet shows",
    HeldLinksTests.everyLaw),
  .laws(
    "ListenerRoutesTheLink", "Shelf, links broadcast to a listener", BroadcastLinksTests.everyLaw),
  .laws("ListenerMayWait", "Shelf, links broadcast to a listener", BroadcastLinksTests.everyLaw),
  .laws(
    "ListenerMayWait", "a hand-built router polling every 30 s for its unread badge",
    HandBuiltRouterTests.everyLawWithItsOwnWork, only: ["Quiescence"]),
  .laws(
    "AppWorkMayWrite", "a hand-built router polling every 30 s for its unread badge",
    HandBuiltRouterTests.everyLawWithItsOwnWork, only: ["LastWins"]),
  .laws(
    "AppWorkMayRoute",
    "a hand-built router whose session expires and routes home, and whose restore reopens a trip",
    HandBuiltRouterTests.everyLawAsTheSessionExpiresAroundARestore, only: ["LastWins"]),
  .laws(
    "ScreenTaskGoesOn", "a hand-built router whose trip screens refresh while they show",
    HandBuiltRouterTests.everyLawWithItsOwnWork, only: ["HandoffCleanup"]),
  .laws(
    "NewerActionDropsOlder", "Shelf, links broadcast to a listener", BroadcastLinksTests.everyLaw),
  .laws(
    "NewerActionDropsOlder", "a hand-built router debouncing its links, dropped by any action",
    HandBuiltRouterTests.everyLawDebouncingLinks, only: ["LastWins"]),
  RuleFixture(rule: "OtherExecutorsEffectsWrite", app: "a sign-in tap during a link") {
    await LastWinsOtherExecutorTests.lastWinsOnTheSignInBurst()
  },
  .laws("ClaimAfterSupersession", "the burst coordinator", burst, only: ["NoStalePayload"]),
  .laws("NavigatingAwayRemovesTheEntry", "the library", library, only: ["HandoffCleanup"]),
  RuleFixture(rule: "TabSwitchTakesOffScreen", app: "Mailbox's tab switch (a saved case)") {
    await mailboxTabSwitch()
  },
  .laws(
    "RestoreMayRoute", "a restore that reopens its top page through the page's flow",
    everyLaw(reopeningRestore, BurstFlow.intents), only: ["LastWins"]),
]

/// The burst coordinator whose restore puts back every page but the top
/// one, then opens that one with a link flow (one to the root when none).
private let reopeningRestore: CoordinatorHarness<BurstCoordinator, BurstState> = {
  var harness = CoordinatorHarness<BurstCoordinator, BurstState>.burst()
  harness.restore = { coordinator, saved in
    var below = saved
    let top = below.path.popLast()
    coordinator.restore(below)
    coordinator.open(top.map { .deeper($0) } ?? .home)
  }
  return harness
}()

/// Every rule of every clause has a correct app that needs it and passes.
@Suite(.serialized) struct CoordinatorRuleTests {
  @Test(arguments: ruleFixtures) func eachRulesCorrectAppPasses(_ fixture: RuleFixture) async {
    let failure = await fixture.check()
    #expect(failure == nil, "\(failure ?? "")")
  }

  @Test func everyRuleHasACorrectApp() {
    let rules = CoordinatorLaws(.burst(), intents: BurstFlow.intents).all.flatMap {
      $0.clauses.flatMap(\.rules)
    }
    #expect(Set(rules) == Set(ruleFixtures.map(\.rule)))
  }

  /// The library on two more seeds (1 is the rules' run above).
  @Test(arguments: 2...3)
  func theLibraryAppPassesEveryLaw(seed: UInt64) async {
    var settings = CoordinatorLawsTests.settings
    settings.seed = seed
    let results = await CoordinatorLaws(.library, intents: LibraryFlow.intents).suite.results(
      configuration: settings)
    #expect(results.count == 8)
    for result in results { #expect(!result.isFailure, "\(result)") }
  }

  @Test func aLinkRoutedOneHopLaterIsTheLinksFlow() async throws {
    let record = await CoordinatorHarness.library.run(
      CoordinatorScenario(burst: BatonBurst([.link(.open("a"))]), schedule: .fifo))
    let flow = try #require(record.flows.first)
    #expect(flow.origin == .link)
    #expect(record.timeline.hasPrefix(#"t=0 link .open("a") (flow#1)"#), "\(record.timeline)")
  }

  @Test func aLinkRoutedOneHopLaterMayFollowALaterLinkOfTheSameTurn() async throws {
    let burst = BatonBurst<LibraryIntent>([.link(.open("a")), .link(.library)])
    let record = await CoordinatorHarness.library.run(
      CoordinatorScenario(burst: burst, schedule: .fifo))
    // The premise: the later link's flow was routed first.
    #expect(record.flows.map(\.intent) == [.library, .open("a")])
    let law = try #require(
      CoordinatorLaws(.library, intents: LibraryFlow.intents).law(named: "NonInterleaving"))
    #expect(law.violation(in: record) == nil)
  }

  @Test func aLinkToWhereTheAppAlreadyIsRoutesNothingAndBreaksNoLaw() async throws {
    let burst = BatonBurst<LibraryIntent>([
      .link(.open("a")), .wait(.seconds(2)), .link(.open("a")),
    ])
    let scenario = CoordinatorScenario(burst: burst, schedule: .fifo)
    let record = await CoordinatorHarness.library.run(scenario)
    #expect(record.flows.count == 1)
    for law in CoordinatorLaws(.library, intents: LibraryFlow.intents).all {
      #expect(law.violation(in: record) == nil, "\(law.name)")
    }
  }
}
