import Foundation
import IrisCheckCore
import IrisCheckLaws
import Mailbox

/// The sample app's generators, one of each, shared by the law suites,
/// `make check`, the fuzz targets, the corpus maker and the tests.
///
/// Text payloads are `Gen.linkPayload`, dense with what codecs get
/// wrong, so every intent that carries text stresses the codec's escaping. The simplest intent (all-zero choices) is
/// ``/Mailbox/MailboxIntent/inbox``.
public enum MailboxGenerators {
  /// The words of the app's links, for `Gen.urlString(_:)` and near
  /// misses: scheme `mailbox`, its hosts, path words and query names.
  public static let vocabulary = URLVocabulary(
    schemes: ["mailbox"],
    hosts: ["inbox", "thread", "search", "compose", "contact", "settings"],
    pathWords: ["message", "42", "general", "accounts", "notifications", "signature"],
    queryNames: ["q", "to", "subject"])

  /// Identifiers and free text: ids, search strings, addresses, subjects.
  ///
  /// They are `Gen.linkPayload` (every URL delimiter, dot segments, `""`,
  /// whitespace of several kinds, invisible and non-BMP characters, digits
  /// only, very long strings). Simplest: `""`, then `"/"`, `"+"`, `"%"`,
  /// …, so a codec that mishandles one delimiter shrinks to that delimiter
  /// alone.
  public static let identifier = Gen<String>.linkPayload

  /// Intents of every ``/Mailbox/MailboxIntent`` case, each about equally likely,
  /// with payloads from ``identifier``; simplest `.inbox`.
  ///
  /// Message numbers are any `Int`, type bounds and `-1` (no link)
  /// included (`Gen.int()`), compose
  /// fields (the link's query parameters) are optional, unknown links are
  /// URL strings over ``vocabulary``.
  public static let intent = Gen<MailboxIntent>.oneOf(
    .just(.inbox),
    identifier.map { .thread(id: ThreadID($0)) },
    Gen<(String, Int)>.zip(identifier, .int()).map {
      .message(threadID: ThreadID($0), messageID: $1)
    },
    identifier.map { .search(query: $0) },
    Gen<(String?, String?)>.zip(.optional(identifier), .optional(identifier)).map {
      .compose(to: $0, subject: $1)
    },
    identifier.map { .contact(address: $0) },
    pane.map { .settings(pane: $0) },
    pane.map { .settingsSheet(pane: $0) },
    pane.map { .settingsPush(pane: $0) },
    Gen.urlString(vocabulary).map { .unknown(URL(string: $0) ?? fallbackLink) }
  )

  /// URL strings: grammar-aware strings over ``vocabulary`` (simplest
  /// `"mailbox://inbox"`) or near misses (one edit away) of the links
  /// ``intent`` prints, in equal parts.
  public static let urlString = Gen<String>.oneOf(
    .urlString(vocabulary),
    .nearMiss(
      of: intent.map { MailboxCodec().url(for: $0)?.absoluteString ?? "mailbox://inbox" },
      vocabulary: vocabulary))

  /// Journeys for the restoration law: up to four intents (the empty
  /// journey restores the launch state).
  public static let journey = Gen<[MailboxIntent]>.array(of: intent, count: 0...4)

  private static let pane = Gen<SettingsPane?>.optional(.cases(of: SettingsPane.self))

  private static let fallbackLink = URL(string: "mailbox://nowhere")!
}
