import IrisCheck
import Testing

@testable import IrisCheckLaws

struct OriginLawTests {
  private static let owned = ["https://app.example", "https://clicks.app.example"]

  // MARK: - check

  @Test(arguments: [
    ("https://app.example.evil.example/activity", "https://app.example.evil.example"),
    ("https://app.example@evil.example/activity", "https://evil.example"),
    ("https://app.example:8443/activity", "https://app.example:8443"),
    ("https://app.example./activity", "https://app.example."),
  ])
  func catchesASpoofableHostCheck(link: String, origin: String) {
    let law = OriginLaw(PlantedRouter.codec(.spoofableHost), origins: Self.owned)
    #expect(
      law?.check(link)?.description
        == #"OwnOriginsOnly violated (foreign origin): parse("\#(link)") = .activity, "#
        + #"but its origin "\#(origin)" is not one the codec owns: "https://app.example", "#
        + #""https://clicks.app.example""#)
  }

  @Test func holdsForAnExactHostCheck() {
    let law = OriginLaw(PlantedRouter.codec(), origins: Self.owned)
    for lookAlike in OriginLookAlike.allCases {
      let link = lookAlike.apply(to: "https://app.example/activity")
      #expect(law?.check(link) == nil, "\(link)")
    }
  }

  /// `scheme://*` owns every host of a custom scheme, and no other scheme.
  @Test func aWildcardOwnsEveryHostOfItsScheme() {
    let law = OriginLaw(
      LinkCodec<Int>(parse: { _ in 1 }, isUnknown: { $0 == 0 }), origins: ["myapp://*"])
    #expect(law?.check("myapp://anything/at/all") == nil)
    #expect(law?.check("MYAPP://x") == nil)
    #expect(law?.check("https://x/")?.law == "OwnOriginsOnly")
  }

  @Test func isOptIn() {
    #expect(OriginLaw(PlantedRouter.codec(), origins: []) == nil)
  }
}
