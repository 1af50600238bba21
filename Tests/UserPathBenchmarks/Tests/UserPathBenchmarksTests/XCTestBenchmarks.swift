import IntentWorkload
import IrisCheck
import XCTest

/// Times the round-trip property inside an XCTest test of a
/// `PropertyTestCase`, through `forAll`, from a nonisolated and from a
/// `@MainActor` caller, with a `Bool` and with an `XCTAssert` property;
/// the main-actor cases write their property closures in a `@MainActor`
/// function, as a `@MainActor` test does.
final class XCTestBenchmarks: PropertyTestCase {
  func testPrintFigures() async {
    await IntentWorkload.printFigures(
      "xctest",
      [
        ("forAll.nonisolated.bool", { await Self.nonisolated($0, assert: false) }),
        ("forAll.mainActor.bool", { await Self.onMainActor($0, assert: false) }),
        ("forAll.nonisolated.assert", { await Self.nonisolated($0, assert: true) }),
        ("forAll.mainActor.assert", { await Self.onMainActor($0, assert: true) }),
      ])
  }

  private nonisolated static func nonisolated(_ runs: Int, assert: Bool) async -> Double {
    assert
      ? await rate(runs) { XCTAssertTrue(IntentWorkload.roundTrips($0)) }
      : await rate(runs) { IntentWorkload.roundTrips($0) }
  }

  @MainActor
  private static func onMainActor(_ runs: Int, assert: Bool) async -> Double {
    assert
      ? await rate(runs) { XCTAssertTrue(IntentWorkload.roundTrips($0)) }
      : await rate(runs) { IntentWorkload.roundTrips($0) }
  }

  /// `forAll`, `runs` times in the caller's isolation; the best rate.
  private nonisolated(nonsending) static func rate<Result>(
    _ runs: Int, _ property: nonisolated(nonsending) @escaping (Intent) async throws -> Result
  ) async -> Double {
    await IntentWorkload.examplesPerSecond(rounds: runs) {
      await forAll(IntentWorkload.intents, configuration: IntentWorkload.configuration, property)
    }
  }
}
