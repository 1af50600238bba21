import Foundation
import Iris
import Testing

struct Iris10LinkTests {
  private let links = AppLinks()

  private func url(_ string: String) throws -> URL {
    try #require(URL(string: string))
  }

  @Test func patternsNeedNoTry() {
    let pattern = URLPattern("thread/:id?q&r")
    #expect(pattern.host == "thread")
    #expect(pattern.path == [.capture("id")])
    #expect(pattern.captureQueryNames == ["q", "r"])
  }

  @Test func patternsReadAs1_0ReadsThem() {
    #expect(URLPattern("search?q=x").captureQueryNames == ["q"])
    #expect(URLPattern("inbox//x").path == [.literal("x")])
  }

  @Test func linksParseToIntents() throws {
    #expect(links.parse(try url("app://inbox")) == .inbox)
    #expect(links.parse(try url("app://thread/42")) == .thread(id: "42"))
    #expect(links.parse(try url("app://search?q=mail")) == .search(query: "mail"))
    let stray = try url("app://nowhere")
    #expect(links.parse(stray) == .unknown(stray))
  }

  @Test func printedLinksParseBack() throws {
    for intent: AppIntent in [.inbox, .thread(id: "a/b c"), .search(query: "x&y")] {
      let printed = try #require(links.url(for: intent))
      #expect(links.parse(printed) == intent)
    }
  }
}
