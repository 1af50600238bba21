import IrisCheck
import Shelf
import ShelfChecks
import Testing

// A link wiring written the way apps often are: a link to a book fetches
// the book first, so its page never shows a spinner, then routes. Correct
// when a newer link drops the older one still loading (rule
// NewerLinkDropsOlder); wrong without that check, where an older link
// overtakes a newer one.

/// The links issued to each coordinator so far: a loading link routes only
/// if no link came after it.
@MainActor private var linksIssued: [ObjectIdentifier: Int] = [:]

/// Shelf, with links to books routed once the catalog answered; `dropsOlder`
/// says whether a link a newer one came after is dropped.
private func loadingFirst(dropsOlder: Bool) -> CoordinatorHarness<ShelfCoordinator, ShelfSnapshot> {
  var harness = ShelfLaws.harness()
  let make = harness.make
  harness.make = { clock in
    let coordinator = make(clock)
    linksIssued[ObjectIdentifier(coordinator)] = 0
    return coordinator
  }
  harness.link = { coordinator, intent in
    let key = ObjectIdentifier(coordinator)
    let ticket = (linksIssued[key] ?? 0) + 1
    linksIssued[key] = ticket
    guard case .book(let id) = intent else {
      coordinator.open(intent)
      return
    }
    let catalog = SlowCatalog(clock: coordinator.linkSwitcher.clock)
    Task { @MainActor in
      _ = await catalog.book(id)
      guard !dropsOlder || linksIssued[key] == ticket else { return }
      coordinator.open(intent)
    }
  }
  return harness
}

@Suite(.serialized) struct LinksAfterALoadTests {
  /// Every law on the wiring that drops the older link, with default
  /// settings: run once, read by the fixture of rule NewerLinkDropsOlder
  /// (`CoordinatorRuleTests`), which expects it to pass.
  static let everyLaw = Task {
    await CoordinatorLaws(loadingFirst(dropsOlder: true), intents: ShelfGenerators.intent)
      .suite.results(configuration: CoordinatorLawsTests.settings)
  }

  @Test func anOlderLinkThatOvertakesANewerOneIsCaught() async throws {
    let laws = CoordinatorLaws(loadingFirst(dropsOlder: false), intents: ShelfGenerators.intent)
    let result = try #require(
      await laws.suite.results(configuration: CoordinatorLawsTests.settings)
        .first { $0.law == "NonInterleaving" })
    #expect(result.counterexample == #"link .book("a") · yield · link .library (schedule [])"#)
    #expect(
      result.violation?.message.hasPrefix(
        #"LinksRoutedInOrder: flow#2, of `link .book("a")`, was routed after flow#1, of the "#
          + "later `link .library`") == true, "\(result)")
  }
}
