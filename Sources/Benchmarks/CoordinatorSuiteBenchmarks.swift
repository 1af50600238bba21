import Foundation
import IrisCheckCore
import IrisCheckLaws
import Mailbox
import MailboxChecks
import Shelf
import ShelfChecks

/// Prints the coordinator suites' wall time on both samples, judged as one
/// group (each burst run once, every law judging its record) and, as
/// before the group, law by law (each law running its own bursts), in one
/// run; `Benchmarks coordinator-suites` runs only these.
func runCoordinatorSuiteBenchmarks() async {
  let configuration = Configuration(examples: 1_000, seed: 1, saveRegressions: false)
  await compare(
    "mailbox", CoordinatorLaws(MailboxLaws.harness, intents: MailboxGenerators.intent),
    configuration)
  await compare(
    "shelf", CoordinatorLaws(ShelfLaws.harness(), intents: ShelfGenerators.intent),
    configuration)
}

private func compare<Coordinator, Snapshot>(
  _ name: String, _ laws: CoordinatorLaws<Coordinator, Snapshot>, _ configuration: Configuration
) async {
  let grouped = await seconds { _ = await laws.suite.results(configuration: configuration) }
  let perLaw = await seconds {
    _ = await LawSuite(laws.all.map { .law($0, over: laws.scenarios) }).results(
      configuration: configuration)
  }
  report("coordinatorSuite.\(name).grouped", grouped * 1_000, "ms")
  report("coordinatorSuite.\(name).perLaw", perLaw * 1_000, "ms")
  report("coordinatorSuite.\(name).speedup", perLaw / grouped, "x")
}

/// Sweeps seeds over Shelf, as `Benchmarks shelf-sweep`: how many of seeds
/// 1–20 the correct app passes every coordinator law in, in each tap
/// wiring, and how many of seeds 1–10 catch each planted bug with the law
/// the contract names, with the distinct minimal bursts; then AtomicArrival
/// alike.
func runShelfSweep() async {
  for wiring in ShelfCoordinator.TapWiring.allCases {
    let passed = await seedsPassing(ShelfLaws.coordinator(ShelfLaws.harness(tapWiring: wiring)))
    report("shelf.correct.\(wiring).seedsPassing", Double(passed), "of 20")
  }
  let planted: [(ShelfCoordinator.Bugs, String)] = [
    (.writesAfterAwaitUnchecked, "SupersededPrefix"),
    (.loadsInUnstructuredTask, "WorkEndsWithFlow"),
    (.tapsOnFreshExecutors, "NonInterleaving"), (.registersBeforeLoading, "HandoffCleanup"),
    (.deliversPayloadTwice, "HandoffCleanup"), (.restoreKeepsFlowsRunning, "SupersededPrefix"),
    (.redirectsWhenSuperseded, "SupersededPrefix"), (.tapsWaitForTheBook, "NonInterleaving"),
  ]
  for (bug, lawName) in planted {
    let name = ShelfCoordinator.Bugs.each.first { $0.bug == bug }?.name ?? "\(bug.rawValue)"
    for wiring in ShelfCoordinator.TapWiring.allCases {
      let laws = CoordinatorLaws(
        ShelfLaws.harness(tapWiring: wiring, bugs: bug), intents: ShelfGenerators.intent)
      guard let law = laws.law(named: lawName) else { continue }
      var caught = 0
      var minima: Set<String> = []
      for seed in UInt64(1)...10 {
        let result = await LawSuite([.law(law, over: laws.scenarios)]).results(
          configuration: Configuration(
            examples: 1_000, seed: seed, saveRegressions: false)
        ).first
        guard let result, result.isFailure, let minimal = result.counterexample else { continue }
        caught += 1
        minima.insert(minimal)
      }
      report("shelf.\(name).\(wiring).caughtBy\(lawName)", Double(caught), "of 10")
      for minimal in minima.sorted() { print("  minimal: \(minimal)") }
    }
  }
  await sweepShelfArrival()
}

/// The AtomicArrival rows of the Shelf sweep: the correct app in seeds
/// 1–20 and the split arrival in seeds 1–10, in each tap wiring.
private func sweepShelfArrival() async {
  for wiring in ShelfCoordinator.TapWiring.allCases {
    for (bugs, seeds) in [(ShelfCoordinator.Bugs(), UInt64(20)), (.splitsArrivalAcrossAwait, 10)] {
      var failed = 0
      var minima: Set<String> = []
      for seed in UInt64(1)...seeds {
        let result = await ShelfLaws.coordinatorArrival(
          ShelfLaws.harness(tapWiring: wiring, bugs: bugs)
        ).results(
          configuration: Configuration(
            examples: 1_000, seed: seed, saveRegressions: false)
        ).first
        guard let result, result.isFailure else { continue }
        failed += 1
        minima.insert(result.counterexample ?? "")
      }
      let row = bugs.isEmpty ? "correct" : "splitsArrivalAcrossAwait"
      report("shelf.\(row).\(wiring).failingAtomicArrival", Double(failed), "of \(seeds)")
      for minimal in minima.sorted() { print("  minimal: \(minimal)") }
    }
  }
}

/// The wall time of `body`, in seconds.
private func seconds(_ body: () async -> Void) async -> Double {
  let start = Date()
  await body()
  return Date().timeIntervalSince(start)
}
