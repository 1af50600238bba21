import IrisCheck
import Testing

// The examples of IrisCheck.docc/PropertyTesting.md, verbatim
// (ReadmeBlocksTests checks it), so they keep compiling and keep passing. The
// schedule example of DeterministicConcurrency.md is `ScheduleTests`', and the
// XCTest example `PropertyTestCaseTests`'.

// MARK: - PropertyTesting.md: Write a property

@Test func reverseTwiceIsIdentity() async {
  await forAll(.array(of: .int(in: -99...99))) { xs in
    #expect(Array(xs.reversed().reversed()) == xs)
  }
}

@Test func sortedKeepsCount() async {
  await forAll(.array(of: .int(in: -99...99)), .bool) { (xs: [Int], descending: Bool) -> Bool in
    let sorted = descending ? xs.sorted(by: >) : xs.sorted()
    return sorted.count == xs.count
  }
}

struct ReadmePropertyTestingTests {
  // MARK: - Coverage and statistics

  @Test func aCoveredClassifiedPropertyPasses() async {
    await forAll(.array(of: .int(in: 0...9)), configuration: .init(showStatistics: true)) { xs in
      classify(xs.isEmpty, "empty")
      cover("long", percent: 10, when: xs.count >= 8)
      return xs.count <= 10
    }
  }

  // MARK: - Without a test framework

  @Test func aPropertyCheckReturnsItsResult() async {
    let result = await PropertyCheck(.array(of: .int(in: -9...9)), id: "reverse")
      .run { xs in xs.reversed() == xs }
    #expect(result.counterexample?.value == [0, 1])
  }
}
