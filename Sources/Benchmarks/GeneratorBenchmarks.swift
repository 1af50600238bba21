func runGeneratorBenchmarks() {}
