import Foundation
import IrisCheckCore
import Mailbox

// NB: the navigation laws judge structure (which tab, which stack, which
// sheet), not escaping, so their payloads come from small fixed lists: one
// choice each. Counterexamples then read plainly, and every op is a flag,
// an op index and at most one payload index. Pushes sit at op index 2, which
// the shrinker probes first, so a failing sequence that builds a stack in
// some other way still shrinks to the same minimum whatever the seed.
extension MailboxGenerators {
  /// The thread that no longer exists in the navigation laws' content.
  public static let deletedThread: ThreadID = "deleted"

  /// Routes the navigation ops push; simplest `.settings(pane: nil)`.
  public static let route = Gen<MailboxRoute>.element(of: [
    .settings(pane: nil), .contact(address: "a"), .thread(id: "a"),
    .message(threadID: "a", messageID: 1), .searchResults(query: "a"), .thread(id: "b"),
  ])

  /// Sheets the navigation ops present; simplest the empty compose sheet.
  public static let sheet = Gen<MailboxSheet>.element(of: [
    .compose(draft: ComposeDraft()), .settings(pane: .general),
  ])

  /// Intents the navigation ops open, one of every case; simplest `.inbox`.
  public static let destination = Gen<MailboxIntent>.element(of: [
    .inbox, .settings(pane: nil), .thread(id: "a"), .message(threadID: "a", messageID: 1),
    .search(query: "a"), .search(query: ""), .compose(to: nil, subject: nil),
    .contact(address: "a"), .settingsSheet(pane: .general), .settingsPush(pane: .general),
    .thread(id: "b"), .unknown(URL(fileURLWithPath: "/")),
  ])

  /// Saved snapshots the navigation ops restore, each on the inbox with a
  /// thread open (so any restoration can stand in for another); simplest a
  /// thread open and search results parked.
  public static let savedState = Gen<MailboxState>.element(of: [
    MailboxState(stacks: [.inbox: [.thread(id: "a")], .search: [.searchResults(query: "a")]]),
    MailboxState(
      stacks: [.inbox: [.thread(id: "a"), .message(threadID: "a", messageID: 1)]],
      sheet: .compose(draft: ComposeDraft())),
    MailboxState(stacks: [.inbox: [.thread(id: "b")], .settings: [.settings(pane: .general)]]),
  ])

  /// What a user types into the search field: up to 8 letters or digits;
  /// simplest `""`, then `"a"`.
  public static let searchText = Gen<String>.string(from: .alphanumeric, length: 0...8)

  /// Navigation ops of every ``/Mailbox/MailboxOp`` case: named ops, links and taps
  /// (``destination``), gestures, typing (``searchText``) and restorations
  /// (``savedState``); simplest `.pop` (a no-op at launch).
  public static let op = Gen<MailboxOp>.oneOf(
    .just(.pop),
    Gen<MailboxTab>.cases().map { .selectTab($0) },
    route.map { .push($0) },
    .just(.dismissSheet),
    destination.map { .open($0) },
    sheet.map { .present($0) },
    Gen<MailboxTab>.cases().map { .tabTap($0) },
    .just(.backGesture),
    .just(.swipeToDismiss),
    searchText.map { .typeSearch($0) },
    savedState.map { .restore($0) })

  /// Links to ``deletedThread``: the thread or one of its messages.
  public static let staleLink = Gen<MailboxOp>.element(of: [
    .open(.thread(id: deletedThread)), .open(.message(threadID: deletedThread, messageID: 1)),
  ])
}
