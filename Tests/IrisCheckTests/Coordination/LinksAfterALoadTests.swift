import IrisCheck
import Shelf
import ShelfChecks
import Testing

// A link wiring written the way apps often are: a link to a book fetches
// the book first, so its page never shows a spinner, then routes. Correct
// when the user's newer action (a link, a tap, a restore) drops the older
// link still loading (rule NewerActionDropsOlder); wrong without that
// check, where an older link overtakes a newer one.

/// Shelf, with links to books routed once the catalog answered; with
/// `dropsOlder`, not when the user acted meanwhile.
private func loadingFirst(dropsOlder: Bool) -> CoordinatorHarness<ShelfCoordinator, ShelfSnapshot> {
  var harness = ShelfLaws.harness()
  harness.link = { coordinator, intent in
    let key = ObjectIdentifier(coordinator)
    let ticket = userActions[key]
    guard case .book(let id) = intent else {
      coordinator.open(intent)
      return
    }
    let catalog = SlowCatalog(clock: coordinator.linkSwitcher.clock)
    Task { @MainActor in
      _ = await catalog.book(id)
      guard !dropsOlder || userActions[key] == ticket else { return }
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
