import Foundation
import Iris
import IrisCheck
import Shelf
import ShelfChecks
import Testing

// Links the Iris 1.0 way, written as an app would: the link handler hands
// each URL to a `Broadcaster`, and a listener the app starts at launch
// routes the stream's batons, loading a book before its link routes. The
// listener still waits on the stream when the burst ends (rule
// ListenerMayWait), and the flows it routes are the links' (rule
// ListenerRoutesTheLink): each `NavFlow` was made while its link was handled.

/// Each coordinator's broadcaster.
@MainActor private var broadcasters: [ObjectIdentifier: Broadcaster<URLPathCodec<ShelfIntent>>] =
  [:]

/// The count of ``userActions`` when each link's flow was made.
@MainActor private var linkTickets: [NavFlow: Int] = [:]

/// How the listener routes a link's baton.
private enum Listening {
  /// At once, as Iris 1.0's README does: `for await baton in stream {
  /// route(baton:) }`.
  case routesAtOnce
  /// A book loaded first, in turn; any link dropped when the user acted
  /// since it (rule NewerActionDropsOlder).
  case loadsInTurn
  /// A book loaded first, each in a task of its own, routed whatever came
  /// since (so a link that loads longer is routed after a newer one).
  case loadsInParallel
}

/// Shelf, its links broadcast to a listener the app starts at launch.
private func broadcastLinks(
  _ listening: Listening = .loadsInTurn
) -> CoordinatorHarness<ShelfCoordinator, ShelfSnapshot> {
  var harness = ShelfLaws.harness()
  let make = harness.make
  harness.make = { clock in
    let coordinator = make(clock)
    let key = ObjectIdentifier(coordinator)
    let links = Broadcaster(urlCodec: ShelfLinks.codec)
    broadcasters[key] = links
    let catalog = SlowCatalog(clock: clock)
    @MainActor func open(_ baton: Baton<ShelfIntent>) async {
      if listening != .routesAtOnce, case .book(let id) = baton.intent {
        _ = await catalog.book(id)
      }
      guard listening != .loadsInTurn || linkTickets[baton.flow] == userActions[key] else {
        return
      }
      coordinator.route(baton: baton)
    }
    Task { @MainActor [weak coordinator] in
      for await baton in await links.makeStream(replayLast: false) where coordinator != nil {
        if listening == .loadsInParallel {
          Task { @MainActor in await open(baton) }
        } else {
          await open(baton)
        }
      }
    }
    return coordinator
  }
  harness.link = { coordinator, intent in
    let key = ObjectIdentifier(coordinator)
    guard let links = broadcasters[key], let url = ShelfLinks.codec.url(for: intent) else { return }
    let flow = NavFlow(source: "link")
    linkTickets[flow] = userActions[key]
    Task { await links.handle(url: url, flow: flow) }
  }
  return harness.countingUserActions()
}

/// Shelf's intents that a link can carry: those the codec prints.
private let linkIntents = ShelfGenerators.intent.filter { ShelfLinks.codec.url(for: $0) != nil }

@Suite(.serialized) struct BroadcastLinksTests {
  /// Every law on the listener that loads in turn, with default settings:
  /// run once, read by the fixtures of rules ListenerRoutesTheLink,
  /// ListenerMayWait and NewerActionDropsOlder (`CoordinatorRuleTests`),
  /// which expect it to pass.
  static let everyLaw = Task {
    await CoordinatorLaws(broadcastLinks(.loadsInTurn), intents: linkIntents)
      .suite.results(configuration: CoordinatorLawsTests.settings)
  }

  /// Every law on the listener that routes at once, with default
  /// settings: read by the fixture of rule HopsDoNotHold, which expects it
  /// to pass (its links reach the coordinator hops after a newer tap while
  /// an older link's flow loads, in a task the listener started).
  static let everyLawRoutingAtOnce = Task {
    await CoordinatorLaws(broadcastLinks(.routesAtOnce), intents: linkIntents)
      .suite.results(configuration: CoordinatorLawsTests.settings)
  }

  @Test func theListenersFlowsAreTheLinksAndItMayStillWait() async throws {
    let burst = BatonBurst<ShelfIntent>([.link(.book("a")), .wait(.seconds(2)), .link(.library)])
    let record = await broadcastLinks().run(CoordinatorScenario(burst: burst, schedule: .fifo))
    #expect(record.flows.map(\.origin) == [.link, .link])
    // NB: routed by a task the app started as it was made, yet none is the app's own flow (rule
    // AppWorkMayRoute): each may be a last flow.
    #expect(record.appFlows == [])
    #expect(record.outcome == .completed)
    #expect(record.anomalies == [])
  }

  @Test func aListenerThatLoadsEachLinkInATaskOfItsOwnIsCaught() async throws {
    let laws = CoordinatorLaws(
      broadcastLinks(.loadsInParallel), intents: linkIntents)
    let result = try #require(
      await laws.check("NonInterleaving", CoordinatorLawsTests.settings))
    #expect(result.counterexample == #"link .book("/") · tap .library (schedule [])"#)
    #expect(result.violation?.message.hasPrefix("HeldLinkGivesWay: ") == true, "\(result)")
  }
}
