import IrisCheck
import Testing

struct IntegerMinimizerTests {
  // MARK: - minimize

  @Test(arguments: [0, 1, 2, 3, 17, 1_000, UInt64.max - 1, UInt64.max])
  func monotonePredicateFindsExactThreshold(threshold: UInt64) async {
    let result = await IntegerMinimizer.minimize(.max) { $0 >= threshold }
    #expect(result == threshold)
  }

  @Test func zeroNeedsNoCall() async {
    var calls = 0
    let result = await IntegerMinimizer.minimize(0) { _ in
      calls += 1
      return true
    }
    #expect(result == 0 && calls == 0)
  }

  @Test func neverProposesInitialOrLarger() async {
    var proposals: [UInt64] = []
    _ = await IntegerMinimizer.minimize(1_000) { value in
      proposals.append(value)
      return value >= 700
    }
    #expect(proposals.allSatisfy { $0 < 1_000 })
    #expect(proposals.count <= 3 + 10)
  }

  @Test func smallValuesAreProbedBeforeBisecting() async {
    // Non-monotone: 1 works, everything from 2 to 49 does not.
    let result = await IntegerMinimizer.minimize(50) { $0 == 1 || $0 >= 50 }
    #expect(result == 1)
  }
}
