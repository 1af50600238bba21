import Foundation
import Iris
import IrisCheck
import Mailbox
import Testing

/// `MailboxCoordinator` under the deterministic scheduler and virtual clock.
@Suite(.serialized)
struct MailboxCoordinatorTests {
  private static let codec = MailboxCodec()

  /// The example intents that have a link, with their links.
  private static let exampleLinks: [(MailboxIntent, URL)] = MailboxIntent.examples.compactMap {
    intent in codec.url(for: intent).map { (intent, $0) }
  }

  /// Starting points: launch, inside a thread, on search results under a sheet.
  private static let startStates: [MailboxState] = [
    .initial,
    MailboxState(
      selectedTab: .inbox,
      stacks: [.inbox: [.thread(id: "t1"), .message(threadID: "t1", messageID: 0)]]),
    MailboxState(
      selectedTab: .search,
      stacks: [.inbox: [.thread(id: "t2")], .search: [.searchResults(query: "q")]],
      sheet: .compose(draft: ComposeDraft(to: "ana@example.com"))),
  ]

  // MARK: - Opening links

  @Test func everyExampleLinkLandsWhereTheReducerPredicts() async throws {
    #expect(Self.exampleLinks.count == 7)
    let links = Self.exampleLinks.map(\.1)
    let starts = Self.startStates
    let mismatches = try #require(
      await driveMailbox { coordinator -> [String] in
        var mismatches: [String] = []
        for start in starts {
          for url in links {
            coordinator.restore(start)
            await coordinator.openAndSettle(url)
            let expected = start.routing(Self.codec.parse(url))
            if coordinator.snapshot != expected {
              mismatches.append("\(url) from \(start): got \(coordinator.snapshot)")
            }
          }
        }
        return mismatches
      })
    #expect(mismatches == [])
  }

  @Test func openResolvesTheParsedIntentAgainstTheSnapshotOnce() async throws {
    let intents = try #require(
      await driveMailbox { coordinator -> [MailboxIntent] in
        let atRoot = coordinator.open(link("settings/general"))
        await coordinator.settled()
        await coordinator.openAndSettle(link("thread/t1"))
        let inThread = coordinator.open(link("settings/general"))
        return [atRoot.intent, inThread.intent]
      })
    #expect(intents == [.settingsSheet(pane: .general), .settingsPush(pane: .general)])
  }

  @Test func unknownLinkChangesNothing() async throws {
    let start = Self.startStates[2]
    let after = try #require(
      await driveMailbox { coordinator -> MailboxState in
        coordinator.restore(start)
        await coordinator.openAndSettle(link("nowhere/at/all"))
        return coordinator.snapshot
      })
    #expect(after == start)
  }

  @Test func existenceGateTurnsALinkToAMissingThreadIntoNothing() async throws {
    let gate = ExistenceGate { $0 != "gone" }
    let result = try #require(
      await driveMailbox(make: { MailboxCoordinator(parser: gate, clock: $0) }) {
        coordinator -> [MailboxState] in
        await coordinator.openAndSettle(link("thread/gone"))
        let afterGone = coordinator.snapshot
        await coordinator.openAndSettle(link("thread/t1"))
        return [afterGone, coordinator.snapshot]
      })
    #expect(result == [.initial, MailboxState(stacks: [.inbox: [.thread(id: "t1")]])])
  }

  // MARK: - Settings: sheet or push

  @Test func settingsOpensAsASheetFromTheRoot() async throws {
    let after = try #require(
      await driveMailbox { coordinator -> MailboxState in
        await coordinator.openAndSettle(link("settings/signature"))
        return coordinator.snapshot
      })
    #expect(after == MailboxState(sheet: .settings(pane: .signature)))
  }

  @Test func settingsOpensAsAPushFromInsideAThread() async throws {
    let after = try #require(
      await driveMailbox { coordinator -> MailboxState in
        await coordinator.openAndSettle(link("thread/t1"))
        await coordinator.openAndSettle(link("settings/signature"))
        return coordinator.snapshot
      })
    #expect(
      after == MailboxState(stacks: [.inbox: [.thread(id: "t1"), .settings(pane: .signature)]]))
  }

  @Test func settingsOpensAsASheetFromSearchResults() async throws {
    let after = try #require(
      await driveMailbox { coordinator -> MailboxState in
        await coordinator.openAndSettle(link("search?q=x"))
        await coordinator.openAndSettle(link("settings"))
        return coordinator.snapshot
      })
    #expect(after.sheet == .settings(pane: nil))
    #expect(after.stack(for: .search) == [.searchResults(query: "x")])
  }

  // MARK: - Tabs

  @Test func eachTabKeepsItsOwnStackAcrossSwitches() async throws {
    let states = try #require(
      await driveMailbox { coordinator -> [MailboxState] in
        await coordinator.openAndSettle(link("thread/t1"))
        await coordinator.openAndSettle(link("search?q=x"))
        await coordinator.openAndSettle(link("contact/ana@example.com"))
        let onSearch = coordinator.snapshot
        await coordinator.openAndSettle(link("thread/t2"))
        return [onSearch, coordinator.snapshot]
      })
    let searchStack: [MailboxRoute] = [
      .searchResults(query: "x"), .contact(address: "ana@example.com"),
    ]
    #expect(
      states[0]
        == MailboxState(
          selectedTab: .search, stacks: [.inbox: [.thread(id: "t1")], .search: searchStack]))
    #expect(
      states[1]
        == MailboxState(
          selectedTab: .inbox, stacks: [.inbox: [.thread(id: "t2")], .search: searchStack]))
  }

  @Test func selectTabEffectParksThePathAndRestoresTheOtherTabsPath() async throws {
    let paths = try #require(
      await driveMailbox { coordinator -> [[MailboxRoute]] in
        coordinator.restore(
          MailboxState(stacks: [.inbox: [.thread(id: "t1")], .search: [.searchResults(query: "q")]]
          ))
        let baton = Baton<MailboxIntent>(intent: .inbox, flow: NavFlow(source: "tap"))
        await coordinator.apply(.selectTab(.search), baton)
        let onSearch = coordinator.state.path
        await coordinator.apply(.selectTab(.settings), baton)
        let onSettings = coordinator.state.path
        await coordinator.apply(.selectTab(.inbox), baton)
        return [onSearch, onSettings, coordinator.state.path]
      })
    #expect(paths == [[.searchResults(query: "q")], [], [.thread(id: "t1")]])
  }

  @Test func reselectingTheSelectedTabKeepsItsStack() async throws {
    let path = try #require(
      await driveMailbox { coordinator -> [MailboxRoute] in
        await coordinator.openAndSettle(link("thread/t1"))
        let baton = Baton<MailboxIntent>(intent: .inbox, flow: NavFlow(source: "tap"))
        await coordinator.apply(.selectTab(.inbox), baton)
        return coordinator.state.path
      })
    #expect(path == [.thread(id: "t1")])
  }

  // MARK: - App effects

  @Test func threadAndSearchLinksRecordReadThreadsAndRecentSearches() async throws {
    let result = try #require(
      await driveMailbox { coordinator -> (Set<ThreadID>, [String]) in
        for path in [
          "thread/t1", "search?q=a", "thread/t2/message/0", "search?q=b", "search?q=a", "search",
        ] {
          await coordinator.openAndSettle(link(path))
        }
        return (coordinator.readThreads, coordinator.recentSearches)
      })
    #expect(result.0 == ["t1", "t2"])
    #expect(result.1 == ["a", "b"])
  }

  @Test func recentSearchesKeepOnlyTheLimit() async throws {
    let searches = try #require(
      await driveMailbox { coordinator -> [String] in
        for index in 0...MailboxCoordinator.recentSearchLimit {
          await coordinator.openAndSettle(.search(query: "q\(index)"))
        }
        return coordinator.recentSearches
      })
    let limit = MailboxCoordinator.recentSearchLimit
    #expect(searches == (1...limit).reversed().map { "q\($0)" })
  }

  // MARK: - Handoffs

  @Test func threadScreenClaimsTheLinksIntentExactlyOnce() async throws {
    let result = try #require(
      await driveMailbox { coordinator -> (UUID, Baton<MailboxIntent>?, Baton<MailboxIntent>?) in
        let sent = await coordinator.openAndSettle(link("thread/t1"))
        let screen = DestinationScreen(site: .stack(.thread(id: "t1")))
        let first = await screen.mount(on: coordinator)
        await coordinator.settled()
        let second = await screen.mount(on: coordinator)
        return (sent.id, first, second)
      })
    #expect(result.1?.id == result.0)
    #expect(result.1?.intent == .thread(id: "t1"))
    #expect(result.2 == nil)
  }

  @Test func messageLinkHandsTheSameIntentToTheThreadAndTheMessageScreens() async throws {
    let intents = try #require(
      await driveMailbox { coordinator -> [MailboxIntent?] in
        await coordinator.openAndSettle(link("thread/t1/message/2"))
        var intents: [MailboxIntent?] = []
        for route in [MailboxRoute.thread(id: "t1"), .message(threadID: "t1", messageID: 2)] {
          intents.append(
            await DestinationScreen(site: .stack(route)).mount(on: coordinator)?.intent)
        }
        return intents
      })
    let message = MailboxIntent.message(threadID: "t1", messageID: 2)
    #expect(intents == [message, message])
  }

  @Test func sheetScreensClaimComposeAndResolvedSettings() async throws {
    let intents = try #require(
      await driveMailbox { coordinator -> [MailboxIntent?] in
        await coordinator.openAndSettle(link("compose?to=ana@example.com"))
        let compose = DestinationScreen(
          site: .sheet(.compose(draft: ComposeDraft(to: "ana@example.com"))))
        let composed = await compose.mount(on: coordinator)?.intent
        await coordinator.openAndSettle(link("settings/accounts"))
        let settings = DestinationScreen(site: .sheet(.settings(pane: .accounts)))
        return [composed, await settings.mount(on: coordinator)?.intent]
      })
    #expect(
      intents == [.compose(to: "ana@example.com", subject: nil), .settingsSheet(pane: .accounts)])
  }

  @Test func threadScreenCannotClaimAfterALaterLinkPopsItsRoute() async throws {
    let result = try #require(
      await driveMailbox { coordinator -> (Bool, Int) in
        await coordinator.openAndSettle(link("thread/t1"))
        await coordinator.openAndSettle(link("inbox"))
        let claimed = await DestinationScreen(site: .stack(.thread(id: "t1"))).mount(
          on: coordinator)
        return (claimed == nil, coordinator.stackHandoffs.entries.count)
      })
    #expect(result == (true, 0))
  }

  @Test func switchingTabsDropsTheHandoffsOfTheTabItHides() async throws {
    let result = try #require(
      await driveMailbox { coordinator -> [Int] in
        await coordinator.openAndSettle(link("thread/t1"))
        let inThread = coordinator.stackHandoffs.entries.count
        await coordinator.openAndSettle(link("search?q=x"))
        return [inThread, coordinator.stackHandoffs.entries.count]
      })
    #expect(result == [1, 1])
  }

  @Test func tapRoutesThroughTheUISwitcherAndSupersedesTheRunningTap() async throws {
    let result = try #require(
      await driveMailbox(make: { AnimatedMailboxCoordinator(clock: $0) }) {
        coordinator -> (MailboxState, Bool) in
        let recorder = TraceRecorder(coordinator)
        let first = coordinator.tap(.thread(id: "t1"))
        try? await coordinator.uiSwitcher.clock.sleep(for: .milliseconds(400))
        coordinator.tap(.search(query: "x"))
        try? await coordinator.uiSwitcher.clock.sleep(for: .seconds(5))
        let cancelled = recorder.events.contains {
          $0.flow == first.flow && $0.kind == .flowCancelled
        }
        return (coordinator.snapshot, cancelled)
      })
    #expect(result.0 == MailboxState.initial.routing(.search(query: "x")))
    #expect(result.1)
  }

  @Test func pushedSettingsScreenReceivesTheResolvedPushIntent() async throws {
    let intent = try #require(
      await driveMailbox { coordinator -> MailboxIntent? in
        await coordinator.openAndSettle(link("thread/t1"))
        await coordinator.openAndSettle(link("settings"))
        return await DestinationScreen(site: .stack(.settings(pane: nil))).mount(on: coordinator)?
          .intent
      })
    #expect(intent == .settingsPush(pane: nil))
  }

  // MARK: - Restoration

  @Test func snapshotSurvivesAJSONRoundTrip() async throws {
    let snapshot = try #require(
      await driveMailbox { coordinator -> MailboxState in
        await coordinator.openAndSettle(link("thread/t1/message/0"))
        await coordinator.openAndSettle(link("search?q=x"))
        await coordinator.openAndSettle(link("compose?subject=Hi"))
        return coordinator.snapshot
      })
    #expect(snapshot.stack(for: .inbox).count == 2)
    #expect(snapshot.sheet != nil)
    let data = try JSONEncoder().encode(snapshot)
    #expect(try JSONDecoder().decode(MailboxState.self, from: data) == snapshot)
  }

  @Test func restoredSnapshotThenLinkLandsWhereTheLiveCoordinatorLands() async throws {
    let links = Self.exampleLinks.map(\.1)
    let history = ["thread/t1", "search?q=x", "contact/bo@example.com", "thread/t2/message/1"]
    let result = try #require(
      await driveMailbox { live -> [String] in
        var mismatches: [String] = []
        for prefix in 0...history.count {
          for url in links {
            live.restore(.initial)
            for path in history.prefix(prefix) {
              await live.openAndSettle(link(path))
            }
            let saved = throughJSON(live.snapshot)
            await live.openAndSettle(url)
            let restored = MailboxCoordinator(clock: live.linkSwitcher.clock)
            restored.restore(saved ?? .initial)
            await restored.openAndSettle(url)
            if restored.snapshot != live.snapshot {
              mismatches.append("\(url) after \(prefix) links: \(restored.snapshot)")
            }
          }
        }
        return mismatches
      })
    #expect(result == [])
  }

  @Test func restoreCancelsALinkFlowStillRunning() async throws {
    let start = Self.startStates[2]
    let result = try #require(
      await driveMailbox { coordinator -> (MailboxState, Bool) in
        let recorder = TraceRecorder(coordinator)
        let baton = coordinator.open(link("thread/t1"))
        coordinator.restore(start)
        await coordinator.settled()
        let cancelled = recorder.events.contains {
          $0.flow == baton.flow && $0.kind == .flowCancelled
        }
        return (coordinator.snapshot, cancelled)
      })
    #expect(result.0 == start)
    #expect(result.1)
  }
}
