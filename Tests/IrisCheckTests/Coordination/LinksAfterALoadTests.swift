import IrisCheck
import Shelf
import ShelfChecks
import Testing

// A link wiring written the way apps often are: a link to a book fetches
// the book first, so its page never shows a spinner, then routes. Correct
// when the user's newer action (a link, a tap, a restore) drops the older
// link still loading (rule NewerActionDropsOlder); wrong without that
// check, where an older link overtakes the user's newer action.

/// What makes the load-first wiring drop a link still loading.
enum LinkDropping {
  /// Nothing: every link is routed once loaded.
  case never
  /// A newer link, but not a tap or a restore.
  case pastNewerLinks
  /// Any newer action: a link, a tap, a restore (rule NewerActionDropsOlder).
  case pastAnyAction
}

/// The links opened on each Shelf coordinator so far.
@MainActor private var linksOpened: [ObjectIdentifier: Int] = [:]

/// Shelf, with links to books routed once the catalog answered, unless
/// `dropping` says the user acted past them meanwhile.
func loadingFirst(
  dropping: LinkDropping
) -> CoordinatorHarness<ShelfCoordinator, ShelfSnapshot> {
  var harness = ShelfLaws.harness()
  harness.link = { coordinator, intent in
    let key = ObjectIdentifier(coordinator)
    linksOpened[key, default: 0] += 1
    let ticket = (actions: userActions[key], links: linksOpened[key])
    guard case .book(let id) = intent else {
      coordinator.open(intent)
      return
    }
    let catalog = SlowCatalog(clock: coordinator.linkSwitcher.clock)
    Task { @MainActor in
      _ = await catalog.book(id)
      switch dropping {
      case .never: break
      case .pastNewerLinks: guard linksOpened[key] == ticket.links else { return }
      case .pastAnyAction: guard userActions[key] == ticket.actions else { return }
      }
      coordinator.open(intent)
    }
  }
  return harness.countingUserActions()
}

@Suite(.serialized) struct LinksAfterALoadTests {
  /// Every law on the wiring whose newer actions drop the older link, with
  /// default settings: run once, read by the fixture of rule
  /// NewerActionDropsOlder (`CoordinatorRuleTests`), which expects it to pass.
  static let everyLaw = Task {
    await CoordinatorLaws(loadingFirst(dropping: .pastAnyAction), intents: ShelfGenerators.intent)
      .suite.results(configuration: CoordinatorLawsTests.settings)
  }

  @Test func anOlderLinkThatOvertakesTheUsersNewerActionIsCaught() async throws {
    let laws = CoordinatorLaws(loadingFirst(dropping: .never), intents: ShelfGenerators.intent)
    let result = try #require(
      await laws.check("NonInterleaving", CoordinatorLawsTests.settings))
    #expect(result.counterexample == #"link .book("a") · tap .library (schedule [])"#)
    #expect(
      result.violation?.message.hasPrefix(
        #"HeldLinkGivesWay: flow#2, of `link .book("a")`, waited for time to pass and was "#
          + "routed after flow#1, of the later `tap .library`") == true, "\(result)")
  }
}
