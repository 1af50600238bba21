import IrisCheckCore
import IrisCheckLaws
import Mailbox
import MailboxChecks

/// Sweeps seeds over Mailbox, as `Benchmarks mailbox-sweep`: how many of
/// seeds 1–20 the plain and the animated coordinators pass every
/// coordinator law in, and AtomicArrival alike, naming each failing law.
func runMailboxSweep() async {
  let suites: [(String, LawSuite)] = [
    ("coordinator", MailboxLaws.coordinator()),
    ("animated", MailboxLaws.coordinator(MailboxLaws.animatedHarness, label: "animated")),
    ("arrival", MailboxLaws.coordinatorArrival()),
  ]
  for (name, suite) in suites {
    report("mailbox.correct.\(name).seedsPassing", Double(await seedsPassing(suite)), "of 20")
  }
}

/// How many of seeds 1–20 `suite` passes in, with 1,000 examples each,
/// printing each failing law's report.
func seedsPassing(_ suite: LawSuite) async -> Int {
  var passed = 0
  for seed in UInt64(1)...20 {
    let results = await suite.results(
      configuration: Configuration(examples: 1_000, seed: seed, saveRegressions: false))
    let failing = results.filter(\.isFailure)
    if failing.isEmpty { passed += 1 }
    for result in failing { print("  seed \(seed): \(result.report ?? result.law)") }
  }
  return passed
}
