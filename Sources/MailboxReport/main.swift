import Foundation
import Iris
import IrisCheck
import Mailbox
import MailboxChecks

// `make check`: every law over the sample app, then the link audit, the URL
// catalog and the routing graph; exits 1 when a law or an audit check
// fails. IRISCHECK_SEED and IRISCHECK_EXAMPLES override the defaults.

let started = ContinuousClock.now
let environment = ProcessInfo.processInfo.environment
let seed = environment["IRISCHECK_SEED"].flatMap(Configuration.parseSeed) ?? 0x1215_2026
let count = environment["IRISCHECK_EXAMPLES"].flatMap(Int.init) ?? 1_000
let configuration = Configuration(examples: count, seed: seed, saveRegressions: false)

print("# IrisCheck report: Mailbox\n")
print("seed \(String(seed, radix: 16)), \(count) generated examples per law\n")

// MARK: - Codec laws

let codec = MailboxAudit.codec
let codecLaws = CodecLaws(codec)
let exampleLinks = MailboxIntent.examples.compactMap { codec.print($0)?.absoluteString }
var runs: [LawRun] = []
for law in codecLaws.intentLaws {
  runs.append(.fixed(law, over: "MailboxIntent.examples", MailboxIntent.examples))
  runs.append(
    await .generated(
      law, over: "generated intents", MailboxGenerators.intent, configuration: configuration,
      classify: { "intent ." + CaseName.of($0) }))
}
for law in codecLaws.stringLaws {
  runs.append(.fixed(law, over: "printed example links", exampleLinks))
  runs.append(
    await .generated(
      law, over: "generated links", MailboxGenerators.urlString, configuration: configuration,
      classify: { link in
        guard let intent = codec.parse(string: link) else { return "link rejected by URL(string:)" }
        return codec.isUnknown(intent) ? "link parses to unknown" : "link parses to a known intent"
      }))
}

// MARK: - Flow laws

let flow = FlowUnderTest(MailboxFlow.self)
runs.append(
  await .generated(
    FlowPurityLaw(flow), over: "shuffled calls", Gen.shuffledCalls(of: MailboxGenerators.intent),
    configuration: configuration, classify: { "\($0.intents.count) calls" }))
runs.append(
  await .generated(
    NoOpIntentLaw(flow, isNoOp: { codec.isUnknown($0) }), over: "generated intents",
    MailboxGenerators.intent, configuration: configuration,
    classify: { codec.isUnknown($0) ? "no-op intent" : "other intent" }))
runs.append(
  await .generated(
    RestorationLaw(initial: MailboxState.initial) { $0.routing($1) }, over: "journeys",
    Gen.array(of: MailboxGenerators.intent, count: 0...8), configuration: configuration,
    classify: { journey in
      switch journey.count {
      case 0: "empty journey"
      case 1...3: "1-3 intents"
      default: "4-8 intents"
      }
    }))
var reachability = ReachabilityLaw<MailboxRoute, MailboxSheet>(
  routeCases: MailboxAudit.routes.map(CaseName.of), sheetCases: MailboxAudit.sheets.map(CaseName.of)
)
let reachIntents = MailboxAudit.Audit.draw(MailboxGenerators.intent, count: count, seed: seed)
for intent in reachIntents { reachability.record(MailboxFlow.operations(intent: intent)) }
runs.append(
  .verdict(
    reachability.name, over: "generated intents", examples: reachIntents.count,
    reachability.verdict()))

print("## Laws\n")
for run in runs {
  print(run.line)
  if let failure = run.failure {
    print(failure.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n"))
  }
}
print()

// MARK: - Coverage classes

print("## Coverage classes\n")
for run in runs where !run.labels.isEmpty {
  print("\(run.law) over \(run.over):")
  for (name, hits) in run.labels.sorted(by: { $0.key < $1.key }) {
    print("  \(name): \(hits) (\(hits * 100 / max(1, run.examples))%)")
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

let lawFailures = runs.filter { $0.failure != nil }.count
let elapsed = ContinuousClock.now - started
let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
print("## Result\n")
print("laws: \(runs.count - lawFailures)/\(runs.count) passed")
print("audit: \(report.failures.count) failures, \(report.warnings.count) warnings")
print(
  "catalog: \(catalog.entries.filter { $0.isVerified }.count)/\(catalog.entries.count) "
    + "rows round-trip")
print("total time: \(String(format: "%.2f", seconds)) s")
let passed = lawFailures == 0 && report.passed && catalog.isVerified
print(passed ? "PASS" : "FAIL")
exit(passed ? 0 : 1)
