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

/// URL strings: printed links of generated intents, the same with a
/// character inserted or the scheme and host uppercased, and free text
/// after `mailbox://`.
let mailboxLinks: Gen<String> = {
  let codec = MailboxCodec()
  let printed = mailboxIntents.map { codec.url(for: $0)?.absoluteString ?? "mailbox://inbox" }
  let edited = Gen.zip(printed, Gen<Character>.character(from: .urlReserved.union(.unicode)))
    .flatMap { link, character in
      Gen<Int>.int(in: 0...max(0, link.count)).map { offset in
        var copy = link
        copy.insert(character, at: copy.index(copy.startIndex, offsetBy: offset))
        return copy
      }
    }
  return Gen.oneOf(
    printed, edited, printed.map { $0.uppercased() }, linkText.map { "mailbox://" + $0 })
}()
