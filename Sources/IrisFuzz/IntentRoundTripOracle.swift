import IrisCheckCore
import IrisCheckLaws

extension FuzzOracles {
  /// The most choices one fuzz input may draw; 1,024.
  package static let maxChoices = 1_024

  /// Oracle 2: bytes as choices, drawn into an intent, through every law.
  ///
  /// The bytes feed a `ByteSource`; `generator` draws an intent from it
  /// (past the end of the bytes every draw is `0`, the simplest choice, so
  /// every input yields an intent). The intent must satisfy every intent law
  /// (`RoundTrip`, `NormalisationStable`) and, when it prints, its
  /// printed link must satisfy every string law.
  /// Generation that stops (a filter gave up, more than `maxChoices`
  /// choices) is skipped.
  /// - Parameters:
  ///   - bytes: the fuzzer's input.
  ///   - generator: the consumer's intent generator.
  ///   - codec: the codec under test.
  ///   - caseInsensitiveSchemeAndHost: whether the printed link must also
  ///     satisfy `CaseInsensitiveSchemeAndHost`; defaults to `true`.
  /// - Returns: the outcome.
  public static func intentRoundTrip<Intent: Equatable>(
    _ bytes: [UInt8],
    generator: Gen<Intent>,
    codec: LinkCodec<Intent>,
    caseInsensitiveSchemeAndHost: Bool = true
  ) -> OracleOutcome {
    let recorder = ChoiceRecorder(
      source: ByteSource(bytes), exhaustion: .drawSimplest, maxChoices: maxChoices)
    let intent: Intent
    do {
      intent = try generator.generate(recorder)
    } catch {
      return .skipped("generation stopped: \(error)")
    }
    let laws = CodecLaws(codec, caseInsensitiveSchemeAndHost: caseInsensitiveSchemeAndHost)
    if let violation = laws.check(intent: intent) { return .violated(violation) }
    guard let printed = codec.print(intent) else { return .passed }
    return checkString(
      printed.absoluteString, codec: codec,
      caseInsensitiveSchemeAndHost: caseInsensitiveSchemeAndHost)
  }
}
