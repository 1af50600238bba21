import Foundation
import Testing

/// Builds a URL from a literal, failing the test (not trapping) if it is not one.
func testURL(_ string: String) throws -> URL {
  try #require(URL(string: string))
}
