import Foundation
import IrisCheck
import Testing

private enum Link {
  case unknown(URL)
}

struct URLSwiftLiteralTests {
  @Test func urlPrintsAsItsStringInitialiser() throws {
    let url = try #require(URL(string: "note://x/a%20b?q=1"))
    #expect(SwiftLiteral.describe(url) == #"URL(string: "note://x/a%20b?q=1")!"#)
    #expect(
      SwiftLiteral.describe(Link.unknown(url)) == #".unknown(URL(string: "note://x/a%20b?q=1")!)"#)
  }
}
