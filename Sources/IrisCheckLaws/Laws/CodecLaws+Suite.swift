import IrisCheckCore

extension CodecLaws where Intent: Sendable {
  /// The codec laws as a ``LawSuite``: each intent law over `intents`, then
  /// each string law over `urls`.
  ///
  /// Intents are classified by case name (`.thread`), URL strings by what
  /// the codec makes of them (rejected by `URL(string:)`, parsed to an
  /// unknown intent, parsed to a known one).
  ///
  /// ```swift
  /// await CodecLaws(.mailbox).suite(
  ///   intents: MailboxGenerators.intent, urls: MailboxGenerators.urlString
  /// ).check()
  /// ```
  /// - Parameters:
  ///   - intents: the generator of intents, for ``intentLaws``.
  ///   - urls: the generator of URL strings, for ``stringLaws``; typically
  ///     ``Gen/urlString(_:)`` mixed with near misses of printed links.
  /// - Returns: the suite: ``RoundTripLaw``, ``NormalisationStableLaw``, ``TotalityLaw``,
  ///   ``CanonicalIdempotenceLaw`` and (when enabled)
  ///   ``CaseInsensitiveSchemeAndHostLaw``.
  public func suite(intents: Gen<Intent>, urls: Gen<String>) -> LawSuite {
    let codec = codec
    let classifyURL: @Sendable (String) -> String = { string in
      guard let intent = codec.parse(string: string) else { return "link rejected by URL(string:)" }
      return codec.isUnknown(intent) ? "link parses to unknown" : "link parses to a known intent"
    }
    return LawSuite(
      intentLaws.map { .law($0, over: intents, classify: { "intent ." + CaseName.of($0) }) }
        + stringLaws.map { .law($0, over: urls, classify: classifyURL) })
  }
}
