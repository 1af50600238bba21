import IrisCheckCore

/// Every codec law for one codec, as two lists: the laws judged on URL
/// strings and the laws judged on intents.
///
/// Drivers (tests, replay, the fuzz oracles) iterate these lists instead of
/// naming laws one by one, so a law added here is checked everywhere.
public struct CodecLaws<Intent: Equatable>: Sendable {
  /// Laws judged on one URL string.
  ///
  /// In this order: `Totality`;
  /// `CanonicalIdempotence` (a codec with a printer);
  /// `CaseInsensitiveSchemeAndHost` (when enabled);
  /// `EscapedDelimiterIsData` and `ParseNormalisationStable` (a parse-only
  /// codec); `StableAcrossLaunches` (a codec made from templates);
  /// `NothingDropped` (templates and `reads`); `OwnOriginsOnly` (`origins`).
  /// See <doc:BringYourOwnRouter>.
  package let stringLaws: [any Law<String>]
  /// Laws judged on one intent: `RoundTrip` and
  /// `NormalisationStable`, in that order; none for a parse-only codec.
  package let intentLaws: [any Law<Intent>]
  /// The codec under test.
  public let codec: LinkCodec<Intent>
  /// The laws as a ``LawSuite``, over the inputs the initialiser was given:
  /// each intent law over `intents`, then each string law over `urls`; with
  /// no intents, the string laws over links built from the codec's
  /// templates, and `urls` when given.
  ///
  /// Intents are classified by case name (`.thread`), URL strings by what
  /// the codec makes of them (rejected by `URL(string:)`, parsed to an
  /// unknown intent, parsed to a known one).
  public var suite: LawSuite { makeSuite(self) }
  var makeSuite: @Sendable (CodecLaws) -> LawSuite

  /// Collects the laws for a codec.
  /// - Parameters:
  ///   - codec: the codec under test.
  ///   - caseInsensitiveSchemeAndHost: whether to include
  ///     `CaseInsensitiveSchemeAndHost`; defaults to `true`. Pass
  ///     `false` for a codec that deliberately matches case-sensitively.
  ///   - origins: the origins the codec owns (`https://app.example`,
  ///     `myapp://*`); any other origin must parse to unknown
  ///     (`OwnOriginsOnly`). Defaults to none: the law is not run.
  ///   - reads: the placeholders of the codec's templates that the router
  ///     must read, so changing one changes the intent (`NothingDropped`).
  ///     Defaults to none: the law is not run.
  ///   - urls: more URL strings for ``suite``'s string laws, such as links
  ///     from the app's logs; defaults to none.
  public init(
    _ codec: LinkCodec<Intent>, caseInsensitiveSchemeAndHost: Bool = true,
    origins: [String] = [], reads: Set<String> = [], urls: Gen<String>? = nil
  ) {
    var stringLaws: [any Law<String>] = [TotalityLaw(codec)]
    if codec.prints { stringLaws.append(CanonicalIdempotenceLaw(codec)) }
    if caseInsensitiveSchemeAndHost {
      stringLaws.append(CaseInsensitiveSchemeAndHostLaw(codec))
    }
    if !codec.prints {
      stringLaws += [EscapedDelimiterLaw(codec), ParseNormalisationLaw(codec)] as [any Law<String>]
    }
    if let law = StableAcrossLaunchesLaw(codec) { stringLaws.append(law) }
    if let law = NothingDroppedLaw(codec, reads: reads) { stringLaws.append(law) }
    if let law = OriginLaw(codec, origins: origins) { stringLaws.append(law) }
    self.stringLaws = stringLaws
    self.intentLaws = codec.prints ? [RoundTripLaw(codec), NormalisationStableLaw(codec)] : []
    self.codec = codec
    self.makeSuite = { laws in
      laws.stringSuite(.routerLinks(laws.codec.routes?.templates ?? [], extra: urls))
    }
  }

  /// Judges one URL string against every string law.
  /// - Parameter string: a URL string.
  /// - Returns: the first violation, in `stringLaws` order, or `nil`.
  public func check(string: String) -> LawViolation? {
    for law in stringLaws {
      if let violation = law.check(string) { return violation }
    }
    return nil
  }

  /// Judges one intent against every intent law.
  /// - Parameter intent: an intent.
  /// - Returns: the first violation, in `intentLaws` order, or `nil`.
  public func check(intent: Intent) -> LawViolation? {
    for law in intentLaws {
      if let violation = law.check(intent) { return violation }
    }
    return nil
  }
}
