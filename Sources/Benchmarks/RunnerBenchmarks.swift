func runRunnerBenchmarks() {}
