import IrisCheck
import IrisCheckFixtures
import IrisFuzz
import MailboxChecks

/// What each `Fuzz/` executable checks, by target name: the same
/// `FuzzOracles` call its `LLVMFuzzerTestOneInput` makes, returning the
/// outcome instead of trapping.
enum FuzzTargetOracles {
  /// The planted target, whose crashers are expected to fail.
  static let planted = "PlantedPercentCrash"

  /// Every target's oracle.
  static let byName: [String: @Sendable ([UInt8]) -> OracleOutcome] = [
    "MailboxCodecRaw": { FuzzOracles.rawCodec($0, codec: .mailbox) },
    "MailboxIntentChoices": {
      FuzzOracles.intentRoundTrip($0, generator: MailboxGenerators.intent, codec: .mailbox)
    },
    "MailboxDifferential": { FuzzOracles.irisRouterDifferential($0) },
    "RouterPatterns": { FuzzOracles.routerPatterns($0) },
    planted: { FuzzOracles.rawCodec($0, codec: PlantedPercentCodec.codec) },
  ]
}
