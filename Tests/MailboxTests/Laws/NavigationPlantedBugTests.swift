import IrisCheck
import Mailbox
import MailboxChecks
import Testing

/// Each navigation law catches its planted bug with the default settings
/// (1,000 examples, a fresh seed every run) and shrinks it to the exact
/// minimal counterexample, whatever the seed.
@MainActor struct NavigationPlantedBugTests {
  private func result(_ model: PlantedNavigation.Type, _ law: String) async throws -> LawResult {
    let suite = LawSuite(model.laws.entries.filter { $0.name == law })
    return try #require(await suite.results().first)
  }

  private static let launch =
    "NavigationSnapshot(selectedTab: .inbox, paths: [.inbox: [], .search: [], .settings: []], "
    + "sheet: nil)"

  // MARK: - TabIsolation

  @Test func tabSwitchThatClearsTheLeftTabBreaksTabIsolation() async throws {
    let result = try await result(TabSwitchClearsLeftTab.self, "TabIsolation")
    #expect(result.counterexample == "[.push(.settings(pane: nil)), .selectTab(.search)]")
    #expect(
      result.violation?.description
        == "TabIsolation violated (other tab's path): after [.push(.settings(pane: nil))], "
        + ".selectTab(.search) changed the path of .inbox, which is not selected after it, "
        + "from [.settings(pane: nil)] to []")
  }

  // MARK: - BothRoads

  @Test func tabBindingThatSkipsSelectTabBreaksBothRoads() async throws {
    let result = try await result(TabBindingSkipsSelectTab.self, "BothRoads")
    #expect(
      result.counterexample == "(ops: [.push(.settings(pane: nil))], action: .tapTab(.inbox))")
    #expect(
      result.violation?.description
        == "BothRoads violated (system road ≠ named op): after [.push(.settings(pane: nil))], "
        + "the system road .tapTab(.inbox) gives NavigationSnapshot(selectedTab: .inbox, "
        + "paths: [.inbox: [.settings(pane: nil)], .search: [], .settings: []], sheet: nil), "
        + "but the named op .selectTab(.inbox) gives " + Self.launch)
  }

  @Test func selectTabThatNeverPopsBreaksBothRoadsOnReselect() async throws {
    let result = try await result(ReselectDoesNotPop.self, "BothRoads")
    #expect(
      result.counterexample == "(ops: [.push(.settings(pane: nil))], action: .tapTab(.inbox))")
    #expect(
      result.violation?.description
        == "BothRoads violated (reselect pops to root): after [.push(.settings(pane: nil))], "
        + "tapping the selected tab .inbox gives NavigationSnapshot(selectedTab: .inbox, "
        + "paths: [.inbox: [.settings(pane: nil)], .search: [], .settings: []], sheet: nil); "
        + "expected " + Self.launch)
  }

  // MARK: - AtomicArrival

  @Test func searchLinkWrittenInTwoTurnsBreaksAtomicArrival() async throws {
    let result = try await result(SearchLinkInTwoTurns.self, "AtomicArrival")
    #expect(result.counterexample == #"[.open(.search(query: "a"))]"#)
    #expect(
      result.violation?.description
        == #"AtomicArrival violated (intermediate state): after [], .open(.search(query: "a")) "#
        + "showed observers NavigationSnapshot(selectedTab: .search, paths: [.inbox: [], "
        + ".search: [], .settings: []], sheet: nil), which is neither the start " + Self.launch
        + " nor the destination NavigationSnapshot(selectedTab: .search, paths: [.inbox: [], "
        + #".search: [.searchResults(query: "a")], .settings: []], sheet: nil)"#)
  }

  // MARK: - StaleLinkFailsSoftly

  @Test func staleLinkThatSwitchesTabBreaksStaleLinkFailsSoftly() async throws {
    let result = try await result(StaleLinkSwitchesTab.self, "StaleLinkFailsSoftly")
    #expect(
      result.counterexample
        == #"(ops: [.selectTab(.search)], link: .open(.thread(id: "deleted")))"#)
    #expect(
      result.violation?.description
        == "StaleLinkFailsSoftly violated (destination): after [.selectTab(.search)], the stale "
        + #"link .open(.thread(id: "deleted")) moved navigation from NavigationSnapshot("#
        + "selectedTab: .search, paths: [.inbox: [], .search: [], .settings: []], sheet: nil) "
        + "to " + Self.launch + "; expected no change")
  }

  // MARK: - CurrentScreenJournal

  @Test func journalThatMissesRestorationBreaksCurrentScreenJournal() async throws {
    let result = try await result(JournalMissesRestoration.self, "CurrentScreenJournal")
    let restore =
      #".restore(MailboxState(selectedTab: .inbox, stacks: [.inbox: [.thread(id: "a")], "#
      + #".search: [.searchResults(query: "a")], .settings: []], sheet: nil))"#
    #expect(result.counterexample == "[" + restore + "]")
    #expect(
      result.violation?.description
        == "CurrentScreenJournal violated (journal): after [], " + restore
        + #" moved the current screen from .tabRoot(.inbox) to .route(.thread(id: "a")), and the "#
        + #"journal recorded []; expected [.route(.thread(id: "a"))]"#)
  }

  // MARK: - GatedWorkLifetime

  @Test func workThatOutlivesPopsBreaksGatedWorkLifetime() async throws {
    let result = try await result(WorkOutlivesPops.self, "GatedWorkLifetime")
    #expect(result.counterexample == "[.push(.settings(pane: nil)), .pop]")
    #expect(
      result.violation?.description
        == "GatedWorkLifetime violated (retired work): after [.push(.settings(pane: nil)), "
        + ".pop], entry 1 left every path, but its child is still alive")
  }

  @Test func autosaveGatedOnAnySheetBreaksGatedWorkLifetime() async throws {
    let result = try await result(AutosaveGatedOnAnySheet.self, "GatedWorkLifetime")
    #expect(result.counterexample == "[.open(.settings(pane: nil))]")
    #expect(
      result.violation?.description
        == "GatedWorkLifetime violated (gated work): after [.open(.settings(pane: nil))], the "
        + "current screen is .sheet(.settings(pane: nil)), so the gated work should be stopped, "
        + "but it is alive")
  }

  // MARK: - SessionScopedStaysOut

  @Test func snapshotThatSavesTheSearchDraftBreaksSessionScopedStaysOut() async throws {
    let result = try await result(SnapshotSavesSearchDraft.self, "SessionScopedStaysOut")
    #expect(result.counterexample == #"[.typeSearch("a")]"#)
    #expect(
      result.violation?.description
        == "SessionScopedStaysOut violated (session-scoped fact restored): after "
        + #"[.typeSearch("a")], the restored session facts are "a"; expected the launch's """#)
  }
}
