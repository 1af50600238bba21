// The issue-24 workload through the engine alone: no test framework is
// linked, so no issue observer runs. Prints `name: value unit` lines, as
// the tests do, from a nonisolated and from a `@MainActor` caller.
import IntentWorkload
import IrisCheckCore

/// Runs of the round-trip property in the caller's isolation; the best rate.
nonisolated(nonsending) func rate<Result>(
  _ runs: Int, _ property: nonisolated(nonsending) @escaping (Intent) async throws -> Result
) async -> Double {
  await IntentWorkload.examplesPerSecond(rounds: runs) {
    _ = await PropertyCheck(
      IntentWorkload.intents, id: "roundTrip", configuration: IntentWorkload.configuration
    ).run(property)
  }
}

nonisolated func nonisolatedRate(_ runs: Int) async -> Double {
  await rate(runs) { IntentWorkload.roundTrips($0) }
}

@MainActor
func mainActorRate(_ runs: Int) async -> Double {
  await rate(runs) { IntentWorkload.roundTrips($0) }
}

await IntentWorkload.printFigures(
  "engine",
  [
    ("run.nonisolated.bool", { await nonisolatedRate($0) }),
    ("run.mainActor.bool", { await mainActorRate($0) }),
  ])
