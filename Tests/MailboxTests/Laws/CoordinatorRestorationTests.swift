import IrisCheck
import Mailbox
import MailboxChecks
import Testing

/// RestoredState on the sample coordinator, run from a main-actor test: the
/// real restore passes (links in flight included, on the animated
/// coordinator whose flows pause); planted restores that keep part of the
/// live state are caught and shrunk to one link; a harness without
/// `restore` is told so.
@MainActor struct CoordinatorRestorationTests {
  private static let settings = Configuration(examples: 200, seed: 1, saveRegressions: false)
  private static let launch =
    "MailboxState(selectedTab: .inbox, stacks: [.inbox: [], .search: [], .settings: []], "
    + "sheet: nil)"

  private func result(
    _ harness: CoordinatorHarness<MailboxCoordinator, MailboxState>
  ) async throws -> LawResult {
    let law = CoordinatorRestorationLaw(harness)
    let suite = LawSuite([
      .law(law, over: law.inputs(MailboxGenerators.intent))
    ])
    return try #require(await suite.results(configuration: Self.settings).first)
  }

  private static func planted(
    _ restore: @escaping @MainActor @Sendable (MailboxCoordinator, MailboxState) -> Void
  ) -> CoordinatorHarness<MailboxCoordinator, MailboxState> {
    var harness = MailboxLaws.harness
    harness.restore = restore
    return harness
  }

  @Test func theSampleCoordinatorRestoresEverySnapshot() async throws {
    let result = try await result(MailboxLaws.harness)
    #expect(!result.isFailure, "\(result)")
  }

  /// The law as the NavigationState article writes it, with its defaults.
  @Test func theArticlesRestorationCheckPasses() async {
    let harness = MailboxLaws.harness
    let linkIntents = MailboxGenerators.intent
    let restoration = CoordinatorRestorationLaw(harness)
    let suite = LawSuite([.law(restoration, over: restoration.inputs(linkIntents))])
    let results = await suite.results()
    #expect(results.count == 1 && results.allSatisfy { !$0.isFailure }, "\(results)")
  }

  @Test func aRestoreWithALinkInFlightStillLandsOnTheSnapshot() async throws {
    let result = try await result(MailboxLaws.animatedHarness)
    #expect(!result.isFailure, "\(result)")
    #expect(result.statistics.labelCounts["restore with a link in flight", default: 0] > 0)
  }

  @Test func aRestoreThatKeepsTheSheetItFindsIsCaught() async throws {
    let result = try await result(
      Self.planted { coordinator, saved in
        var kept = saved
        kept.sheet = saved.sheet ?? coordinator.snapshot.sheet
        coordinator.restore(kept)
      })
    #expect(
      result.counterexample
        == "(links: [.compose(to: nil, subject: nil)], restoring: 0, inFlight: nil)")
    #expect(
      result.violation?.description
        == "RestoredState violated (restored state): after [.link(.compose(to: nil, subject: nil))], "
        + "restoring snapshot #0 (the launch) left MailboxState(selectedTab: .inbox, stacks: "
        + "[.inbox: [], .search: [], .settings: []], sheet: .compose(draft: ComposeDraft(to: nil, "
        + "subject: nil))); expected \(Self.launch)")
  }

  @Test func aRestoreThatKeepsTheSelectedTabIsCaught() async throws {
    let result = try await result(
      Self.planted { coordinator, saved in
        var kept = saved
        kept.selectedTab = coordinator.snapshot.selectedTab
        coordinator.restore(kept)
      })
    #expect(result.counterexample == #"(links: [.search(query: "")], restoring: 0, inFlight: nil)"#)
    #expect(
      result.violation?.description
        == #"RestoredState violated (restored state): after [.link(.search(query: ""))], "#
        + "restoring snapshot #0 (the launch) left MailboxState(selectedTab: .search, stacks: "
        + "[.inbox: [], .search: [], .settings: []], sheet: nil); expected \(Self.launch)")
  }

  @Test func aHarnessWithoutRestoreIsNotChecked() async throws {
    var harness = MailboxLaws.harness
    harness.restore = nil
    let result = try await result(harness)
    #expect(result.violation?.direction == "not checked")
    #expect(
      result.violation?.message
        == "the harness has no `restore`; set `harness.restore` to check restoration")
  }
}
