import IrisCheck
import Testing

// The README's examples of "Property testing", verbatim (ReadmeBlocksTests
// checks it), so they keep compiling and keep passing. Its schedule example
// ("Deterministic concurrency") is `ScheduleTests`', and its XCTest example
// `PropertyTestCaseTests`'.

// MARK: - README: Property testing

@Test func reverseTwiceIsIdentity() async {
  await forAll(.array(of: .int(in: -99...99))) { xs in
    #expect(Array(xs.reversed().reversed()) == xs)
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
}
