import IrisCheck
import Testing

struct StableAcrossLaunchesLawTests {
  private static let link = "https://clicks.app.example/activity"

  // MARK: - check

  @Test func catchesALinkTwoTemplatesMatch() {
    let law = StableAcrossLaunchesLaw(PlantedRouter.codec(.orderDependent))
    #expect(
      law?.check(Self.link)?.description
        == #"StableAcrossLaunches violated (template order): "#
        + #"parse("https://clicks.app.example/activity") = .activity with the templates in their "#
        + #"order, but .emailClick with "https://clicks.app.example/:link" tried first"#)
  }

  /// The answer is the same whichever template comes first, so no
  /// order of the table, and no launch, changes it.
  @Test func holdsWhenOneTemplateMatches() {
    let law = StableAcrossLaunchesLaw(PlantedRouter.codec())
    #expect(law?.check(Self.link) == nil)
    #expect(law?.check("https://app.example/activity") == nil)
  }

  /// Whatever order the table is in, one of the two templates comes
  /// first in one of the orders the law tries.
  @Test func catchesThePairWhateverTheDeclaredOrder() {
    let reversed = Array(PlantedRouter.templates.reversed())
    let codec = LinkCodec<Page>(
      templates: reversed,
      parse: { PlantedRouter.parse($1, order: $0, .orderDependent) },
      isUnknown: { $0 == .unknown })
    #expect(StableAcrossLaunchesLaw(codec)?.check(Self.link)?.law == "StableAcrossLaunches")
  }

  @Test func aCodecWithNoTemplatesHasNoSuchLaw() {
    #expect(
      StableAcrossLaunchesLaw(LinkCodec<Int>(parse: { _ in 0 }, isUnknown: { _ in true })) == nil)
  }
}
