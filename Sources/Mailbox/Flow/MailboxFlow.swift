import Iris

/// The mail app's navigation: one pure function from intent to steps.
///
/// | intent | steps |
/// |---|---|
/// | `.inbox` | select inbox, dismiss sheet, pop to root |
/// | `.thread(id:)` | select inbox, dismiss sheet, pop to root, push thread, mark read |
/// | `.message(threadID:messageID:)` | as `.thread`, with the message pushed before mark read |
/// | `.search(query:)` | select search, dismiss sheet, pop to root, push results, record query |
/// | `.compose(to:subject:)` | dismiss sheet, present compose |
/// | `.contact(address:)` | dismiss sheet, push contact onto the current tab |
/// | `.settingsSheet(pane:)`, `.settings(pane:)` | dismiss sheet, present settings |
/// | `.settingsPush(pane:)` | dismiss sheet, push settings onto the current tab |
/// | `.unknown` | nothing |
///
/// An empty search query stops after the pop: the search tab at its root.
/// An unresolved `.settings(pane:)` lands as the sheet, which is what
/// ``MailboxResolver`` decides from a stack's root; resolve first to get the
/// push inside a thread.
public enum MailboxFlow: NavigationFlow {
  /// The flow's input.
  public typealias Intent = MailboxIntent
  /// Screens pushed onto a tab's stack.
  public typealias Route = MailboxRoute
  /// Screens presented as the sheet.
  public typealias SheetRoute = MailboxSheet
  /// The app's own effects.
  public typealias SideEffect = MailboxEffect
  /// One step of this flow.
  public typealias FlowStep = Step<MailboxRoute, MailboxSheet, MailboxEffect>

  /// Converts an intent into the steps that realise it, in order.
  /// - Parameter intent: what the caller asked for.
  /// - Returns: the steps from the table above; empty for `.unknown`.
  public static func operations(intent: MailboxIntent) -> [FlowStep] {
    switch intent {
    case .inbox:
      return reset(to: .inbox)
    case .thread(let id):
      return reset(to: .inbox) + [.nav(.push(.thread(id: id))), .effect(.markRead(id))]
    case .message(let id, let number):
      return reset(to: .inbox) + [
        .nav(.push(.thread(id: id))), .nav(.push(.message(threadID: id, messageID: number))),
        .effect(.markRead(id)),
      ]
    case .search(let query):
      guard !query.isEmpty else { return reset(to: .search) }
      return reset(to: .search) + [
        .nav(.push(.searchResults(query: query))), .effect(.recordSearch(query)),
      ]
    case .compose(let to, let subject):
      return [
        .nav(.dismissSheet),
        .nav(.present(.compose(draft: ComposeDraft(to: to, subject: subject)))),
      ]
    case .contact(let address):
      return [.nav(.dismissSheet), .nav(.push(.contact(address: address)))]
    case .settings(let pane), .settingsSheet(let pane):
      return [.nav(.dismissSheet), .nav(.present(.settings(pane: pane)))]
    case .settingsPush(let pane):
      return [.nav(.dismissSheet), .nav(.push(.settings(pane: pane)))]
    case .unknown:
      return []
    }
  }

  /// Selects `tab`, dismisses any sheet and pops the tab to its root.
  private static func reset(to tab: MailboxTab) -> [FlowStep] {
    [.effect(.selectTab(tab)), .nav(.dismissSheet), .nav(.popToRoot)]
  }
}
