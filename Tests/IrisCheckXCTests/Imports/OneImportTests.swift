import IrisCheck
import XCTest

/// A test target that depends on `IrisCheck` alone and imports nothing else
/// names Iris's types: one import brings the harness and what it is
/// generic over.
final class OneImportTests: XCTestCase {
  func testIrisTypesAreInScopeThroughIrisCheck() {
    let steps: [Step<String, Never, Never>] = [.nav(.popToRoot), .nav(.push("a"))]
    let state = NavigationState<String, Never>(path: ["a"], sheet: nil)
    XCTAssertEqual(steps.count, 2)
    XCTAssertEqual(state.path, ["a"])
  }
}
