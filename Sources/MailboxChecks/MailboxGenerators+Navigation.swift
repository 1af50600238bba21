import IrisCheckCore
import Mailbox

extension MailboxGenerators {
  /// The thread that no longer exists in the navigation laws' content.
  public static let deletedThread: ThreadID = "deleted"

  /// Routes of every case, payloads from ``identifier``; simplest
  /// `.contact(address: "")`.
  public static let route = Gen<MailboxRoute>.oneOf(
    identifier.map { .contact(address: $0) },
    identifier.map { .thread(id: ThreadID($0)) },
    Gen<(String, Int)>.zip(identifier, .int(in: 0...1_000)).map {
      .message(threadID: ThreadID($0), messageID: $1)
    },
    identifier.map { .searchResults(query: $0) },
    Gen<SettingsPane?>.optional(.cases(of: SettingsPane.self)).map { .settings(pane: $0) })

  /// Sheets of both cases; simplest the empty compose sheet.
  public static let sheet = Gen<MailboxSheet>.oneOf(
    Gen<(String?, String?)>.zip(.optional(identifier), .optional(identifier)).map {
      .compose(draft: ComposeDraft(to: $0, subject: $1))
    },
    Gen<SettingsPane?>.optional(.cases(of: SettingsPane.self)).map { .settings(pane: $0) })

  /// Navigation ops of every ``MailboxOp`` case: named ops, links and taps
  /// (``intent``), gestures, typing, and restorations of states a
  /// ``journey`` reaches; simplest `.pop` (a no-op at launch).
  public static let op = Gen<MailboxOp>.oneOf(
    .just(.pop),
    .just(.dismissSheet),
    Gen<MailboxTab>.cases().map { .selectTab($0) },
    route.map { .push($0) },
    intent.map { .open($0) },
    sheet.map { .present($0) },
    Gen<MailboxTab>.cases().map { .tabTap($0) },
    .just(.backGesture),
    .just(.swipeToDismiss),
    identifier.map { .typeSearch($0) },
    journey.map { .restore($0.reduce(MailboxState.initial) { $0.routing($1) }) })

  /// Links to ``deletedThread``: the thread or one of its messages.
  public static let staleLink = Gen<MailboxOp>.oneOf(
    .just(.open(.thread(id: deletedThread))),
    Gen<Int>.int(in: 0...1_000).map { .open(.message(threadID: deletedThread, messageID: $0)) })
}
