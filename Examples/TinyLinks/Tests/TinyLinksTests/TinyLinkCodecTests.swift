import Foundation
import IrisCheck
import Testing
import TinyLinks
import TinyLinksLaws

struct TinyLinkCodecTests {
  @Test func codecObeysItsLaws() async {
    await TinyLinksLaws.codec().check()
  }

  @Test func everyTagPrints() async {
    await forAll(.linkPayload, name: "everyTagPrints") { name in
      name.isEmpty || TinyLinkCodec().url(for: .tag(name)) != nil
    }
  }

  @Test func aTagWithEveryDelimiterRoundTrips() {
    let codec = TinyLinkCodec(escapesPercent: true)
    let tag = TinyLink.tag("a/b?c#d&e=f%g h")
    #expect(codec.url(for: tag)?.absoluteString == "tiny://tag/a%2Fb%3Fc%23d%26e%3Df%25g%20h")
    #expect(codec.url(for: tag).map(codec.parse) == tag)
  }

  @Test func aDotTagIsEscapedTwiceSoABrowserKeepsIt() {
    let codec = TinyLinkCodec(escapesPercent: true)
    #expect(codec.url(for: .tag("."))?.absoluteString == "tiny://tag/%252E")
    #expect(codec.url(for: .tag("%2E"))?.absoluteString == "tiny://tag/%25252E")
    for name in [".", "..", "%2E", "%2e.", "..."] {
      #expect(codec.url(for: .tag(name)).map(codec.parse) == .tag(name), "\(name)")
    }
  }

  @Test func thePlantedPercentBugBreaksTheRoundTrip() async {
    let results = await TinyLinksLaws.codec(TinyLinkCodec(escapesPercent: false)).results(
      configuration: Configuration(examples: 1_000, seed: 1, saveRegressions: false))
    let roundTrip = results.first { $0.law == "RoundTrip" }
    #expect(roundTrip?.counterexample == ".tag(\"%2F\")")
  }
}
