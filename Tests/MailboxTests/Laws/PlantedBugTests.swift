import IrisCheck
import Mailbox
import MailboxChecks
import Testing

/// Each planted bug is caught by the right law with the default settings
/// (1,000 examples, a fresh seed every run) and shrinks to the exact minimal
/// counterexample, whatever the seed.
struct PlantedBugTests {
  private func result(of suite: LawSuite, _ law: String) async throws -> LawResult {
    try #require(await suite.results().first { $0.law == law })
  }

  // MARK: - Codec

  @Test func slashNotEscapedInAThreadIDBreaksRoundTrip() async throws {
    let result = try await result(of: MailboxLaws.codec(PlantedBugs.slashUnescaped), "RoundTrip")
    // "" prints nil (outside the domain); "/" is the simplest non-empty id.
    #expect(result.counterexample == #".thread(id: "/")"#)
    #expect(result.violation?.direction == "print → parse")
    #expect(
      result.violation?.message.hasPrefix(
        #"print(.thread(id: "/")) = "mailbox://thread//""#)
        == true)
  }

  /// A thread id `.` printed as is breaks the RFC 3986 normal form; escaped
  /// only once (`%2E`), it breaks the WHATWG one, as a browser reads it.
  @Test(arguments: [
    (PlantedBugs.dotSegmentsUnescaped, ".", "RFC 3986"),
    (PlantedBugs.dotSegmentsEscapedOnce, "%2E", "WHATWG"),
  ])
  func dotSegmentANormaliserResolvesBreaksNormalisationStable(
    codec: LinkCodec<MailboxIntent>, printed: String, rule: String
  ) async throws {
    let result = try await result(of: MailboxLaws.codec(codec), "NormalisationStable")
    #expect(result.counterexample == #".thread(id: ".")"#)
    #expect(
      result.violation?.description
        == #"NormalisationStable violated (print → normalise → parse): "#
        + #"print(.thread(id: ".")) = "mailbox://thread/\#(printed)", "#
        + #"normalised (\#(rule)) "mailbox://thread/", "#
        + #"but parse("mailbox://thread/") = .unknown(URL(string: "mailbox://thread/")!); "#
        + #"expected .thread(id: ".")"#)
  }

  @Test func anEscapedDotIDPrintedAsTheDotBreaksRoundTrip() async throws {
    let result = try await result(
      of: MailboxLaws.codec(PlantedBugs.dotEscapeCollides), "RoundTrip")
    // Gen.linkPayload draws "%2E" as a whole id, so the defaults meet it.
    #expect(result.counterexample == #".thread(id: "%2E")"#)
    #expect(
      result.violation?.description
        == #"RoundTrip violated (print → parse): print(.thread(id: "%2E")) = "#
        + #""mailbox://thread/%252E", but parse("mailbox://thread/%252E") = "#
        + #".thread(id: "."); expected .thread(id: "%2E")"#)
  }

  @Test func plusDecodedAsSpaceInAQueryBreaksRoundTrip() async throws {
    let result = try await result(of: MailboxLaws.codec(PlantedBugs.plusAsSpace), "RoundTrip")
    // The printer writes "+" as %2B; only the search route mangles it after decoding.
    #expect(result.counterexample == #".search(query: "+")"#)
    #expect(
      result.violation?.description
        == #"RoundTrip violated (print → parse): print(.search(query: "+")) = "#
        + #""mailbox://search?q=%2B", but parse("mailbox://search?q=%2B") = "#
        + #".search(query: " "); expected .search(query: "+")"#)
  }

  @Test func emptyIDPrintedButNotParsedBreaksRoundTrip() async throws {
    let result = try await result(of: MailboxLaws.codec(PlantedBugs.emptyIDPrinted), "RoundTrip")
    #expect(result.counterexample == #".thread(id: "")"#)
    #expect(
      result.violation?.message
        == #"print(.thread(id: "")) = "mailbox://thread/", "#
        + #"but parse("mailbox://thread/") = .unknown(URL(string: "mailbox://thread/")!); "#
        + #"expected .thread(id: "")"#)
  }

