// Prints one `name: value unit` line per figure. Run with `make bench`.
runGeneratorBenchmarks()
runRunnerBenchmarks()
await runLawBenchmarks()
