import IrisCheck

/// An append-only trace written by `@MainActor` code in a scheduled program.
@MainActor final class TraceLog {
  private(set) var entries: [String] = []

  func append(_ entry: String) {
    entries.append(entry)
  }
}

/// A plain actor whose methods append to a trace.
actor Ledger {
  private(set) var entries: [String] = []

  func record(_ entry: String) -> Int {
    entries.append(entry)
    return entries.count
  }
}

/// Checks `property` over `gen` as the scheduling tests do: a fixed seed,
/// nothing saved.
func checkScheduling<Value>(
  _ gen: Gen<Value>, id: String, seed: UInt64, examples: Int, replay: String? = nil,
  _ property: nonisolated(nonsending) @escaping (Value) async throws -> Bool
) async -> PropertyResult<Value> {
  await PropertyCheck(
    gen, id: id,
    configuration: Configuration(
      examples: examples, seed: seed, replay: replay, saveRegressions: false)
  ).run { value in try await property(value) }
}

/// A `choose` function driven by a tiny seeded PRNG (SplitMix64), so a seed
/// fixes every decision.
func seededChooser(seed: UInt64) -> (Int) -> Int {
  var state = seed
  return { readyCount in
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    mixed ^= mixed >> 31
    return Int(mixed % UInt64(readyCount))
  }
}

/// Three `@MainActor` tasks, each appending before and after a yield; the
/// body waits for all three and returns the trace.
@MainActor func threeYieldingTasks() async -> [String] {
  let log = TraceLog()
  let tasks = (0..<3).map { index in
    Task { @MainActor in
      log.append("\(index)a")
      await Task.yield()
      log.append("\(index)b")
    }
  }
  for task in tasks { await task.value }
  return log.entries
}

/// A program mixing main-actor tasks, a plain actor and task-group children:
/// many interleavings are possible, so traces expose the schedule.
@MainActor func mixedProgram() async -> [String] {
  let log = TraceLog()
  let ledger = Ledger()
  let writers = (0..<3).map { index in
    Task { @MainActor in
      log.append("w\(index)")
      let position = await ledger.record("w\(index)")
      log.append("w\(index)@\(position)")
    }
  }
  await withTaskGroup(of: Void.self) { group in
    for index in 0..<3 {
      group.addTask {
        let position = await ledger.record("g\(index)")
        await log.append("g\(index)@\(position)")
      }
    }
  }
  for writer in writers { await writer.value }
  return log.entries + ["ledger"] + (await ledger.entries)
}
