import IrisCheck
import Mailbox
import MailboxChecks
import Testing

struct MailboxLawsTests {
  // MARK: - all

  @Test func theSampleAppObeysEveryLaw() async {
    let results = await MailboxLaws.all.check()
    #expect(
      results.map(\.law) == [
        "RoundTrip", "NormalisationStable", "Totality", "CanonicalIdempotence",
        "CaseInsensitiveSchemeAndHost",
        "FlowPurity", "FlowPurity (concurrent)", "NoOpIntent", "Reachability", "Restoration",
        "TabIsolation", "BothRoads", "AtomicArrival", "StaleLinkFailsSoftly",
        "CurrentScreenJournal", "GatedWorkLifetime", "SessionScopedStaysOut",
        "AtomicArrival (report only)",
        "NonInterleaving", "SupersededPrefix", "LastWins", "WorkEndsWithFlow", "Quiescence",
        "HandoffAtMostOnce", "NoStalePayload", "HandoffCleanup",
        "NonInterleaving (animated)", "SupersededPrefix (animated)", "LastWins (animated)",
        "WorkEndsWithFlow (animated)", "Quiescence (animated)", "HandoffAtMostOnce (animated)",
        "NoStalePayload (animated)", "HandoffCleanup (animated)",
        "AtomicArrival (MailboxCoordinator)",
        "AtomicArrival (AnimatedMailboxCoordinator, report only)",
      ])
    #expect(results.allSatisfy { !$0.isFailure })
  }
}
