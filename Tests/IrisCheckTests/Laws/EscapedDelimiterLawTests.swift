import IrisCheck
import Testing

@testable import IrisCheckLaws

struct EscapedDelimiterLawTests {
  // MARK: - check

  @Test func catchesARouterThatDecodesBeforeSplitting() {
    let law = EscapedDelimiterLaw(PlantedRouter.codec(.decodesBeforeSplitting))
    #expect(
      law.check("https://app.example/projects/c/p%2Fcomments")?.description
        == #"EscapedDelimiterIsData violated (escape read as delimiter): "#
        + #"parse("https://app.example/projects/c/p%2Fcomments") = .comments(slug: "p"), "#
        + #"the same as parse("https://app.example/projects/c/p/comments"): the %2F acted as a /"#)
  }

  @Test func holdsWhenTheEscapeIsPartOfTheValue() {
    let law = EscapedDelimiterLaw(PlantedRouter.codec())
    #expect(law.check("https://app.example/projects/c/p%2Fcomments") == nil)
    #expect(law.isInDomain("https://app.example/projects/c/p%2Fcomments"))
    #expect(law.check("https://app.example/thanks?token=a%23b") == nil)
  }

  /// A router that ignores the part of the link the escape is in reads
  /// the escape, the delimiter and `_` alike: no violation.
  @Test func anIgnoredPartIsNoViolation() {
    let law = EscapedDelimiterLaw(PlantedRouter.codec())
    #expect(law.check("https://app.example/activity?x=a%26b") == nil)
  }

  // MARK: - escapes

  /// In the query `/`, `?` and `=` are data, so only `#` and `&` count.
  @Test func findsTheDelimitersOfEachPart() {
    let link = "x://h/a%2fb%3F%23?q=%2F%3F%23%26#%23"
    let found = EscapedDelimiterLaw<Int>.escapes(in: link).map { (String(link[$0.0]), $0.1) }
    #expect(found.map(\.0) == ["%2f", "%3F", "%23", "%23", "%26"])
    #expect(found.map(\.1) == ["/", "?", "#", "#", "&"])
  }
}
