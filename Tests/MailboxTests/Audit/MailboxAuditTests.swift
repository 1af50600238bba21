import Foundation
import IrisCheck
import Mailbox
import MailboxChecks
import Testing

struct MailboxAuditTests {
  // MARK: - The sample app passes

  @Test func sampleAppPassesEveryCheckARunCanDecide() {
    let report = MailboxAudit.audit().run()
    #expect(report.failures == [])
    #expect(report.passed)
    let decided: [AuditCheck] = [
      .routeReached, .intentHasLink, .intentHandledByFlow, .effectHandled, .parseBuildSymmetry,
    ]
    for check in decided {
      #expect(report.result(of: check)?.mark == .pass, "check \(check.rawValue)")
    }
  }

  @Test func viewChecksAreNotApplicableHeadless() {
    let report = MailboxAudit.audit().run()
    for check in [AuditCheck.destinationView, .handoffConsumed] {
      let result = report.result(of: check)
      #expect(result?.mark == .notApplicable)
      #expect(result?.detail.hasPrefix("n/a (headless): ") == true)
    }
    #expect(
      report.routeRows.allSatisfy { $0.view == .notApplicable && $0.handoff == .notApplicable })
  }

  @Test func sampleAppOnlyWarnsAboutItsDeliberateEmptyComposeField() {
    // ComposeDraft keeps an empty `to` as a given, empty field, so the codec
    // parses `to=` and prints it again: check 8 warns, the audit still passes.
    let report = MailboxAudit.audit().run()
    #expect(
      report.warnings.map(\.description) == [
        "WARN [8] .compose(to:subject:): accepts an empty capture (query item to emptied): "
          + #""mailbox://compose?to=&subject=Lunch?" parses as "#
          + #".compose(to: "", subject: "Lunch?"), "#
          + #"which prints "mailbox://compose?to=&subject=Lunch?""#
      ])
    #expect(report.result(of: .urlQuality)?.mark == .warn)
  }

  @Test func everyRouteAndSheetCaseHasARowReachedByItsIntents() {
    let rows = MailboxAudit.audit().run().routeRows
    #expect(
      rows.map(\.route) == [
        "MailboxRoute.thread", "MailboxRoute.message", "MailboxRoute.searchResults",
        "MailboxRoute.contact", "MailboxRoute.settings", "MailboxSheet.compose",
        "MailboxSheet.settings",
      ])
    let thread = rows.first { $0.route == "MailboxRoute.thread" }
    #expect(thread?.intents == [".thread(id:)", ".message(threadID:messageID:)"])
    // Only the resolved `.settingsPush` reaches the pushed settings: no link.
    let settings = rows.first { $0.route == "MailboxRoute.settings" }
    #expect(settings?.intents == [".settingsPush(pane:)"])
    #expect(settings?.link == .notApplicable)
  }

  @Test func linklessAndUnknownIntentsSkipTheCodecChecks() {
    let rows = MailboxAudit.audit().run().intentRows
    for name in [".settingsSheet(pane:)", ".settingsPush(pane:)", ".unknown(_:)"] {
      let row = rows.first { $0.intent == name }
      #expect(row?.prints == .notApplicable && row?.parses == .notApplicable, "\(name)")
    }
    #expect(rows.first { $0.intent == ".unknown(_:)" }?.flow == .notApplicable)
  }

  // MARK: - Planted flaws fail their check

  @Test func routeNoIntentReachesFailsCheck1() {
    let report = PlantedMailbox.audit(operations: PlantedMailbox.contactNeverPushed).run()
    #expect(
      report.failures.map(\.description) == [
        "FAIL [1] MailboxRoute.contact: never pushed: no intent's steps contain .push(.contact)"
      ])
    #expect(report.result(of: .routeReached)?.mark == .fail)
  }

  @Test func intentTheCodecCannotPrintFailsCheck2() {
    let report = PlantedMailbox.audit(codec: PlantedMailbox.contactUnprintable).run()
    // Six examples still print, so six links are tried.
    #expect(
      report.failures.map(\.description) == [
        "FAIL [2] .contact(address:): never prints: url(for:) returned nil for all 1 of its "
          + #"intents, e.g. .contact(address: "ana@example.com")"#,
        "FAIL [2] .contact(address:): never parses: none of the 6 links tried parses to it",
      ])
  }

  @Test func intentTheFlowIgnoresFailsCheck3() {
    let report = PlantedMailbox.audit(operations: PlantedMailbox.settingsSheetIgnored).run()
    #expect(
      report.failures.map(\.description) == [
        "FAIL [3] .settingsSheet(pane:): ignored by the flow: operations(intent:) returned no "
          + "steps for .settingsSheet(pane: .notifications)"
      ])
  }

  @Test func handlesSeesWhatEachEffectDoes() {
    #expect(MailboxAudit.handles(.selectTab(.search)))
    #expect(MailboxAudit.handles(.selectTab(.inbox)))
    #expect(MailboxAudit.handles(.markRead("t")))
    #expect(MailboxAudit.handles(.recordSearch("q")))
  }

  @Test func effectNotHandledFailsCheck4() {
    let report = PlantedMailbox.audit(handles: PlantedMailbox.recordSearchUnhandled).run()
    #expect(
      report.failures.map(\.description) == [
        "FAIL [4] MailboxEffect.recordSearch: not handled: "
          + #"handles(.recordSearch("invoice 2026")) "#
          + "returned false; emitted by .search(query:)"
      ])
    #expect(report.routeRows.first { $0.route == "MailboxRoute.searchResults" }?.effects == .fail)
  }

  @Test func printedLinkParsingAsAnotherCaseFailsCheck6() {
    let report = PlantedMailbox.audit(codec: PlantedMailbox.contactParsedAsSearch).run()
    #expect(
      report.findings(of: .parseBuildSymmetry).map(\.description) == [
        "FAIL [6] .contact(address:): prints but does not parse back: "
          + #"url(for: .contact(address: "ana@example.com")) = "#
          + #""mailbox://contact/ana@example.com", "#
          + #"which parses as .search(query: "ana@example.com") (case .search(query:))"#
      ])
  }

  @Test func printedLinkParsingToUnknownFailsCheck6() {
    let report = PlantedMailbox.audit(codec: PlantedMailbox.slashUnescaped).run()
    // The real link with `%2F` turned back into `/`: three path segments,
    // which no route matches.
    let link = "mailbox://thread/q3/plan%20%232%20%2B%2050%25%20%F0%9F%9A%80"
    #expect(
      report.findings(of: .parseBuildSymmetry).map(\.description) == [
        "FAIL [6] .thread(id:): prints but does not parse back: "
          + #"url(for: .thread(id: "q3/plan #2 + 50% 🚀")) = "#
          + "\"\(link)\", which parses as .unknown(URL(string: \"\(link)\")!) (case unknown)"
      ])
  }

  @Test func caseThatParsesButNeverPrintsFailsCheck6() {
    let report = PlantedMailbox.audit(
      codec: PlantedMailbox.settingsParseOnly, links: ["mailbox://settings/general"]
    ).run()
    #expect(
      report.findings(of: .parseBuildSymmetry).map(\.description) == [
        #"FAIL [6] .settings(pane:): parses but never prints: "mailbox://settings/general" "#
          + "parses as .settings(pane: .general), but url(for:) returned nil for all 1 of its "
          + "intents"
      ])
  }

  @Test func caseSensitiveHostFailsCheck8() {
    let report = PlantedMailbox.audit(codec: PlantedMailbox.caseSensitiveHost).run()
    let inbox = report.failures.first { $0.subject == ".inbox" }
    #expect(
      inbox?.description
        == "FAIL [8] .inbox: case-sensitive scheme or host: "
        + #"parse("mailbox://inbox") = .inbox, but parse("MAILBOX://INBOX") = "#
        + #".unknown(URL(string: "MAILBOX://INBOX")!)"#)
    // Every printed example breaks the same way, one finding per case.
    #expect(report.failures.count == 7)
    #expect(report.failures.allSatisfy { $0.check == .urlQuality })
  }

  @Test func nondeterministicPrintFailsCheck8() {
    let report = PlantedMailbox.audit(codec: PlantedMailbox.alternatingComposeOrder()).run()
    #expect(
      report.failures.map(\.description) == [
        "FAIL [8] .compose(to:subject:): prints nondeterministically: "
          + #"url(for: .compose(to: "ana@example.com", subject: "Lunch?")) gave "#
          + #""mailbox://compose?to=ana@example.com&subject=Lunch?", then "#
          + #""mailbox://compose?subject=Lunch?&to=ana@example.com""#
      ])
  }

  // MARK: - Catalog

  @Test func catalogHasOneVerifiedRowPerPrintableIntentCase() {
    let catalog = MailboxAudit.audit().catalog()
    let printable = MailboxIntent.examples.filter { MailboxCodec().url(for: $0) != nil }
    #expect(catalog.entries.map(\.intent) == printable.map { "." + CaseName.signature(of: $0) })
    #expect(catalog.entries.allSatisfy { $0.isVerified })
    #expect(catalog.linkless == [".settingsSheet(pane:)", ".settingsPush(pane:)", ".unknown(_:)"])
  }

  @Test func catalogThreadRowPercentEncodesReservedCharacters() throws {
    let entry = try #require(MailboxAudit.audit().catalog().entry(for: ".thread(id:)"))
    #expect(entry.example == #".thread(id: "q3/plan #2 + 50% 🚀")"#)
    // `/` %2F, space %20, `#` %23, `+` %2B, `%` %25, 🚀 is UTF-8 F0 9F 9A 80.
    #expect(entry.url == "mailbox://thread/q3%2Fplan%20%232%20%2B%2050%25%20%F0%9F%9A%80")
    #expect(entry.pattern == "mailbox://thread/{id}")
    #expect(entry.isVerified)
    #expect(MailboxAudit.audit().catalog().markdown.contains("| `\(entry.url)` | round trip ✓ |"))
  }

  @Test func catalogMarksAnExampleThatFailsTheRoundTripLaw() throws {
    let catalog = PlantedMailbox.audit(codec: PlantedMailbox.slashUnescaped).catalog()
    let entry = try #require(catalog.entry(for: ".thread(id:)"))
    #expect(entry.violation?.law == "RoundTrip")
    #expect(!catalog.isVerified)
    #expect(catalog.markdown.contains("✗ RoundTrip violated (print → parse)"))
  }

  // MARK: - Graph

  @Test func graphLeadsFromTheMessageLinkToBothPushedRoutes() {
    let mermaid = MailboxAudit.audit().graph().mermaid
    #expect(mermaid.hasPrefix("flowchart LR\n"))
    let edges = [
      "U_mailbox_thread_threadID_message_messageID --> I_message_threadID_messageID",
      "I_message_threadID_messageID --> S_push_thread",
      "I_message_threadID_messageID --> S_push_message",
      "S_push_thread --> R_MailboxRoute_thread",
      "S_push_message --> R_MailboxRoute_message",
    ]
    for edge in edges {
      #expect(mermaid.contains("\n  \(edge)\n"), "\(edge)")
    }
    #expect(
      mermaid.contains(
        "U_mailbox_thread_threadID_message_messageID"
          + #"["mailbox://thread/{threadID}/message/{messageID}"]"#
      ))
  }

  @Test func graphPutsRoutesNoStepReachesInTheUncoveredSubgraph() {
    let graph = PlantedMailbox.audit(operations: PlantedMailbox.contactNeverPushed).graph()
    let contact = graph.node("MailboxRoute.contact", in: .routes)
    #expect(contact.map { graph.uncovered.contains($0.id) } == true)
    #expect(graph.mermaid.contains("subgraph Uncovered"))
    #expect(
      !graph.hasEdge(from: (".push(.contact)", .steps), to: ("MailboxRoute.contact", .routes)))
  }

  @Test func graphMarksResolvedIntentsAsHavingNoLink() {
    let graph = MailboxAudit.audit().graph()
    let ids = [".settingsSheet(pane:)", ".settingsPush(pane:)"].compactMap {
      graph.node($0, in: .intents)?.id
    }
    #expect(graph.linkless == ids)
    #expect(graph.node(".unknown(_:)", in: .intents) == nil)
  }
}
