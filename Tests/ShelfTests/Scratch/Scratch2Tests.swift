import IrisCheck
import Shelf
import ShelfChecks
import Testing

struct Scratch2Tests {
  @Test func scratch2() async throws {
    for bugs in [ShelfCoordinator.Bugs(), .splitsArrivalAcrossAwait, .registersBeforeLoading] {
      for wiring in [ShelfCoordinator.TapWiring.linkSwitcher, .uiSwitcher] {
        let results = await ShelfLaws.coordinatorArrival(ShelfLaws.harness(tapWiring: wiring, bugs: bugs)).run(configuration: Configuration(examples: 1000, seed: 1, saveRegressions: false))
        for r in results { print("ARRIVAL \(bugs.rawValue) \(wiring) \(r.isFailure) \(r.counterexample ?? "-") \(r.violation?.message.prefix(300) ?? "")") }
      }
    }
  }
}
