import Foundation
import IrisCheck
import Mailbox

/// Generators for the sample app's values, for property tests, fuzz targets
/// and corpus seeds alike.
///
/// Text values draw from URL delimiters, escapes, spaces and non-ASCII
/// (`/ ? # & = + % : @`, `é`, `💌`) as well as letters and digits, so every
/// intent that carries text stresses the codec's escaping. The simplest
/// intent (all-zero choices) is ``MailboxIntent/inbox``.
public enum MailboxGenerators {
  /// Text for ids, queries and addresses: 0 to 12 characters, simplest `""`.
  public static let text = Gen<String>.string(
    from: .characters("a1/?#&=+% :@.~-_é💌").union(.alphanumeric), length: 0...12)

  /// Thread identifiers over ``text``.
  public static let threadID = text.map { ThreadID($0) }

  /// Intents of every ``MailboxIntent`` case, each case about equally likely.
  ///
  /// `unknown` carries one of a few fixed links. Simplest: `.inbox`.
  public static let intent = Gen<MailboxIntent>.oneOf(
    .just(.inbox),
    threadID.map { .thread(id: $0) },
    Gen.zip(threadID, Gen.int(in: -1...100_000)).map { .message(threadID: $0, messageID: $1) },
    text.map { .search(query: $0) },
    Gen.zip(Gen.optional(text), Gen.optional(text)).map { .compose(to: $0, subject: $1) },
    text.map { .contact(address: $0) },
    pane.map { .settings(pane: $0) },
    pane.map { .settingsSheet(pane: $0) },
    pane.map { .settingsPush(pane: $0) },
    Gen.element(of: unknownLinks).map { .unknown($0) }
  )

  private static let pane = Gen<SettingsPane?>.optional(.cases(of: SettingsPane.self))

  private static let unknownLinks = ["mailbox://nowhere", "other://inbox", "mailbox:inbox"]
    .compactMap { URL(string: $0) }
}
