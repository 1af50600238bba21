import IrisCheckCore
import IrisCheckLaws

/// An intent-shaped value: what a navigation law generates most.
private enum BenchIntent: Sendable {
  case inbox
  case thread(id: String)
  case message(thread: String, index: Int)
  case search(query: String?)
  case compose(to: String?, draftID: Int?)
  case settings(section: Int)
}

private let intents: Gen<BenchIntent> = .oneOf(
  .just(.inbox),
  Gen.string(from: .unicode, length: 1...12).map { .thread(id: $0) },
  Gen.zip(.string(from: .unicode, length: 1...12), .int(in: 0...500))
    .map { .message(thread: $0, index: $1) },
  Gen.optional(.string(from: .urlUnreserved, length: 0...24)).map { .search(query: $0) },
  Gen.zip(.optional(.string(from: .alphanumeric, length: 1...16)), .optional(.int(in: 0...9_999)))
    .map { .compose(to: $0, draftID: $1) },
  Gen.int(in: 0...7).map { .settings(section: $0) }
)

/// Generates `batch` values from fresh seeded recorders and returns the
/// batch size; the choice count keeps the work observable.
private func generateBatch<Value>(_ gen: Gen<Value>, seed: inout UInt64, batch: Int) -> Int {
  var choices = 0
  for _ in 0..<batch {
    seed &+= 1
    let recorder = ChoiceRecorder(source: SeededSource(seed: seed))
    if (try? gen.generate(recorder)) != nil { choices &+= recorder.choices.count }
  }
  if choices < 0 { print(choices) }
  return batch
}

/// Generates `count` intents and nothing else: a fixed workload to run
/// under `valgrind --tool=callgrind` or `perf record`.
func profileIntentGeneration(count: Int) {
  var seed: UInt64 = 0
  _ = generateBatch(intents, seed: &seed, batch: count)
}

/// Prints generation throughput, in values per second, for an intent-shaped
/// generator, an integer array and a single integer.
func runGeneratorBenchmarks() {
  var seed: UInt64 = 0
  let batch = 1_000
  report(
    "generate.intent", throughput { generateBatch(intents, seed: &seed, batch: batch) },
    "values/s")
  report(
    "generate.intent.cpu", cpuThroughput { generateBatch(intents, seed: &seed, batch: batch) },
    "values/cpu-s")
  let arrays = Gen.array(of: .int(in: 0...1_000))
  report(
    "generate.array(of: int)", throughput { generateBatch(arrays, seed: &seed, batch: batch) },
    "values/s")
  report(
    "generate.int",
    throughput { generateBatch(Gen.int(in: -500...500), seed: &seed, batch: batch) },
    "values/s")
  report(
    "generate.string(unicode)",
    throughput { generateBatch(Gen.string(from: .unicode), seed: &seed, batch: batch) },
    "values/s")
}
