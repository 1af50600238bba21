import IrisCheckCore

/// Every codec law for one codec, as two lists: the laws judged on URL
/// strings and the laws judged on intents.
///
/// Drivers (tests, replay, the fuzz oracles) iterate these lists instead of
/// naming laws one by one, so a law added here is checked everywhere.
public struct CodecLaws<Intent: Equatable>: Sendable {
  /// Laws judged on one URL string: ``TotalityLaw``,
  /// ``CanonicalIdempotenceLaw`` and, when enabled,
  /// ``CaseInsensitiveSchemeAndHostLaw``, in that order.
  public let stringLaws: [any Law<String>]
  /// Laws judged on one intent: ``RoundTripLaw`` and
  /// ``NormalisationStableLaw``, in that order.
  public let intentLaws: [any Law<Intent>]
  /// The codec under test.
  public let codec: LinkCodec<Intent>

  /// Collects the laws for a codec.
  /// - Parameters:
  ///   - codec: the codec under test.
  ///   - caseInsensitiveSchemeAndHost: whether to include
  ///     ``CaseInsensitiveSchemeAndHostLaw``; defaults to `true`. Pass
  ///     `false` for a codec that deliberately matches case-sensitively.
  public init(_ codec: LinkCodec<Intent>, caseInsensitiveSchemeAndHost: Bool = true) {
    var stringLaws: [any Law<String>] = [TotalityLaw(codec), CanonicalIdempotenceLaw(codec)]
    if caseInsensitiveSchemeAndHost {
      stringLaws.append(CaseInsensitiveSchemeAndHostLaw(codec))
    }
    self.stringLaws = stringLaws
    self.intentLaws = [RoundTripLaw(codec), NormalisationStableLaw(codec)]
    self.codec = codec
  }

  /// Judges one URL string against every string law.
  /// - Parameter string: a URL string.
  /// - Returns: the first violation, in ``stringLaws`` order, or `nil`.
  public func check(string: String) -> LawViolation? {
    for law in stringLaws {
      if let violation = law.check(string) { return violation }
    }
    return nil
  }

  /// Judges one intent against every intent law.
  /// - Parameter intent: an intent.
  /// - Returns: the first violation, in ``intentLaws`` order, or `nil`.
  public func check(intent: Intent) -> LawViolation? {
    for law in intentLaws {
      if let violation = law.check(intent) { return violation }
    }
    return nil
  }
}
