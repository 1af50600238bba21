import IrisCheck
import XCTest

/// The XCTest path: `XCTAssert*` inside a property is suppressed while
/// shrinking and reported once, with the minimal counterexample, at the
/// `forAll` call.
final class PropertyTestCaseTests: PropertyTestCase {
  /// The failures that reached the test while `isCollecting`, instead of
  /// failing it: what a user would see.
  private var reported: [(description: String, line: Int)] = []
  private var isCollecting = false

  override func recordFailure(
    withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
    expected: Bool
  ) {
    if isCollecting, !Self.isCapturingFailures {
      reported.append((description, lineNumber))
      return
    }
    super.recordFailure(
      withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
  }

  private let quiet = Configuration(seed: 1, saveRegressions: false)

  func testAssertionFailuresShrinkToOneFailureAtTheForAllCall() async {
    isCollecting = true
    let line = #line + 1
    await forAll(.int(in: 0...1_000), configuration: quiet) { x in XCTAssertLessThan(x, 7) }
    isCollecting = false
    XCTAssertEqual(reported.count, 1)
    XCTAssertEqual(reported.first?.line, line)
    let text = reported.first?.description ?? ""
    XCTAssertTrue(text.contains("Minimal counterexample:\n  7\n"), text)
    XCTAssertTrue(text.contains("XCTAssertLessThan failed"), text)
  }

  func testTwoAssertionsAreTwoFailureOrigins() async {
    isCollecting = true
    await forAll(.int(in: 0...1_000), configuration: quiet) { x in
      if x >= 500 { XCTAssertFalse(x.isMultiple(of: 2)) }
      XCTAssertTrue(x.isMultiple(of: 2))
    }
    isCollecting = false
    XCTAssertEqual(reported.count, 2)
    let minima = reported.map(\.description).compactMap { text in
      text.components(separatedBy: "Minimal counterexample:\n  ").dropFirst().first?
        .prefix { $0 != "\n" }
    }
    XCTAssertEqual(Set(minima), ["500", "1"])
  }

  /// XCTest records (and prints) the failure in a `PropertyTestCase`'s
  /// test, so IrisCheck prints no copy of its own on standard error.
  func testATestMethodIsKnownToRecordFailuresItself() {
    XCTAssertTrue(PropertyTestCase.isRunningATest)
  }

  func testPassingPropertyRecordsNothing() async {
    isCollecting = true
    await forAll(.int(in: 0...1_000), configuration: quiet) { x in XCTAssertLessThan(x, 1_001) }
    isCollecting = false
    XCTAssertTrue(reported.isEmpty)
  }

  /// The README's example, verbatim, as a local class (XCTest runs no test
  /// of a local class, so its failure is what this test sees), with its
  /// defaults but a fixed seed and nothing saved.
  func testTheReadmeExampleFailsOnceWithSevenAsItsMinimalCounterexample() async throws {
    let line = #line + 3  // the `forAll` call's
    final class ReverseTests: PropertyTestCase {
      func testSmall() async {  // one failure: Minimal counterexample: 7
        await forAll(.int(in: 0...1_000)) { x in XCTAssertLessThan(x, 7) }
      }
    }
    #if os(Linux)
      let example = ReverseTests(name: "testSmall", testClosure: { _ in })
      isCollecting = true
      await ProcessEnvironment.$overridden.withValue(["IRISCHECK_SEED": "1", "IRISCHECK_SAVE": "0"])
      {
        await example.testSmall()
      }
      isCollecting = false
      XCTAssertEqual(reported.count, 1)
      XCTAssertEqual(reported.first?.line, line)
      let text = reported.first?.description ?? ""
      XCTAssertTrue(text.contains("Minimal counterexample:\n  7\n"), text)
    #else
      throw XCTSkip("the example's test case is made with corelibs XCTest's initialiser")
    #endif
  }

  func testBoolPropertyIsShrunkAndReportedOnce() async {
    isCollecting = true
    await forAll(.int(in: 0...1_000), configuration: quiet) { x in x < 7 }
    isCollecting = false
    XCTAssertEqual(reported.count, 1)
    XCTAssertTrue(reported.first?.description.contains("Minimal counterexample:\n  7\n") == true)
  }
}
