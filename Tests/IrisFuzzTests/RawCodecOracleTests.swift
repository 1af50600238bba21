import Foundation
import IrisCheck
import IrisCheckFixtures
import IrisFuzz
import Testing

struct RawCodecOracleTests {
  // MARK: - rawCodec

  @Test func textURLRejectsIsSkipped() {
    #expect(
      FuzzOracles.rawCodec([], codec: echoCodec) == .skipped("URL(string:) rejected the text"))
    #expect(
      FuzzOracles.rawCodec(utf8("x://a b/"), codec: echoCodec)
        == .skipped("URL(string:) rejected the text"))
  }

  @Test func aCanonicalCodecPassesWithCaseInsensitivityOff() {
    for text in ["x://h/a%2Fb?q=1", "x://h/a b", "\u{FFFD}", "%", "planted://p/a"] {
      #expect(
        FuzzOracles.rawCodec(utf8(text), codec: echoCodec, caseInsensitiveSchemeAndHost: false)
          == .passed, "\(text)")
    }
  }

  @Test func reportsTheFirstBrokenLawWithItsMessage() {
    let outcome = FuzzOracles.rawCodec(utf8("x://h/p"), codec: echoCodec)
    #expect(
      outcome.violation?.description
        == "CaseInsensitiveSchemeAndHost violated (uppercased scheme and host): "
        + #"parse("x://h/p") = "x://h/p", but parse("X://H/p") = "X://H/p""#
    )
  }

  @Test func plantedCodecPassesOnLinksWithoutTheTrap() {
    for text in ["planted://p/a/b%2Fc", "planted://p", "PLANTED://P/%41", "mailbox://inbox"] {
      #expect(
        FuzzOracles.rawCodec(utf8(text), codec: PlantedPercentCodec.codec) == .passed, "\(text)")
    }
  }

  /// The oracle names its laws itself (to read each link once), so this
  /// pins it to ``CodecLaws``: a codec breaking each string law is caught
  /// under that law's name, and no law is left out.
  @Test func catchesABreakOfEveryStringLawCodecLawsHas() {
    let calls = Locked(0)
    let flipping = LinkCodec<String>(
      parse: { _ in
        let count = calls.withLock { count in
          count += 1
          return count
        }
        return count.isMultiple(of: 2) ? "even" : "odd"
      },
      print: { _ in nil }, isUnknown: { _ in false })
    let slashing = LinkCodec<String>(
      parse: { $0.absoluteString }, print: { URL(string: $0 + "/") }, isUnknown: { _ in false })
    let caught = [
      FuzzOracles.rawCodec(utf8("x://h/p"), codec: flipping),
      FuzzOracles.rawCodec(utf8("x://h/p"), codec: slashing, caseInsensitiveSchemeAndHost: false),
      FuzzOracles.rawCodec(utf8("x://h/p"), codec: echoCodec),
    ].map { $0.violation?.law }
    #expect(caught == CodecLaws(echoCodec).stringLaws.map(\.name))
  }
}
