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

/// Shelf, its links broadcast; the listener loads a book, then routes its
/// baton: in turn, or, with `loadsInParallel`, each in a task of its own
/// (so a link that loads longer is routed after a newer one).
private func broadcastLinks(
  loadsInParallel: Bool = false
) -> CoordinatorHarness<ShelfCoordinator, ShelfSnapshot> {
  var harness = ShelfLaws.harness()
  let make = harness.make
  harness.make = { clock in
    let coordinator = make(clock)
    let links = Broadcaster(urlCodec: ShelfLinks.codec)
    broadcasters[ObjectIdentifier(coordinator)] = links
    let catalog = SlowCatalog(clock: clock)
    @MainActor func open(_ baton: Baton<ShelfIntent>) async {
      if case .book(let id) = baton.intent { _ = await catalog.book(id) }
      coordinator.route(baton: baton)
    }
    Task { @MainActor [weak coordinator] in
      for await baton in await links.makeStream(replayLast: false) where coordinator != nil {
        if loadsInParallel {
          Task { @MainActor in await open(baton) }
        } else {
          await open(baton)
        }
      }
    }
    return coordinator
  }
  harness.link = { coordinator, intent in
    guard let links = broadcasters[ObjectIdentifier(coordinator)],
      let url = ShelfLinks.codec.url(for: intent)
    else { return }
    Task { await links.handle(url: url, flow: NavFlow(source: "link")) }
  }
  return harness
}

/// Shelf's intents that a link can carry: those the codec prints.
private let linkIntents = ShelfGenerators.intent.filter { ShelfLinks.codec.url(for: $0) != nil }

@Suite(.serialized) struct BroadcastLinksTests {
  /// Every law on the listener that routes in turn, with default settings:
  /// run once, read by the fixtures of rules ListenerRoutesTheLink and
  /// ListenerMayWait (`CoordinatorRuleTests`), which expect it to pass.
  static let everyLaw = Task {
    await CoordinatorLaws(broadcastLinks(), intents: linkIntents)
      .suite.results(configuration: CoordinatorLawsTests.settings)
  }

  @Test func theListenersFlowsAreTheLinksAndItMayStillWait() async throws {
    let burst = BatonBurst<ShelfIntent>([.link(.book("a")), .wait(.seconds(2)), .link(.library)])
    let record = await broadcastLinks().run(CoordinatorScenario(burst: burst, schedule: .fifo))
    #expect(record.flows.map(\.origin) == [.link, .link])
    #expect(record.outcome == .completed)
    #expect(record.anomalies == [])
  }

  @Test func aListenerThatLoadsEachLinkInATaskOfItsOwnIsCaught() async throws {
    let laws = CoordinatorLaws(
      broadcastLinks(loadsInParallel: true), intents: linkIntents)
    let result = try #require(
      await laws.suite.results(configuration: CoordinatorLawsTests.settings)
        .first { $0.law == "NonInterleaving" })
    #expect(
      result.counterexample == #"link .book("a") · yield · link .library (schedule [0, 2])"#)
    #expect(result.violation?.message.hasPrefix("LinksRoutedInOrder: ") == true, "\(result)")
  }
}
