import IrisCheck
import Mailbox
import MailboxChecks
import Testing

struct MailboxNavigationLawsTests {
  // MARK: - navigation

  @Test func theSampleAppsNavigationObeysEveryNavigationLaw() async {
    let results = await MailboxLaws.navigation().check()
    #expect(
      results.map(\.law) == [
        "TabIsolation", "BothRoads", "AtomicArrival", "StaleLinkFailsSoftly",
        "CurrentScreenJournal", "GatedWorkLifetime", "SessionScopedStaysOut",
        "RestoredNavigation",
      ])
    for result in results {
      #expect(!result.isFailure, "\(result)")
      // 1,000 random examples, on top of the generator's screens.
      #expect(result.statistics.examples >= 1_000)
    }
  }

  @Test func theSampleAppsLinksArriveAtomically() async throws {
    let results = await MailboxLaws.navigation().results()
    let atomic = try #require(results.first { $0.law == "AtomicArrival" })
    #expect(atomic.statistics.labelCounts == ["atomic": atomic.statistics.examples])
  }

  // MARK: - flowArrival

  @Test func theIrisFlowStepByStepReportsItsIntermediateStates() async throws {
    let result = try #require(await MailboxLaws.flowArrival().check().first)
    #expect(result.law == "AtomicArrival (report only)")
    #expect(!result.isFailure)
    // The flow selects the tab first, so a link from a deep stack shows the
    // new tab before its stack is popped or pushed.
    #expect(result.statistics.labelCounts["intermediate: paths pending", default: 0] > 0)
  }

  @MainActor @Test func stepByStepIntermediateStatesAreNamed() async {
    let law = AtomicArrivalLaw(make: { MailboxFlowNavigation() }, requiresAtomicity: false)
    // A thread from the search tab: select inbox (the search tab's stack
    // stays), then push: one intermediate state with the inbox path pending.
    #expect(law.intermediateKinds([.search(query: "a"), .thread(id: "a")]) == ["paths"])
    // Compose from launch: dismiss (nothing up), present: arrives in one change.
    #expect(law.intermediateKinds([.compose(to: nil, subject: nil)]) == [])
    #expect(await law.check([.search(query: "a"), .thread(id: "a")]) == nil)
    let strict = AtomicArrivalLaw(make: { MailboxFlowNavigation() })
    #expect(
      await strict.check([.search(query: "a"), .thread(id: "a")])?.direction == "intermediate state"
    )
  }
}
