import Dispatch
import Foundation
import IrisCheckCore
import IrisCheckFixtures
import IrisCheckLaws

/// Prints the runner's figures: overhead per example of a trivial property,
/// and the cost of shrinking each shrink-challenge problem.
func runRunnerBenchmarks() {
  reportRunnerOverhead()
  reportShrinkChallenge(.reverse)
  reportShrinkChallenge(.distinct)
  reportShrinkChallenge(.lengthList)
  reportShrinkChallenge(.largeUnionList)
  reportShrinkChallenge(.nestedLists)
  reportShrinkChallenge(.bound5)
  reportShrinkChallenge(.differenceMustNotBeZero)
  reportShrinkChallenge(.differenceMustNotBeSmall)
  reportShrinkChallenge(.differenceMustNotBeOne)
}

/// Nanoseconds per example for a property that always holds on one
/// integer: generation, recording, evaluation and bookkeeping, no test
/// framework.
private func reportRunnerOverhead() {
  let examples = 20_000
  let check = PropertyCheck(
    Gen<Int>.int(in: 0...1_000), id: "trivial",
    configuration: Configuration(examples: examples, seed: 1, saveRegressions: false))
  let cpuStart = cpuSeconds(CLOCK_PROCESS_CPUTIME_ID)
  var total = 0
  let perSecond = throughput {
    blocking { _ = await check.run { value in value >= 0 } }
    total += examples
    return examples
  }
  let cpuSeconds = cpuSeconds(CLOCK_PROCESS_CPUTIME_ID) - cpuStart
  report("runner.overhead", 1e9 / perSecond, "ns/example")
  report("runner.overhead.cpu", cpuSeconds * 1e9 / Double(total), "ns/example")
}

/// CPU time used by the whole process so far, in seconds; unlike wall time
/// it does not grow when other processes share the machine.

/// Mean shrink evaluations and milliseconds over ten seeds.
private func reportShrinkChallenge<Value: Sendable>(_ challenge: ShrinkChallenge<Value>) {
  let seeds: [UInt64] = Array(1...10)
  var evaluations = 0
  var milliseconds = 0.0
  for seed in seeds {
    let example = blocking { await challenge.run(seed: seed).counterexample.map(Summary.init) }
    guard let example else {
      report("shrink.\(challenge.name).unfound", Double(seed), "seed")
      continue
    }
    evaluations += example.evaluations
    milliseconds += example.milliseconds
  }
  report("shrink.\(challenge.name).evaluations", Double(evaluations) / Double(seeds.count), "evals")
  report("shrink.\(challenge.name).time", milliseconds / Double(seeds.count), "ms")
}

private struct Summary: Sendable {
  var evaluations: Int
  var milliseconds: Double

  init<Value>(_ example: Counterexample<Value>) {
    evaluations = example.shrinkEvaluations
    let (seconds, attoseconds) = example.shrinkDuration.components
    milliseconds = Double(seconds) * 1_000 + Double(attoseconds) / 1e15
  }
}

/// Runs async work to completion from synchronous benchmark code.
private func blocking<T: Sendable>(_ body: @escaping @Sendable () async -> T) -> T {
  let semaphore = DispatchSemaphore(value: 0)
  let box = ResultBox<T>()
  Task.detached {
    box.value = await body()
    semaphore.signal()
  }
  semaphore.wait()
  guard let value = box.value else { preconditionFailure("blocking: task ended without a value") }
  return value
}

private final class ResultBox<T>: @unchecked Sendable {
  // NB: written once by the task before it signals; read after the wait.
  var value: T?
}
