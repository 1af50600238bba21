import IntentWorkload
import IrisCheck
import Testing

/// Times the round-trip property inside a Swift Testing test, as users run it.
///
/// `PropertyCheck.run` and `forAll`, from a nonisolated and from a
/// `@MainActor` caller, with a `Bool` and with an `#expect` property. As in
/// a `@MainActor` test, the main-actor cases write their property closures
/// in a `@MainActor` function.
struct SwiftTestingBenchmarks {
  @Test func printFigures() async {
    await IntentWorkload.printFigures(
      "swiftTesting",
      [
        ("run.nonisolated.bool", { await Self.nonisolated($0, .run, expect: false) }),
        ("run.mainActor.bool", { await Self.onMainActor($0, .run, expect: false) }),
        ("run.nonisolated.expect", { await Self.nonisolated($0, .run, expect: true) }),
        ("run.mainActor.expect", { await Self.onMainActor($0, .run, expect: true) }),
        ("forAll.nonisolated.bool", { await Self.nonisolated($0, .forAll, expect: false) }),
        ("forAll.mainActor.bool", { await Self.onMainActor($0, .forAll, expect: false) }),
        ("forAll.nonisolated.expect", { await Self.nonisolated($0, .forAll, expect: true) }),
        ("forAll.mainActor.expect", { await Self.onMainActor($0, .forAll, expect: true) }),
      ])
  }

  private nonisolated static func nonisolated(
    _ runs: Int, _ entry: Entry, expect: Bool
  ) async -> Double {
    expect
      ? await entry.rate(runs) { #expect(IntentWorkload.roundTrips($0)) }
      : await entry.rate(runs) { IntentWorkload.roundTrips($0) }
  }

  @MainActor
  private static func onMainActor(_ runs: Int, _ entry: Entry, expect: Bool) async -> Double {
    expect
      ? await entry.rate(runs) { #expect(IntentWorkload.roundTrips($0)) }
      : await entry.rate(runs) { IntentWorkload.roundTrips($0) }
  }
}

/// The two ways a test checks a property.
private enum Entry {
  case run, forAll

  /// Runs the property `runs` times through this entry, in the caller's
  /// isolation; the best rate.
  nonisolated(nonsending) func rate<Result>(
    _ runs: Int, _ property: nonisolated(nonsending) @escaping (Intent) async throws -> Result
  ) async -> Double {
    await IntentWorkload.examplesPerSecond(rounds: runs) {
      switch self {
      case .run:
        let result = await PropertyCheck(
          IntentWorkload.intents, id: "roundTrip", configuration: IntentWorkload.configuration
        ).run(property)
        #expect(!result.isFailure)
      case .forAll:
        await IrisCheck.forAll(
          IntentWorkload.intents, configuration: IntentWorkload.configuration, property)
      }
    }
  }
}
