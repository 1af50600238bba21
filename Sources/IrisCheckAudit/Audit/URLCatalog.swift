import IrisCheckCore
import IrisCheckLaws

/// A Markdown catalog of a codec's links: one row per intent case that
/// prints, with an example intent as Swift, its URL pattern and example URL,
/// and whether the example survives `RoundTrip`.
///
/// Built by ``NavigationAudit/catalog()`` from the live code: the example
/// is the first of the audit's examples of that case that prints, so the
/// catalog can never show a link the codec does not produce.
public struct URLCatalog: Hashable, Sendable {
  /// One intent case's row.
  package struct Entry: Hashable, Sendable {
    /// The case's signature, such as `.thread(id:)`.
    package var intent: String
    /// The example intent as Swift source, from ``SwiftLiteral``.
    package var example: String
    /// The example URL with its captures shown as `{label}`, such as
    /// `mailbox://thread/{id}`.
    package var pattern: String
    /// The example URL exactly as printed.
    package var url: String
    /// The round-trip law's verdict on the example, `nil` when it holds.
    package var violation: LawViolation?

    /// Whether the example round-trips.
    package var isVerified: Bool { violation == nil }
  }

  /// One entry per printable intent case, in the examples' order.
  package var entries: [Entry]
  /// Signatures of the example cases that print no link (unknown, link-less
  /// by design, or broken: the audit's check 2 tells which).
  public var linkless: [String]

  /// Whether every entry round-trips.
  public var isVerified: Bool { entries.allSatisfy(\.isVerified) }

  /// The entry of an intent case.
  /// - Parameter signature: the case's signature, such as `.thread(id:)`.
  /// - Returns: its entry, or `nil` when the case prints no link.
  package func entry(for signature: String) -> Entry? {
    entries.first { $0.intent == signature }
  }

  /// The catalog as Markdown: a table (Intent, Example, Pattern, URL, Round
  /// trip), then the cases without a link.
  public var markdown: String {
    var table = MarkdownTable(["Intent", "Example", "Pattern", "URL", "Round trip"])
    for entry in entries {
      table.append([
        MarkdownTable.code(entry.intent), MarkdownTable.code(entry.example),
        MarkdownTable.code(entry.pattern), MarkdownTable.code(entry.url),
        entry.violation.map { "✗ " + $0.description } ?? "round trip ✓",
      ])
    }
    var text = "## URL Catalog\n\n" + table.text + "\n"
    if !linkless.isEmpty {
      text += "\nNo link: " + linkless.map(MarkdownTable.code).joined(separator: ", ") + "\n"
    }
    return text
  }
}

extension NavigationAudit {
  /// Builds the URL catalog from the examples (generated intents are not
  /// catalogued), verifying each row with `RoundTrip`.
  /// - Returns: one entry per example case that prints.
  public func catalog() -> URLCatalog {
    let law = RoundTripLaw(codec)
    var entries: [URLCatalog.Entry] = []
    var linkless: [String] = []
    for caseName in unique(examples.map(CaseName.of)) {
      let ofCase = examples.filter { CaseName.of($0) == caseName }
      let signature = "." + CaseName.signature(of: ofCase[0])
      guard
        let (intent, url) = ofCase.lazy.compactMap({ i in self.codec.print(i).map { (i, $0) } })
          .first
      else {
        linkless.append(signature)
        continue
      }
      let link = url.absoluteString
      entries.append(
        URLCatalog.Entry(
          intent: signature, example: SwiftLiteral.describe(intent),
          pattern: LinkParts(link).pattern(fields: PayloadFields.of(intent)), url: link,
          violation: law.check(intent)))
    }
    return URLCatalog(entries: entries, linkless: linkless)
  }
}
