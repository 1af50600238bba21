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
}
