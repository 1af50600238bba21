import Foundation
import IrisCheck
import Mailbox

// NB: the report's own generators for the sample app, until the laws branch
// lands shared ones in MailboxChecks; then these go.

/// Text that stresses a link codec: reserved URL characters, unicode,
/// combining marks and emoji.
let linkText = Gen.string(
  from: Alphabet.urlReserved.union(.alphanumeric).union(.unicode).union(.emoji), length: 0...12)

/// Like ``linkText`` but never empty: identifiers and addresses.
let nonEmptyLinkText = Gen.string(
  from: Alphabet.urlReserved.union(.alphanumeric).union(.unicode).union(.emoji), length: 1...12)

/// Every ``MailboxIntent`` case, payloads included; `unknown` wraps a fixed
/// link.
let mailboxIntents: Gen<MailboxIntent> = {
  let thread = nonEmptyLinkText.map(ThreadID.init(rawValue:))
  let pane = Gen<SettingsPane?>.optional(.cases(of: SettingsPane.self))
  let unknownURL = URL(string: "mailbox://nowhere")!
  return Gen.oneOf(
    .just(.inbox),
    thread.map { .thread(id: $0) },
    Gen.zip(thread, Gen<Int>.int(in: 0...9_999)).map { .message(threadID: $0, messageID: $1) },
    linkText.map { .search(query: $0) },
    Gen.zip(Gen<String?>.optional(linkText), Gen<String?>.optional(linkText)).map {
      .compose(to: $0, subject: $1)
    },
    nonEmptyLinkText.map { .contact(address: $0) },
    pane.map { .settings(pane: $0) },
    pane.map { .settingsSheet(pane: $0) },
    pane.map { .settingsPush(pane: $0) },
    .just(.unknown(unknownURL))
  )
}()

/// The words of the mail app's links.
let mailboxVocabulary = URLVocabulary(
  schemes: ["mailbox"], hosts: ["inbox", "thread", "search", "compose", "contact", "settings"],
  pathWords: ["message", "general", "signature", "t-42", "7"], queryNames: ["q", "to", "subject"])

/// URL strings: printed links of generated intents, near misses of them
/// (one edit away), and links from the URL grammar over the app's words.
let mailboxLinks: Gen<String> = {
  let codec = MailboxCodec()
  let printed = mailboxIntents.map { codec.url(for: $0)?.absoluteString ?? "mailbox://inbox" }
  return Gen.oneOf(
    printed, Gen<String>.nearMiss(of: printed, vocabulary: mailboxVocabulary),
    Gen<String>.urlString(mailboxVocabulary))
}()
