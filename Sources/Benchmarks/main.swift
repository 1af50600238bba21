// Prints one `name: value unit` line per figure. Run with `make bench`.
// `Benchmarks profile-intent [count]` runs only a fixed intent workload;
// `Benchmarks planted` only the planted coordinator bugs.
if CommandLine.arguments.dropFirst().first == "profile-intent" {
  profileIntentGeneration(
    count: CommandLine.arguments.dropFirst(2).first.flatMap(Int.init) ?? 100_000)
} else if CommandLine.arguments.dropFirst().first == "planted" {
  await runPlantedBenchmarks()
} else {
  runGeneratorBenchmarks()
  runRunnerBenchmarks()
  await runLawBenchmarks()
  await runScheduleBenchmarks()
  await runIsolationBenchmarks()
  await runZooBenchmark()
  runLinkBenchmarks()
}
