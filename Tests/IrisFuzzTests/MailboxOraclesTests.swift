import IrisCheck
import IrisCheckFixtures
import IrisFuzz
import Mailbox
import MailboxChecks
import Testing

/// The Mailbox fuzz targets' oracles driven by seeded random bytes under
/// plain `swift test`: the same checks libFuzzer runs, without the fuzzer.
struct MailboxOraclesTests {
  private static func randomInputs(seed: UInt64, count: Int = 300) -> [[UInt8]] {
    var source = SeededSource(seed: seed)
    return (0..<count).map { _ in
      let length = Int(source.next(upTo: 48) ?? 0)
      return (0..<length).map { _ in UInt8(source.next(upTo: 255) ?? 0) }
    }
  }

  // MARK: - catalog

  @Test(arguments: MailboxIntent.examples)
  func everyCatalogIntentPassesEveryLaw(_ intent: MailboxIntent) {
    let laws = CodecLaws(LinkCodec.mailbox)
    #expect(laws.check(intent: intent) == nil)
    if let url = LinkCodec.mailbox.print(intent) {
      #expect(laws.check(string: url.absoluteString) == nil)
    }
  }

  // MARK: - oracles

  @Test func randomChoicesNeverBreakTheIntentRoundTrip() {
    for bytes in Self.randomInputs(seed: 11) {
      let outcome = FuzzOracles.intentRoundTrip(
        bytes, generator: MailboxGenerators.intent, codec: .mailbox)
      #expect(outcome.violation == nil, "\(outcome)")
    }
  }

  @Test func mutatedCatalogLinksNeverBreakTheStringLaws() {
    let links = MailboxIntent.examples.compactMap { LinkCodec.mailbox.print($0)?.absoluteString }
    for (index, bytes) in Self.randomInputs(seed: 12).enumerated() {
      let link = Array(links[index % links.count].utf8)
      let cut = bytes.isEmpty ? link.count : Int(bytes[0]) % (link.count + 1)
      let mutated = Array(link.prefix(cut)) + bytes.dropFirst()
      let outcome = FuzzOracles.rawCodec(mutated, codec: .mailbox)
      #expect(outcome.violation == nil, "\(outcome)")
      #expect(FuzzOracles.irisRouterDifferential(mutated).violation == nil)
    }
  }
}
