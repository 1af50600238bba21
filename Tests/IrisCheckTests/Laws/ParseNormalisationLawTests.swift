import IrisCheck
import Testing

@testable import IrisCheckLaws

struct ParseNormalisationLawTests {
  // MARK: - check

  @Test(arguments: [
    ("https://app.example/projects/c/..", "RFC 3986", "https://app.example/projects/"),
    ("https://app.example/projects/c/%2E%2E", "WHATWG", "https://app.example/projects/"),
  ])
  func catchesADotSlugTheNormaliserResolves(link: String, rule: String, normal: String) {
    let law = ParseNormalisationLaw(PlantedRouter.codec(.acceptsDotSegments))
    #expect(
      law.check(link)?.description
        == #"ParseNormalisationStable violated (normalise → parse): "#
        + #"parse("\#(link)") = .project(slug: ".."), but its normal form (\#(rule)) "#
        + #""\#(normal)" parses to .unknown"#)
  }

  @Test func holdsWhenTheRouterRejectsDotSlugs() {
    let law = ParseNormalisationLaw(PlantedRouter.codec())
    #expect(law.check("https://app.example/projects/c/..") == nil)
    #expect(law.check("https://app.example/projects/c/%2e%2E") == nil)
    #expect(law.check("https://app.example/activity?") == nil)
    #expect(!law.isInDomain("https://app.example/projects/c/.."))
  }

  /// Foundation escapes every `%` of a text with a space in it, so its
  /// `%2E` is text to the router, and to the law.
  @Test func normalisesTheLinkAsFoundationReadIt() {
    let law = ParseNormalisationLaw(PlantedRouter.codec(.acceptsDotSegments))
    #expect(law.check("https://app.example/thanks?token= %2e%2E") == nil)
  }
}
