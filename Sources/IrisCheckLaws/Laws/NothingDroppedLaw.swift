import Foundation
import IrisCheckCore

/// NothingDropped: every value the app says a route reads changes what the
/// link means.
///
/// Opt in by naming the placeholders (``CodecLaws/init(_:caseInsensitiveSchemeAndHost:origins:reads:)``'s
/// `reads`): a router may ignore some on purpose (a creator's name beside a
/// unique project id), so the law judges only those named.
///
/// **Contract.** For every URL string `s` that parses to a known intent
/// `i` and matches a template `t` of the codec, and every placeholder `p`
/// of `t` named in `reads`: the link `s'` made from `t` with the same
/// values but `p`'s followed by `1` parses to an intent other than `i`.
///
/// **Generated.** URL strings; the suite's links come from the templates.
/// Links that match no template with a named placeholder, or that parse to
/// unknown, are outside the domain.
///
/// **Violation.**
///
/// ```
/// ❌ NothingDropped violated (value dropped): parse("https://app.example/thanks?token=a")
///    = .thanks, and parse("https://app.example/thanks?token=a1") = .thanks too:
///    the value of :token in "https://app.example/thanks?token=:token" is dropped
/// ```
package struct NothingDroppedLaw<Intent: Equatable>: Law {
  /// The codec under test.
  package let codec: LinkCodec<Intent>
  private let templates: [LinkTemplate]
  private let reads: Set<String>

  /// The law for a codec made from templates and a non-empty `reads`;
  /// `nil` otherwise.
  package init?(_ codec: LinkCodec<Intent>, reads: Set<String>) {
    guard let routes = codec.routes, !reads.isEmpty else { return nil }
    self.codec = codec
    self.templates = routes.templates
    self.reads = reads
  }

  /// `NothingDropped`.
  package var name: String { "NothingDropped" }

  /// `links with a read value that parse to a known intent`.
  package var domainName: String? { "links with a read value that parse to a known intent" }

  /// Links that match a template with a named placeholder and parse to a
  /// known intent.
  package func isInDomain(_ string: String) -> Bool {
    guard !readValues(string).isEmpty, let url = URL(string: string) else { return false }
    return !codec.isUnknown(codec.parse(url))
  }

  /// Changes each read value in turn and compares what the links parse to.
  /// - Parameter string: a URL string.
  /// - Returns: `nil` when the law holds; otherwise a violation in
  ///   direction `value dropped` for the first value that changed nothing.
  package func check(_ string: String) -> LawViolation? {
    let found = readValues(string)
    guard !found.isEmpty, let url = URL(string: string) else { return nil }
    let intent = codec.parse(url)
    guard !codec.isUnknown(intent) else { return nil }
    for (template, values, name) in found {
      var changed = values
      changed[name, default: ""] += "1"
      let other = template.render(changed)
      guard let otherURL = URL(string: other), codec.parse(otherURL) == intent else { continue }
      return LawViolation(
        law: self.name, direction: "value dropped",
        message: "parse(\(SwiftLiteral.describe(string))) = \(SwiftLiteral.describe(intent)), "
          + "and parse(\(SwiftLiteral.describe(other))) = \(SwiftLiteral.describe(intent)) too: "
          + "the value of :\(name) in \(SwiftLiteral.describe(template.text)) is dropped")
    }
    return nil
  }

  /// Each matching template with its values and one read placeholder.
  private func readValues(
    _ string: String
  ) -> [(template: LinkTemplate, values: [String: String], name: String)] {
    templates.flatMap { template -> [(LinkTemplate, [String: String], String)] in
      let names = template.parameters.filter(reads.contains)
      guard !names.isEmpty, let values = template.match(string) else { return [] }
      return names.map { (template, values, $0) }
    }
  }
}
