import Foundation
import Testing

@testable import IrisFuzz

struct URLViewTests {
  private typealias Item = URLView.QueryItem

  // MARK: - init(splitting:)

  @Test func splitsEveryPartAndDecodesSegmentsOneAtATime() {
    let view = URLView(splitting: "X://us@er@H%41st:80/a%2Fb//c?a=1&&b&c=d=e#frag?x")
    #expect(view.scheme == "x")
    #expect(view.host == "hast")
    #expect(view.pathSegments == ["a/b", "c"])
    #expect(
      view.queryItems == [
        Item(name: "a", value: "1"), Item(name: "", value: nil), Item(name: "b", value: nil),
        Item(name: "c", value: "d=e"),
      ])
  }

  @Test func keepsIPv6BracketsAndDropsThePort() {
    #expect(URLView(splitting: "x://[::1]:8/p").host == "[::1]")
  }

  @Test func aReferenceWithoutAuthorityHasNoHost() {
    let view = URLView(splitting: "x:a/b?c")
    #expect(view.scheme == "x")
    #expect(view.host == nil)
    #expect(view.pathSegments == ["a", "b"])
    #expect(view.queryItems == [Item(name: "c", value: nil)])
  }

  @Test func anEmptyQueryHasNoItemsAndNoQueryIsNil() {
    #expect(URLView(splitting: "x://h?").queryItems == [])
    #expect(URLView(splitting: "x://h").queryItems == nil)
  }

  @Test func keepsUndecodableEscapesAndPlusAsWritten() {
    let view = URLView(splitting: "x://h/%E9?q=%2B+")
    #expect(view.pathSegments == ["%E9"])
    #expect(view.queryItems == [Item(name: "q", value: "++")])
  }

  @Test func textWithoutAValidSchemeIsAPath() {
    let view = URLView(splitting: "1x:/a")
    #expect(view.scheme == nil)
    #expect(view.pathSegments == ["1x:", "a"])
  }

  // MARK: - init(foundation:)

  @Test func foundationReadsTheSameParts() throws {
    let url = try #require(URL(string: "X://us@H%41st:80/a%2Fb//c?a=1&&b&c=d=e#f"))
    #expect(URLView(foundation: url) == URLView(splitting: url.absoluteString))
  }

  // MARK: - pinned Foundation differences

  @Test func foundationReportsUnicodeHostsWhileTheURLStringHoldsPunycode() throws {
    let url = try #require(URL(string: "x://é/x"))
    #expect(url.absoluteString == "x://xn--9ca/x")
    #expect(URLView(foundation: url)?.host == "é")
    #expect(URLView(splitting: url.absoluteString).host == "xn--9ca")
  }

  @Test func urlHostDropsIPv6BracketsButURLComponentsKeepsThem() throws {
    let url = try #require(URL(string: "x://[::1]:8/p"))
    #expect(url.host == "::1")
    #expect(URLComponents(url: url, resolvingAgainstBaseURL: false)?.host == "[::1]")
  }

  @Test func urlStringEscapesInvalidCharactersInsteadOfRejecting() throws {
    #expect(try #require(URL(string: "x://h/a b%zz")).absoluteString == "x://h/a%20b%25zz")
    #expect(URL(string: "x://a b/") == nil)
  }

  @Test func foundationQueryItemsBlankAnUndecodablePieceEntirely() throws {
    let name = try #require(URL(string: "x://h?%C0%AF"))
    let pair = try #require(URL(string: "x://h?%C0%AF=%C0%AF"))
    let items = { (url: URL) in URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems
    }
    #expect(items(name) == [URLQueryItem(name: "", value: nil)])
    #expect(items(pair) == [URLQueryItem(name: "", value: nil)])
    #expect(URLView(foundation: pair)?.queryItems == [Item(name: "%C0%AF", value: "%C0%AF")])
  }

  @Test func removingPercentEncodingRepairsALoneContinuationByteButRejectsOtherBadUTF8() {
    #expect("x%A9".removingPercentEncoding == "x\u{FFFD}")
    #expect("%E9".removingPercentEncoding == nil)
    #expect("%FF".removingPercentEncoding == nil)
    #expect(URLView.strictlyDecoded("x%A9") == nil)
    #expect(URLView(splitting: "x://h/x%A9").pathSegments == ["x%A9"])
  }
}
