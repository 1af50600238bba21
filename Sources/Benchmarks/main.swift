// Prints one `name: value unit` line per figure. Run with `make bench`.
// `Benchmarks profile-intent [count]` runs only a fixed intent workload;
// `Benchmarks schedules` only the schedule figures;
// `Benchmarks planted` only the planted coordinator bugs;
// `Benchmarks coordinator-suites` only the coordinator suites' wall time,
// grouped and law by law; `Benchmarks shelf-sweep` the Shelf seed sweep
// (correct app seeds 1-20, planted bugs seeds 1-10; minutes), `Benchmarks
// mailbox-sweep` Mailbox's correct coordinators over seeds 1-20;
// `Benchmarks screening` only what screening costs on the sample app;
// `Benchmarks traps` only what guarding against traps costs a check;
// `Benchmarks profile-schedules [count]` only `count` Mailbox schedule runs
// (for a profiler); `Benchmarks profile-dedicated-schedules [count]` the same
// through `runOnDedicatedThread`.
switch CommandLine.arguments.dropFirst().first {
case "profile-intent":
  profileIntentGeneration(
    count: CommandLine.arguments.dropFirst(2).first.flatMap(Int.init) ?? 100_000)
case "schedules":
  await runScheduleBenchmarks()
case "planted":
  await runPlantedBenchmarks()
case "coordinator-suites":
  await runCoordinatorSuiteBenchmarks()
case "shelf-sweep":
  await runShelfSweep()
case "mailbox-sweep":
  await runMailboxSweep()
case "screening":
  await runScreeningBenchmarks()
case "traps":
  await runTrapBenchmarks()
case "profile-dedicated-schedules":
  await profileDedicatedSchedules(
    count: CommandLine.arguments.dropFirst(2).first.flatMap(Int.init) ?? 5_000)
case "profile-schedules":
  profileSchedules(count: CommandLine.arguments.dropFirst(2).first.flatMap(Int.init) ?? 5_000)
default:
  runGeneratorBenchmarks()
  runRunnerBenchmarks()
  await runLawBenchmarks()
  await runScreeningBenchmarks()
  await runTrapBenchmarks()
  await runScheduleBenchmarks()
  await runCoordinatorSuiteBenchmarks()
  await runIsolationBenchmarks()
  await runZooBenchmark()
  runLinkBenchmarks()
}
