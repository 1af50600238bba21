import IrisCheck
import Mailbox
import MailboxChecks
import Testing

/// Fixed-example twins of the navigation laws: each direction a law reports,
/// on a hand-picked input.
@MainActor struct NavigationLawDirectionsTests {
  private static let stale = MailboxOp.open(.thread(id: MailboxGenerators.deletedThread))

  // MARK: - StaleLinkFailsSoftly

  @Test func aDocumentedFallbackIsAllowedOnlyWhenGiven() async {
    let strict = StaleLinkFailsSoftlyLaw(make: { StaleLinkFallsBackToInbox() })
    let lenient = StaleLinkFailsSoftlyLaw(make: { StaleLinkFallsBackToInbox() }) { state in
      var fallback = state
      fallback.selectedTab = .inbox
      fallback.paths[.inbox] = []
      fallback.sheet = nil
      return fallback
    }
    let input = (
      ops: [MailboxOp.selectTab(.search), .push(.settings(pane: nil))], link: Self.stale
    )
    #expect(await strict.check(input)?.direction == "destination")
    #expect(await lenient.check(input) == nil)
  }

  @Test func aStaleLinkThatFlashesAnotherTabIsAPartialDestination() async {
    let law = StaleLinkFailsSoftlyLaw(make: { StaleLinkFlashesInbox() })
    #expect(
      await law.check((ops: [.selectTab(.search)], link: Self.stale))?.description
        == "StaleLinkFailsSoftly violated (partial destination): after [.selectTab(.search)], "
        + #"the stale link .open(.thread(id: "deleted")) showed observers NavigationSnapshot("#
        + "selectedTab: .inbox, paths: [.inbox: [], .search: [], .settings: []], sheet: nil) "
        + "on the way; expected no change")
  }

  // MARK: - AtomicArrival

  @Test func aLinkThatArrivesTwiceIsMoreThanOneChange() async {
    // Observers see the destination, the start, then the destination again.
    let law = AtomicArrivalLaw(make: { LinkArrivesTwice() })
    #expect(
      await law.check([.open(.thread(id: "a"))])?.description
        == #"AtomicArrival violated (more than one change): after [], .open(.thread(id: "a")) "#
        + "changed what observers saw 3 times on the way to NavigationSnapshot(selectedTab: "
        + #".inbox, paths: [.inbox: [.thread(id: "a")], .search: [], .settings: []], sheet: nil); "#
        + "in order, they saw NavigationSnapshot(selectedTab: .inbox, paths: [.inbox: [], "
        + ".search: [], .settings: []], sheet: nil), then NavigationSnapshot(selectedTab: "
        + #".inbox, paths: [.inbox: [.thread(id: "a")], .search: [], .settings: []], sheet: nil), "#
        + "then NavigationSnapshot(selectedTab: .inbox, paths: [.inbox: [], .search: [], "
        + ".settings: []], sheet: nil), then NavigationSnapshot(selectedTab: .inbox, paths: "
        + #"[.inbox: [.thread(id: "a")], .search: [], .settings: []], sheet: nil)"#)
  }

  // MARK: - TabIsolation

  @Test func restorationsAreExemptFromTabIsolationOnlyWhenRecognised() async {
    let restore = MailboxOp.restore(
      MailboxState(selectedTab: .search, stacks: [.inbox: [.thread(id: "a")]]))
    let plain = TabIsolationLaw(make: { MailboxNavigation() })
    let exempting = TabIsolationLaw(
      make: { MailboxNavigation() },
      isRestoration: { if case .restore = $0 { true } else { false } })
    #expect(await plain.check([restore])?.direction == "other tab's path")
    #expect(await exempting.check([restore]) == nil)
  }

  // MARK: - CurrentScreenJournal

  @Test func aStoredScreenThatRestorationSkipsBreaksTheDerivation() async {
    let law = CurrentScreenJournalLaw(make: { StoredScreen() })
    let restore = MailboxOp.restore(MailboxState(selectedTab: .search))
    #expect(
      await law.check([restore])?.description
        == "CurrentScreenJournal violated (derivation): after [], "
        + ".restore(MailboxState(selectedTab: .search, stacks: [.inbox: [], .search: [], "
        + ".settings: []], sheet: nil)), the current screen is .tabRoot(.inbox), but the "
        + "derivation from NavigationSnapshot(selectedTab: .search, paths: [.inbox: [], "
        + ".search: [], .settings: []], sheet: nil) gives .tabRoot(.search)")
  }

  // MARK: - GatedWorkLifetime

  @Test func restartingACoveredEntrysWorkIsCaught() async {
    let law = GatedWorkLifetimeLaw(make: { WorkRestartsEveryOp() })
    #expect(
      await law.check([.push(.thread(id: "a")), .push(.thread(id: "b"))])?.description
        == "GatedWorkLifetime violated (covered work): after [.push(.thread(id: \"a\")), "
        + ".push(.thread(id: \"b\"))], entry 1 (.thread(id: \"a\") on .inbox) stayed in its "
        + "path, but its child was restarted (serial 1001 → 2001)")
  }

  // MARK: - SessionScopedStaysOut

  @Test func aRestorationThatDropsTheSheetIsCaught() async {
    let law = SessionScopedStaysOutLaw(make: { RestoreDropsTheSheet() })
    #expect(
      await law.check([.present(.settings(pane: nil))])?.description
        == "SessionScopedStaysOut violated (navigation restored): after "
        + "[.present(.settings(pane: nil))], the live navigation is NavigationSnapshot("
        + "selectedTab: .inbox, paths: [.inbox: [], .search: [], .settings: []], sheet: "
        + ".settings(pane: nil)), but the restored one is NavigationSnapshot(selectedTab: "
        + ".inbox, paths: [.inbox: [], .search: [], .settings: []], sheet: nil)")
  }
}
