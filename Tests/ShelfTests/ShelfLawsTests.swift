import Foundation
import IrisCheck
import Shelf
import ShelfChecks
import Testing

struct ShelfLawsTests {
  @Test func theReadingAppObeysTheCodecAndFlowLaws() async {
    let results = await (ShelfLaws.codec() + ShelfLaws.flow()).check()
    #expect(
      results.map(\.law) == [
        "RoundTrip", "NormalisationStable", "Totality", "CanonicalIdempotence",
        "CaseInsensitiveSchemeAndHost", "FlowPurity", "FlowPurity (concurrent)", "NoOpIntent",
        "Reachability", "Restoration",
      ])
    #expect(results.allSatisfy { !$0.isFailure })
  }

  @Test func aShareLinkPrintedAsABookLinkBreaksRoundTrip() async throws {
    let codec = LinkCodec<ShelfIntent>(
      parse: ShelfLinks.codec.parse,
      print: { intent in
        guard case .share(let id) = intent else { return ShelfLinks.codec.url(for: intent) }
        return ShelfLinks.codec.url(for: .book(id))
      },
      isUnknown: LinkCodec.shelf.isUnknown)
    let result = try #require(
      await ShelfLaws.codec(codec).results().first { $0.law == "RoundTrip" })
    #expect(result.counterexample == #".share("a")"#)
    #expect(
      result.violation?.message
        == #"print(.share("a")) = "shelf://book/a", but parse("shelf://book/a") = .book("a"); "#
        + #"expected .share("a")"#)
  }

  @Test func aFlowThatForgetsToPushTheAuthorBreaksReachability() async throws {
    let flow = FlowUnderTest<ShelfIntent, ShelfRoute, ShelfSheet, ShelfEffect> { intent in
      ShelfFlow.operations(intent: intent).filter { step in
        guard case .nav(.push(.author)) = step else { return true }
        return false
      }
    }
    let result = try #require(
      await ShelfLaws.flow(flow).results().first { $0.law == "Reachability" })
    #expect(result.isFailure)
    #expect(result.violation?.message.contains("author") == true)
  }
}
