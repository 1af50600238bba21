import Foundation
import IrisCheckCore
import IrisCheckLaws
import Mailbox
import MailboxChecks
import ShelfChecks

// `make check`: every law of `MailboxLaws.all` over the mail sample and of
// `ShelfLaws.all` over the reading sample, then Mailbox's link audit, URL
// catalog and routing graph; exits 1 when a law or an audit check fails.
// IRISCHECK_SEED and IRISCHECK_EXAMPLES override the defaults.

let started = ContinuousClock.now
let environment = ProcessInfo.processInfo.environment
let seed = environment["IRISCHECK_SEED"].flatMap(Configuration.parseSeed) ?? 0x1215_2026
let count = environment["IRISCHECK_EXAMPLES"].flatMap(Int.init) ?? 1_000
let configuration = Configuration(examples: count, seed: seed, saveRegressions: false)

print("# IrisCheck report: Mailbox and Shelf\n")
print("seed \(String(seed, radix: 16)), \(count) generated examples per law\n")

// MARK: - Laws

let mailbox = await MailboxLaws.all.results(configuration: configuration)
let shelf = await ShelfLaws.all.results(configuration: configuration)
let results = mailbox + shelf

for (app, results) in [("Mailbox", mailbox), ("Shelf", shelf)] {
  print("## Laws: \(app)\n")
  for result in results {
    let verdict = result.isFailure ? "✗ FAILED" : "✓ passed"
    print("\(verdict)  \(result.law): \(result.statistics.examples) examples")
    if let report = result.report {
      print(report.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n"))
    }
  }
  print()
}

// MARK: - Coverage classes

print("## Coverage classes\n")
for result in results where !result.statistics.labelCounts.isEmpty {
  let examples = max(1, result.statistics.examples)
  print("\(result.law):")
  for (name, hits) in result.statistics.labelCounts.sorted(by: { $0.key < $1.key }) {
    print("  \(name): \(hits) (\(hits * 100 / examples)%)")
  }
}
print()

// MARK: - Audit, catalog, graph

let audit = MailboxAudit.audit(
  generated: MailboxAudit.Audit.draw(MailboxGenerators.intent, count: 200, seed: seed))
let report = audit.run()
let catalog = audit.catalog()
print(report.markdown)
print(catalog.markdown)
print("## Routing graph\n\n```mermaid\n" + audit.graph().mermaid + "```\n")

// MARK: - Verdict

let lawFailures = results.filter(\.isFailure).count
let elapsed = ContinuousClock.now - started
let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
print("## Result\n")
print("laws: \(results.count - lawFailures)/\(results.count) passed")
print("audit: \(report.failures.count) failures, \(report.warnings.count) warnings")
print(
  "catalog: \(catalog.entries.filter { $0.isVerified }.count)/\(catalog.entries.count) "
    + "rows round-trip")
print("total time: \(String(format: "%.2f", seconds)) s")
let passed = lawFailures == 0 && report.passed && catalog.isVerified
print(passed ? "PASS" : "FAIL")
exit(passed ? 0 : 1)
