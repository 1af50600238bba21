import IrisCheck
import Testing

@testable import IrisCheckLaws

struct RouterLinksTests {
  private static let templates = [
    "https://app.example/activity", "https://app.example/p/:slug?ref=:ref",
  ].compactMap(LinkTemplate.init)

  // MARK: - templateLink

  @Test func theSimplestLinkIsTheFirstTemplateWithPlainValues() throws {
    let links = Gen<String>.templateLink(Self.templates)
    #expect(try simplest(links) == "https://app.example/activity")
    #expect(try replay(links, [1, 0, 0]).value == "https://app.example/p/a?ref=a")
  }

  @Test func valuesHitTheTemplatesWordsDotsAndEscapedDelimiters() {
    #expect(
      Gen<String>.templateValues(Self.templates) == [
        "a", "b", "1", "activity", "p", ".", "..", "%2E", "%2e%2E", "a%2Fb", "a%3Fb", "a%23b",
      ])
  }

  // MARK: - routerLinks

  /// Every run tries each look-alike origin of the simplest link before any
  /// random example, whatever the seed.
  @Test func everyLookAlikeOriginIsScreened() throws {
    let links = Gen<String>.routerLinks(Self.templates, extra: nil)
    let screened = Set(try links.screens.map { try replay(links, $0).value })
    for lookAlike in OriginLookAlike.allCases {
      let link = lookAlike.apply(to: "https://app.example/activity")
      #expect(screened.contains(link), "\(link)")
    }
  }

  @Test func aRouterWithNoTemplatesGetsRandomStringsAndItsOwn() throws {
    let links = Gen<String>.routerLinks([], extra: .just("x://own"))
    #expect(try replay(links, [1]).value == "x://own")
  }
}
