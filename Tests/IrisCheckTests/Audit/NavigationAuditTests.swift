import Foundation
import IrisCheck
import Testing

struct NavigationAuditTests {
  // MARK: - run

  @Test func correctFixturePassesWithOneWarningForItsUnguardedQuery() {
    let report = noteAudit().run()
    #expect(report.passed)
    // `note://search?q=` parses to an empty search, which prints `q=` again.
    #expect(
      report.warnings.map(\.description) == [
        "WARN [8] .search(query:): accepts an empty capture (query item q emptied): "
          + #""note://search?q=" parses as .search(query: ""), which prints "note://search?q=""#
      ])
  }

  @Test func emptiedPathSegmentThatParsesToUnknownIsGuarded() {
    let rows = noteAudit().run().intentRows
    #expect(rows.first { $0.intent == ".thread(id:)" }?.urlQuality == .pass)
  }

  @Test func mixedQueryNamingWarns() {
    let audit = NavigationAudit(
      examples: [Note.search(query: "x")], codec: mixedNamingCodec(), flow: noteFlow(),
      routes: [], sheets: [.search(query: "q")])
    let report = audit.run()
    #expect(
      report.findings(of: .urlQuality).map(\.description) == [
        "WARN [8] query names: mixed naming conventions: searchText (camelCase) vs sort_order "
          + "(snake_case)"
      ])
    #expect(report.result(of: .urlQuality)?.detail.contains("query items sorted") == true)
  }

  @Test func unsortedButStableQueryItemsAreNotedNotJudged() {
    let audit = NavigationAudit(
      examples: [Note.search(query: "x")], codec: mixedNamingCodec(), flow: noteFlow(),
      routes: [], sheets: [.search(query: "q")])
    // `searchText` sorts before `sort_order`, so this printer is sorted;
    // the detail says so and no finding is about order.
    let detail = audit.run().result(of: .urlQuality)?.detail ?? ""
    #expect(detail.hasSuffix("query items sorted"))
  }

  @Test func routeReachedButNotListedStillGetsARow() {
    let report = noteAudit(routes: [], sheets: []).run()
    #expect(report.routeRows.map(\.route) == ["NoteRoute.thread", "NoteSheet.search"])
    #expect(report.routeRows.allSatisfy { $0.step == .pass })
  }

  @Test func flawedCodecFailsTheChecksItsLawsCatch() {
    let report = noteAudit(codec: noteCodec(.caseSensitiveHost)).run()
    #expect(report.findings(of: .urlQuality).contains { $0.severity == .failure })
    let slash = noteAudit(codec: noteCodec(.slashUnescaped)).run()
    #expect(slash.findings(of: .parseBuildSymmetry).map(\.subject) == [".thread(id:)"])
  }

  @Test func markdownHasTheFourTablesAndFindings() {
    let markdown = noteAudit().run().markdown
    let headings = [
      "## Link Audit Report: notes", "### Checks", "### Routes", "### Intents", "### Effects",
    ]
    for heading in headings {
      #expect(markdown.contains(heading + "\n"), "\(heading)")
    }
    // Threads mark themselves read; the default `handles` accepts every effect.
    #expect(markdown.contains("| `NoteEffect.markRead` | `.thread(id:)` | ✓ |"))
    #expect(markdown.contains("#### ❌ Failures (0)\n\nNone."))
  }

  // MARK: - draw

  @Test func drawIsDeterministicForASeed() {
    let gen = Gen<Int>.int(in: 0...1_000)
    let first = NavigationAudit<Int, NoteRoute, NoteSheet, NoteEffect>.draw(gen, count: 20, seed: 7)
    #expect(first.count == 20)
    #expect(
      first == NavigationAudit<Int, NoteRoute, NoteSheet, NoteEffect>.draw(gen, count: 20, seed: 7))
    #expect(Set(first).count > 1)
  }
}
