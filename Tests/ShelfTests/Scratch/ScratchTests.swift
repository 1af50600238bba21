import IrisCheck
import Shelf
import ShelfChecks
import Testing

struct ScratchTests {
  static let bugs: [(String, ShelfCoordinator.Bugs)] = [
    ("writesAfterAwaitUnchecked", .writesAfterAwaitUnchecked),
    ("loadsInUnstructuredTask", .loadsInUnstructuredTask),
    ("tapsOnFreshExecutors", .tapsOnFreshExecutors),
    ("registersBeforeLoading", .registersBeforeLoading),
    ("deliversPayloadTwice", .deliversPayloadTwice),
    ("splitsArrivalAcrossAwait", .splitsArrivalAcrossAwait),
    ("restoreKeepsFlowsRunning", .restoreKeepsFlowsRunning),
    ("redirectsWhenSuperseded", .redirectsWhenSuperseded),
  ]
  @Test(arguments: [ShelfCoordinator.TapWiring.linkSwitcher, .uiSwitcher], 0..<8)
  func scratch(_ wiring: ShelfCoordinator.TapWiring, _ bug: Int) async throws {
    let (name, flags) = Self.bugs[bug]
    let results = await ShelfLaws.coordinator(ShelfLaws.harness(tapWiring: wiring, bugs: flags)).run(
      configuration: Configuration(examples: 1000, seed: 1, saveRegressions: false))
    var line = "BUG \(name) \(wiring):"
    for result in results where result.isFailure {
      line += "\n   \(result.law): \(result.counterexample ?? "-") :: \(result.violation?.message.split(separator: "\n").first ?? "")"
    }
    print(line)
  }
}
