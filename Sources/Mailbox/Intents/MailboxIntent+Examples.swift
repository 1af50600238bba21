import Foundation

extension MailboxIntent {
  /// One example per case, in declaration order, for docs, catalogs and seeds.
  ///
  /// The thread example uses an identifier with reserved characters and an
  /// emoji, so anything that renders or round-trips the catalog meets
  /// percent-encoding. Every example except the resolved settings forms and
  /// ``unknown(_:)`` has a link (``MailboxCodec`` prints it).
  public static let examples: [MailboxIntent] = [
    .inbox,
    .thread(id: "q3/plan #2 + 50% 🚀"),
    .message(threadID: "t-42", messageID: 3),
    .search(query: "invoice 2026"),
    .compose(to: "ana@example.com", subject: "Lunch?"),
    .contact(address: "ana@example.com"),
    .settings(pane: .signature),
    .settingsSheet(pane: .notifications),
    .settingsPush(pane: nil),
    .unknown(URL(string: "mailbox://nowhere")!),
  ]
}
