import IrisCheckCore

extension CodecLaws where Intent: Sendable {
  /// Collects the laws for a codec and the inputs its ``suite`` runs them
  /// over: each intent law over `intents`, then each string law over
  /// `urls`.
  ///
  /// ```swift
  /// await CodecLaws(
  ///   .mailbox, intents: MailboxGenerators.intent, urls: MailboxGenerators.urlString
  /// ).suite.check()
  /// ```
  /// - Parameters:
  ///   - codec: the codec under test.
  ///   - caseInsensitiveSchemeAndHost: whether to include
  ///     `CaseInsensitiveSchemeAndHost`; defaults to `true`.
  ///   - origins: the origins the codec owns (`OwnOriginsOnly`); defaults
  ///     to none.
  ///   - reads: the placeholders the router must read (`NothingDropped`);
  ///     defaults to none.
  ///   - intents: the generator of intents, for the intent laws.
  ///   - urls: the generator of URL strings, for the string laws; typically
  ///     `Gen.urlString(_:)` mixed with near misses of printed links.
  public init(
    _ codec: LinkCodec<Intent>, caseInsensitiveSchemeAndHost: Bool = true,
    origins: [String] = [], reads: Set<String> = [], intents: Gen<Intent>, urls: Gen<String>
  ) {
    self.init(
      codec, caseInsensitiveSchemeAndHost: caseInsensitiveSchemeAndHost, origins: origins,
      reads: reads)
    makeSuite = { laws in
      LawSuite(
        laws.intentLaws.map {
          .law($0, over: intents, classify: { "intent ." + CaseName.of($0) })
        })
        + laws.stringSuite(urls)
    }
  }
}

extension CodecLaws {
  // NB: the links mix, for a codec made from templates, links built from
  // the templates (placeholders filled with plain words, the templates'
  // own words, dot segments and escaped delimiters), the same with one
  // path `/` escaped, their near misses and their origins swapped for
  // look-alikes; then random URL strings over the templates' words. Only
  // link text crosses tasks, so the intents need not be `Sendable`.
  func stringSuite(_ urls: Gen<String>) -> LawSuite {
    let codec = codec
    let classifyURL: @Sendable (String) -> String = { string in
      guard let intent = codec.parse(string: string) else { return "link rejected by URL(string:)" }
      return codec.isUnknown(intent) ? "link parses to unknown" : "link parses to a known intent"
    }
    return LawSuite(stringLaws.map { .law($0, over: urls, classify: classifyURL) })
  }
}
