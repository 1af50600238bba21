import IrisCheck
import Testing

@testable import IrisCheckLaws

struct NothingDroppedLawTests {
  // MARK: - check

  @Test func catchesADroppedQueryValue() {
    let law = NothingDroppedLaw(PlantedRouter.codec(.dropsToken), reads: ["token"])
    #expect(
      law?.check("https://app.example/thanks?token=a")?.description
        == #"NothingDropped violated (value dropped): "#
        + #"parse("https://app.example/thanks?token=a") = .thanks(token: ""), and "#
        + #"parse("https://app.example/thanks?token=a1") = .thanks(token: "") too: "#
        + #"the value of :token in "https://app.example/thanks?token=:token" is dropped"#)
  }

  /// The project route ignores the creator on purpose; only named
  /// placeholders are judged.
  @Test func judgesOnlyTheNamedPlaceholders() {
    let law = NothingDroppedLaw(PlantedRouter.codec(), reads: ["slug", "token"])
    #expect(law?.check("https://app.example/projects/c/p") == nil)
    #expect(law?.check("https://app.example/thanks?token=a&x=1") == nil)
    let creator = NothingDroppedLaw(PlantedRouter.codec(), reads: ["creator"])
    #expect(creator?.check("https://app.example/projects/c/p")?.law == "NothingDropped")
  }

  @Test func isOptIn() {
    #expect(NothingDroppedLaw(PlantedRouter.codec(), reads: []) == nil)
  }

  // MARK: - templates

  @Test func aTemplateRendersAndMatchesItsValues() throws {
    let template = try #require(LinkTemplate("https://app.example/p/:slug/x?token=:token&v=2"))
    #expect(template.parameters == ["slug", "token"])
    #expect(template.words == ["p", "x", "2"])
    let link = template.render(["slug": "a%2Fb", "token": "t"])
    #expect(link == "https://app.example/p/a%2Fb/x?token=t&v=2")
    #expect(template.match(link) == ["slug": "a%2Fb", "token": "t"])
    #expect(
      template.match("HTTPS://APP.EXAMPLE/p/a/x?v=2&token=t#f") == ["slug": "a", "token": "t"])
    #expect(template.match("https://app.example/p/a/y?token=t&v=2") == nil)
    #expect(template.match("https://app.example/p/a/x?token=t&v=3") == nil)
    #expect(LinkTemplate("/p/:slug") == nil)
  }
}
