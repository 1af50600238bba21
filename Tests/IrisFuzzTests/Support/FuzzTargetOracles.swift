import IrisCheck
import IrisFuzz

/// What each `Fuzz/` executable checks, by target name: the same
/// `FuzzOracles` call its `LLVMFuzzerTestOneInput` makes, returning the
/// outcome instead of trapping.
enum FuzzTargetOracles {
  /// The planted target, whose crashers are expected to fail.
  static let planted = "PlantedPercentCrash"

  /// Every target's oracle.
  static let byName: [String: @Sendable ([UInt8]) -> OracleOutcome] = [
    planted: { FuzzOracles.rawCodec($0, codec: PlantedPercentCodec.codec) }
  ]
}
