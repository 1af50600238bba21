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
        "CurrentScreenJournal", "GatedWorkLifetime", "SessionScopedStaysOut", "RestoredNavigation",
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

  // MARK: - Links through a browser

  /// Ids of dots and `%2e` escapes in either case, with a letter now and then.
  private static let dottyIDs = Gen<String>.string(from: .characters(".%2Eea"), length: 1...6)

  @Test func dotSegmentIDsKeepTheirIntentThroughBothNormalisers() async {
    let intents = Gen<MailboxIntent>.oneOf(
      Self.dottyIDs.map { .thread(id: ThreadID($0)) },
      Self.dottyIDs.map { .message(threadID: ThreadID($0), messageID: 1) },
      Self.dottyIDs.map { .contact(address: $0) })
    let results = await LawSuite(
      CodecLaws(.mailbox).intentLaws.map { .law($0, over: intents) }
    ).results(configuration: Configuration(examples: 500, seed: 1, saveRegressions: false))
    #expect(results.map(\.law) == ["RoundTrip", "NormalisationStable"])
    #expect(results.allSatisfy { !$0.isFailure })
  }

  @Test func everySpellingOfADotSegmentIDKeepsItsIntent() {
    let laws = CodecLaws(.mailbox)
    let ids = [".", "..", "%2e", "%2E", ".%2e", "%2E.", "%2e%2E", "%252E", "...", "%2E%2E%2E"]
    for id in ids {
      #expect(laws.check(intent: .thread(id: ThreadID(id))) == nil, "\(id)")
      #expect(laws.check(intent: .contact(address: id)) == nil, "\(id)")
    }
  }
}
