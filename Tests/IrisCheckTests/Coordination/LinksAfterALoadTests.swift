import IrisCheck
import Shelf
import ShelfChecks
import Testing

// A link wiring written the way apps often are: a link to a book fetches
// the book first, so its page never shows a spinner, then routes. Correct
// when the user's newer action (a link, a tap, a restore) drops the older
// link still loading (rule NewerActionDropsOlder);
// wrong when a newer link does not, and an older link overtakes it.

/// The links, taps and restores performed on each coordinator so far.
@MainActor private var actions: [ObjectIdentifier: [Int]] = [:]

/// Shelf, with links to books routed once the catalog answered, unless one
/// of the first `dropping` kinds of action (links, taps, restores) came
/// meanwhile.
private func loadingFirst(dropping: Int) -> CoordinatorHarness<ShelfCoordinator, ShelfSnapshot> {
  var harness = ShelfLaws.harness()
  let (make, tap, restore) = (harness.make, harness.tap, harness.restore)
  harness.make = { clock in
    let coordinator = make(clock)
    actions[ObjectIdentifier(coordinator)] = [0, 0, 0]
    return coordinator
  }
  harness.tap = { coordinator, intent in
    actions[ObjectIdentifier(coordinator)]?[1] += 1
    tap?(coordinator, intent)
  }
  harness.restore = { coordinator, snapshot in
    actions[ObjectIdentifier(coordinator)]?[2] += 1
    restore?(coordinator, snapshot)
  }
  harness.link = { coordinator, intent in
    let key = ObjectIdentifier(coordinator)
    actions[key]?[0] += 1
    let ticket = actions[key]?.prefix(dropping)
    guard case .book(let id) = intent else {
      coordinator.open(intent)
      return
    }
    let catalog = SlowCatalog(clock: coordinator.linkSwitcher.clock)
    Task { @MainActor in
      _ = await catalog.book(id)
      guard actions[key]?.prefix(dropping) == ticket else { return }
      coordinator.open(intent)
    }
  }
  return harness
}

@Suite(.serialized) struct LinksAfterALoadTests {
  /// Every law on the wiring whose newer actions drop the older link, with
  /// default settings: run once, read by the fixture of rule
  /// NewerActionDropsOlder (`CoordinatorRuleTests`), which expects it to pass.
  static let everyLaw = Task {
    await CoordinatorLaws(loadingFirst(dropping: 3), intents: ShelfGenerators.intent)
      .suite.results(configuration: CoordinatorLawsTests.settings)
  }

  @Test func anOlderLinkThatOvertakesANewerOneIsCaught() async throws {
    let laws = CoordinatorLaws(loadingFirst(dropping: 0), intents: ShelfGenerators.intent)
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
