import Foundation
import IrisCheck
import Mailbox
import MailboxChecks

// `make check`: every codec law over the sample app, then the link audit,
// the URL catalog and the routing graph; exits 1 when a law or an audit
// check fails. IRISCHECK_SEED and IRISCHECK_EXAMPLES override the defaults.

let started = ContinuousClock.now
let environment = ProcessInfo.processInfo.environment
let seed = environment["IRISCHECK_SEED"].flatMap(Configuration.parseSeed) ?? 0x1215_2026
let count = environment["IRISCHECK_EXAMPLES"].flatMap(Int.init) ?? 1_000
let configuration = Configuration(examples: count, seed: seed, saveRegressions: false)

print("# IrisCheck report: Mailbox\n")
print("seed \(String(seed, radix: 16)), \(count) generated examples per law (debug build)\n")

// MARK: - Laws

let laws = CodecLaws(MailboxAudit.codec)
let exampleLinks = MailboxIntent.examples.compactMap {
  MailboxAudit.codec.print($0)?.absoluteString
}
var runs: [LawRun] = []
for law in laws.intentLaws {
  runs.append(.fixed(law, over: "MailboxIntent.examples", MailboxIntent.examples))
  runs.append(
    await .generated(
      law, over: "generated intents", mailboxIntents, configuration: configuration,
      classify: { "intent ." + CaseName.of($0) }))
}
for law in laws.stringLaws {
  runs.append(.fixed(law, over: "printed example links", exampleLinks))
  runs.append(
    await .generated(
      law, over: "generated links", mailboxLinks, configuration: configuration,
      classify: { link in
        guard let intent = MailboxAudit.codec.parse(string: link) else {
          return "link rejected by URL(string:)"
        }
        return MailboxAudit.codec.isUnknown(intent)
          ? "link parses to unknown" : "link parses to a known intent"
      }))
}
print("## Laws\n")
for run in runs {
  print(run.line)
  if let failure = run.failure { print("    " + failure) }
}
print(
  "\nFlow and restoration laws (FlowPurity, …): not in this build; "
    + "they come with the laws branch.\n"
)

// MARK: - Coverage classes

print("## Coverage classes\n")
var classes: [String: Int] = [:]
var classExamples: [String: Int] = [:]
for run in runs where !run.labels.isEmpty {
  let kind = run.over
  classExamples[kind] = max(classExamples[kind] ?? 0, run.examples)
  for (name, hits) in run.labels {
    classes["\(kind)\t\(name)", default: 0] = max(classes["\(kind)\t\(name)"] ?? 0, hits)
  }
}
for key in classes.keys.sorted() {
  let parts = key.split(separator: "\t").map(String.init)
  let total = classExamples[parts[0]] ?? 1
  let hits = classes[key] ?? 0
  print("\(parts[0]): \(parts[1]) — \(hits) (\(hits * 100 / max(1, total))%)")
}
print()

// MARK: - Audit, catalog, graph

let audit = MailboxAudit.audit(
  generated: MailboxAudit.Audit.draw(mailboxIntents, count: 200, seed: seed))
let report = audit.run()
let catalog = audit.catalog()
print(report.markdown)
print(catalog.markdown)
print("## Routing graph\n\n```mermaid\n" + audit.graph().mermaid + "```\n")

// MARK: - Verdict

let lawFailures = runs.filter { $0.failure != nil }.count
let elapsed = ContinuousClock.now - started
print("## Result\n")
print("laws: \(runs.count - lawFailures)/\(runs.count) passed")
print("audit: \(report.failures.count) failures, \(report.warnings.count) warnings")
print(
  "catalog: \(catalog.entries.filter { $0.isVerified }.count)/\(catalog.entries.count) "
    + "rows round-trip"
)
let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
print("total time: \(String(format: "%.2f", seconds)) s")
let passed = lawFailures == 0 && report.passed && catalog.isVerified
print(passed ? "PASS" : "FAIL")
exit(passed ? 0 : 1)
