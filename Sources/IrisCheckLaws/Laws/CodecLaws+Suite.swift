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
  ///   - intents: the generator of intents, for `intentLaws`.
  ///   - urls: the generator of URL strings, for `stringLaws`; typically
  ///     `Gen.urlString(_:)` mixed with near misses of printed links.
  /// - Returns: the suite: `RoundTripLaw`, `NormalisationStableLaw`, `TotalityLaw`,
  ///   `CanonicalIdempotenceLaw` and (when enabled)
  ///   `CaseInsensitiveSchemeAndHostLaw`.
  public func suite(intents: Gen<Intent>, urls: Gen<String>) -> LawSuite {
    LawSuite(
      intentLaws.map { .law($0, over: intents, classify: { "intent ." + CaseName.of($0) }) })
      + stringSuite(urls)
  }
}

extension CodecLaws {
  /// The string laws as a ``LawSuite``, for a router with no intent
  /// generator: a parse-only codec, above all.
  ///
  /// The links mix, for a codec made from templates, links built from the
  /// templates (placeholders filled with plain words, the templates' own
  /// words, dot segments and escaped delimiters), the same with one path
  /// `/` escaped, their near misses and their origins swapped for
  /// look-alikes (uppercase, trailing dot, user info, a suffix host, a
  /// port, an IDN look-alike and its Punycode); then random URL strings
  /// over the templates' words, and `urls` when given.
  ///
  /// ```swift
  /// await CodecLaws(router, origins: ["https://app.example"]).suite().check()
  /// ```
  /// - Parameter urls: more URL strings to judge, such as links from the
  ///   app's logs; defaults to none.
  /// - Returns: the suite: every law of `stringLaws`. A codec with a
  ///   printer gets no intent law here; use ``suite(intents:urls:)``.
  ///   The intents need not be `Sendable`: only link text crosses tasks.
  public func suite(urls: Gen<String>? = nil) -> LawSuite {
    stringSuite(.routerLinks(codec.routes?.templates ?? [], extra: urls))
  }

  fileprivate func stringSuite(_ urls: Gen<String>) -> LawSuite {
    let codec = codec
    let classifyURL: @Sendable (String) -> String = { string in
      guard let intent = codec.parse(string: string) else { return "link rejected by URL(string:)" }
      return codec.isUnknown(intent) ? "link parses to unknown" : "link parses to a known intent"
    }
    return LawSuite(stringLaws.map { .law($0, over: urls, classify: classifyURL) })
  }
}
