import IrisCheck
import MailboxChecks
import Testing

/// A store with tabs and nothing more: only the laws that need only
/// ``NavigationModel`` apply to it.
@MainActor private final class TabsOnly: NavigationModel {
  private(set) var selectedTab = GuideTab.places
  var sheet: GuideSheet? { nil }
  private var observers: [() -> Void] = []
  func path(for tab: GuideTab) -> [GuideRoute] { [] }
  /// Selects a tab; `nil` is a link to content the store does not hold.
  func perform(_ op: GuideTab?) {
    guard let op, op != selectedTab else { return }
    selectedTab = op
    for observer in observers { observer() }
  }
  func onChange(_ observer: @escaping () -> Void) { observers.append(observer) }
}

/// NavigationLaws brings in each law when the model has its protocol, and
/// runs from a nonisolated test or a main-actor one.
struct NavigationLawsTests {
  // MARK: - Laws by what the store has

  @Test func aStoreWithOnlyTabsGetsTheLawsThatNeedOnlyNavigationModel() async {
    let laws = NavigationLaws(
      { TabsOnly() }, ops: Gen<GuideTab>.cases().map { $0 }, staleLinks: .just(nil))
    #expect(
      laws.suite.entries.map(\.name) == ["TabIsolation", "AtomicArrival", "StaleLinkFailsSoftly"])
    let results = await laws.suite.results()
    #expect(results.allSatisfy { !$0.isFailure })
  }

  @Test func sessionRestoringAddsTheRestorationLaws() {
    let laws = NavigationLaws({ GuideStore() }, ops: Guide.ops, staleLinks: .just(.open(.place(9))))
    #expect(
      laws.suite.entries.map(\.name) == [
        "TabIsolation", "AtomicArrival", "StaleLinkFailsSoftly", "SessionScopedStaysOut",
        "RestoredNavigation",
      ])
  }

  @Test func everyProtocolBringsItsLaw() {
    #expect(
      MailboxLaws.navigation().entries.map(\.name) == [
        "TabIsolation", "BothRoads", "AtomicArrival", "StaleLinkFailsSoftly",
        "CurrentScreenJournal", "GatedWorkLifetime", "SessionScopedStaysOut",
        "RestoredNavigation",
      ])
  }

  // MARK: - Isolation of the caller

  @MainActor @Test func aMainActorTestChecksAMainActorStore() async {
    let results = await NavigationLaws(
      { GuideStore() }, ops: Guide.ops, staleLinks: .just(.open(.place(9))),
      isRestoration: { if case .restore = $0 { true } else { false } }
    ).suite.results()
    #expect(results.count == 5)
    for result in results { #expect(!result.isFailure, "\(result)") }
  }
}
