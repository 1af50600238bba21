extension CodecLaws where Intent: Sendable {
  /// The codec laws as a ``LawSuite``: each intent law over `intents`, then
  /// each string law over `urls`.
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
  /// - Returns: the suite: ``RoundTripLaw``, ``TotalityLaw``,
  ///   ``CanonicalIdempotenceLaw`` and (when enabled)
  ///   ``CaseInsensitiveSchemeAndHostLaw``.
  public func suite(intents: Gen<Intent>, urls: Gen<String>) -> LawSuite {
    LawSuite(
      intentLaws.map { .law($0, over: intents) } + stringLaws.map { .law($0, over: urls) })
  }
}
