import Foundation
import Testing

@testable import Iris

struct NavigationStateTests {
  // MARK: - Equality

  @Test func defaultStateIsRootWithNoSheet() {
    let state = NavigationState<Int, String>()
    #expect(state.path.isEmpty)
    #expect(state.sheet == nil)
  }

  @Test func statesAreEqualExactlyWhenPathAndSheetAre() {
    let base = NavigationState<Int, String>(path: [1, 2], sheet: "s")
    #expect(base == NavigationState(path: [1, 2], sheet: "s"))
    #expect(base != NavigationState(path: [1, 2], sheet: nil))
    #expect(base != NavigationState(path: [2, 1], sheet: "s"))
  }

  // MARK: - Codable

  @Test func codableRoundTripPreservesState() throws {
    let state = NavigationState<Int, String>(path: [3, 1, 3], sheet: "compose")
    let data = try JSONEncoder().encode(state)
    let decoded = try JSONDecoder().decode(NavigationState<Int, String>.self, from: data)
    #expect(decoded == state)
  }

  @Test func codableRoundTripPreservesAbsentSheet() throws {
    let state = NavigationState<Int, String>(path: [7])
    let data = try JSONEncoder().encode(state)
    let decoded = try JSONDecoder().decode(NavigationState<Int, String>.self, from: data)
    #expect(decoded == state)
  }
}
