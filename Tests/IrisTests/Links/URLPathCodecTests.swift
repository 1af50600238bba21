import Foundation
import Iris
import Testing

struct URLPathCodecTests {
  private let codec = DemoRoutes.router.codec(unknown: { .unknown($0) })

  // MARK: - Parse

  @Test func matchedURLParsesToRouterIntent() throws {
    #expect(codec.parse(try DemoRoutes.url("demo://home")) == .home)
  }

  @Test func unmatchedURLParsesToFallbackCarryingTheURL() throws {
    for text in ["demo://nowhere", "x:", "///", "demo://[::1]", "other://home"] {
      let url = try DemoRoutes.url(text)
      #expect(codec.parse(url) == .unknown(url))
    }
  }

  // MARK: - Print

  @Test func fallbackIsNotPrinted() throws {
    #expect(codec.url(for: .unknown(try DemoRoutes.url("demo://nowhere"))) == nil)
  }

  @Test func printedIntentsRoundTrip() throws {
    let intents: [DemoIntent] = [
      .home, .conversation("a/b"), .message(conversation: "%", message: "#"),
      .search(query: "+", page: nil),
    ]
    for intent in intents {
      let url = try #require(codec.url(for: intent))
      #expect(codec.parse(url) == intent)
    }
  }
}
