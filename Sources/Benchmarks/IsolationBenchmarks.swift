import Foundation
import IrisCheckCore
import IrisCheckFixtures

/// Prints examples per second of one trivial property run from a
/// `@MainActor` caller and from a nonisolated one, in the same run, and
/// their ratio (the main actor should be at least half as fast).
@MainActor
func runIsolationBenchmarks() async {
  let check = PropertyCheck(
    Gen<Int>.int(in: 0...1_000), id: "isolation",
    configuration: Configuration(examples: 20_000, seed: 1, saveRegressions: false))
  let nonisolated = await examplesPerSecond {
    await Task.detached { _ = await check.run { value in value >= 0 } }.value
  }
  let mainActor = await examplesPerSecond { @MainActor in
    _ = await check.run { value in value >= 0 }
  }
  report("runner.nonisolated", nonisolated, "examples/s")
  report("runner.mainActor", mainActor, "examples/s")
  report("runner.mainActor.ratio", mainActor / nonisolated * 100, "%")
}

/// Runs 20,000-example checks for about a second; examples per second.
@MainActor
private func examplesPerSecond(_ body: @MainActor () async -> Void) async -> Double {
  let clock = ContinuousClock()
  let start = clock.now
  var runs = 0
  repeat {
    await body()
    runs += 1
  } while clock.now - start < .seconds(1)
  let elapsed = clock.now - start
  let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
  return Double(runs * 20_000) / seconds
}

/// Prints the mutant zoo's line: catch rate, minimal rate and the median
/// time to a shrunk counterexample, over 20 seeds with default settings.
func runZooBenchmark() async {
  print(MutantZoo.summary(await MutantZoo.run(seeds: 1...20)))
}
