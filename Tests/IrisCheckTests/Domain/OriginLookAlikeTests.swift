import Foundation
import Testing

@testable import IrisCheckLaws

struct OriginLookAlikeTests {
  // MARK: - apply

  @Test func rewritesTheHostAndKeepsTheRest() {
    let link = "https://app.example/projects?ref=a#top"
    #expect(
      OriginLookAlike.allCases.map { $0.apply(to: link) } == [
        "https://APP.EXAMPLE/projects?ref=a#top",
        "https://app.example./projects?ref=a#top",
        "https://app.example@evil.example/projects?ref=a#top",
        "https://app.example.evil.example/projects?ref=a#top",
        "https://app.example:8443/projects?ref=a#top",
        "https://аpp.example/projects?ref=a#top",
        "https://xn--pp-6kc.example/projects?ref=a#top",
      ])
  }

  @Test func aTextWithNoAuthorityIsLeftAlone() {
    #expect(OriginLookAlike.userInfo.apply(to: "mailto:a@b") == "mailto:a@b")
  }

  // MARK: - punycode

  /// RFC 3492's own examples, and two labels Python's `punycode` codec
  /// encodes the same way.
  @Test(arguments: [
    ("аpp", "pp-6kc"), ("bücher", "bcher-kva"), ("kісkstarter", "kkstarter-v3h4u"),
    ("他们为什么不说中文", "ihqwcrb4cv8a8dqg056pqjye"),
  ])
  func encodesAsRFC3492Says(label: String, encoded: String) {
    #expect(Punycode.encode(label) == encoded)
  }

  // MARK: - origins

  /// Every look-alike but uppercase is another origin to the law, and
  /// Foundation reads each as a URL.
  @Test func everyLookAlikeButUppercaseIsForeign() {
    let law = OriginLaw(
      LinkCodec<Int>(parse: { _ in 1 }, isUnknown: { $0 == 0 }), origins: ["https://app.example"])
    for lookAlike in OriginLookAlike.allCases {
      let link = lookAlike.apply(to: "https://app.example/a")
      #expect(URL(string: link) != nil, "\(link)")
      #expect(law?.isInDomain(link) == (lookAlike != .uppercase), "\(link)")
    }
    #expect(law?.isInDomain("https://app.example:443/a") == false)
    #expect(law?.isInDomain("https://user@app.example/a") == false)
  }
}
