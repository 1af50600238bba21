import Foundation
import IrisCheck
import IrisCheckFixtures
import IrisFuzz
import Mailbox
import MailboxChecks
import Testing

struct RawRoundTripOracleTests {
  @Test func textURLRejectsIsSkipped() {
    #expect(
      FuzzOracles.rawRoundTrip([], codec: echoCodec) == .skipped("URL(string:) rejected the text"))
    #expect(
      FuzzOracles.rawRoundTrip(utf8("x://a b/"), codec: echoCodec)
        == .skipped("URL(string:) rejected the text"))
  }

  @Test func theSampleAppsLinksAndNoisePass() {
    let links = MailboxIntent.examples.compactMap { LinkCodec.mailbox.print($0)?.absoluteString }
    for text in links + ["MAILBOX://Thread/a%2Fb", "mailbox://inbox/", "%", "x://h/p"] {
      #expect(FuzzOracles.rawRoundTrip(utf8(text), codec: .mailbox) == .passed, "\(text)")
    }
  }

  @Test func catchesAPrinterWhoseLinkParsesToAnotherIntent() {
    let slashing = LinkCodec<String>(
      parse: { $0.absoluteString }, print: { URL(string: $0 + "/") }, isUnknown: { _ in false })
    #expect(
      FuzzOracles.rawRoundTrip(utf8("x://h/p"), codec: slashing).violation?.description
        == "CanonicalIdempotence violated (parse → print → parse): "
        + #"parse("x://h/p") = "x://h/p", print(...) = "x://h/p/", but parse("x://h/p/") = "#
        + #""x://h/p/""#)
  }

  @Test func catchesTheTrapOfThePlantedCodec() async {
    await #expect(processExitsWith: .failure) {
      _ = FuzzOracles.rawRoundTrip(Array("planted://p/%".utf8), codec: PlantedPercentCodec.codec)
    }
  }

  /// The lean oracle's whole cost: one parse of the link, and for a known
  /// intent one print and one parse of the printed URL; nothing for an
  /// unknown one.
  @Test(arguments: [("x://h/p", false, 2, 1), ("x://h/p", true, 1, 0)])
  func parsesOnceAndForAKnownIntentPrintsAndReparsesOnce(
    _ text: String, unknown: Bool, parses: Int, prints: Int
  ) {
    let parseCalls = Locked(0)
    let printCalls = Locked(0)
    let codec = LinkCodec<String>(
      parse: {
        parseCalls.withLock { $0 += 1 }
        return $0.absoluteString
      },
      print: {
        printCalls.withLock { $0 += 1 }
        return URL(string: $0)
      },
      isUnknown: { _ in unknown })
    #expect(FuzzOracles.rawRoundTrip(utf8(text), codec: codec) == .passed)
    #expect(parseCalls.withLock { $0 } == parses)
    #expect(printCalls.withLock { $0 } == prints)
  }
}