  @Test func caseSensitiveHostBreaksCaseInsensitiveSchemeAndHost() async throws {
    let result = try await result(
      of: MailboxLaws.codec(PlantedBugs.caseSensitiveHost), "CaseInsensitiveSchemeAndHost")
    // The simplest URL string is already a counterexample.
    #expect(result.counterexample == #""mailbox://inbox""#)
    #expect(
      result.violation?.description
        == "CaseInsensitiveSchemeAndHost violated (uppercased scheme and host): "
        + #"parse("mailbox://inbox") = .inbox, but parse("MAILBOX://INBOX") = "#
        + #".unknown(URL(string: "MAILBOX://INBOX")!)"#)
  }

  // MARK: - Flow

  @Test func flowThatReadsAGlobalCounterBreaksFlowPurity() async throws {
    let result = try await result(
      of: MailboxLaws.flow(PlantedBugs.globalCounterFlow()), "FlowPurity")
    // One call is enough: the counter changes the answer the next time.
    // Each direction is its own failure origin, shrunk and reported apart.
    let repeated = try #require(result.violations.firstIndex { $0.direction == "repeated call" })
    #expect(
      result.counterexamples[repeated]
        == "ShuffledCalls<MailboxIntent>([.compose(to: nil, subject: nil)], order: [0])")
  }

  @Test func flowThatDependsOnCallOrderBreaksFlowPurity() async throws {
    let result = try await result(of: MailboxLaws.flow(PlantedBugs.callOrderFlow()), "FlowPurity")
    // Two calls are needed: the inbox, then a thread asked for first in the shuffled order.
    // (Each direction is its own failure origin; this is the shuffled-order one.)
    let shuffled = try #require(result.violations.firstIndex { $0.direction == "shuffled order" })
    #expect(
      result.counterexamples[shuffled]
        == "ShuffledCalls<MailboxIntent>([.inbox, .thread(id: \"\")], "
        + "order: [1, 0])")
    #expect(
      result.violations[shuffled].description
        == #"FlowPurity violated (shuffled order): operations(.thread(id: "")) = "#
        + #"[.push(.thread(id: "")), .effect(.markRead(""))] in list order, "#
        + "but [.effect(.selectTab(.inbox)), .dismissSheet, "
        + #".popToRoot, .push(.thread(id: "")), .effect(.markRead(""))] "#
        + "in the shuffled order [1, 0]")
  }

  @Test func routeNoIntentReachesBreaksReachability() async throws {
    let result = try await result(
      of: MailboxLaws.flow(PlantedBugs.contactUnreachable), "Reachability")
    #expect(result.counterexample == nil)
    #expect(
      result.violation?.description
        == "Reachability violated (never reached): after "
        + "\(1_000 + MailboxGenerators.intent.screens.count) examples, "
        + #"route case "contact" "#
        + #"was never pushed; reached routes: "thread", "message", "searchResults", "settings"; "#
        + #"reached sheets: "compose", "settings""#)
  }

  // MARK: - Restoration

  @Test func snapshotFieldDroppedByCodableBreaksRestoration() async throws {
    let suite = MailboxLaws.restoration(initial: PlantedBugs.TablessSnapshot(.initial)) {
      PlantedBugs.TablessSnapshot($0.state.routing($1))
    }
    let result = try await result(of: suite, "Restoration")
    // Only a search selects another tab than the inbox; "" is the simplest query.
    #expect(result.counterexample == #"[.search(query: "")]"#)
    #expect(result.violation?.direction == "encode → decode")
    #expect(
      result.violation?.message.hasPrefix(
        #"after [.search(query: "")], the live state is TablessSnapshot(state: "#
          + "MailboxState(selectedTab: .search,") == true)
    #expect(result.violation?.message.contains("selectedTab: .inbox") == true)
  }

  // MARK: - Reporting

  @Test func theCaseSensitiveHostBreaksOneCodecLawWhoseReportIsOneFailure() async throws {
    // NB: no regression file: a test must not write into the source tree.
    let quiet = Configuration(examples: 1_000, saveRegressions: false)
    let results = await MailboxLaws.codec(PlantedBugs.caseSensitiveHost).results(
      configuration: quiet)
    let broken = results.filter(\.isFailure)
    #expect(broken.map(\.law) == ["CaseInsensitiveSchemeAndHost"])
    // What `check` reports to the running test: one failure, this law's.
    let failures = try #require(broken.first).testReport("test").failures
    #expect(failures.count == 1)
    #expect(failures.first?.hasPrefix("Property CaseInsensitiveSchemeAndHost failed.") == true)
  }
}
