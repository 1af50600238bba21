/// Folds the current navigation state into an intent, once, before the flow
/// runs: the one place that decides whether settings is a sheet or a push.
///
/// **Rule.** ``MailboxIntent/settings(pane:)`` resolves to
/// ``MailboxIntent/settingsPush(pane:)`` when the user is inside a thread (no
/// sheet is presented and the top of the selected tab's stack is a thread
/// or a message), and to ``MailboxIntent/settingsSheet(pane:)`` otherwise
/// (the stack is at its root, or shows something else, or a sheet is up).
/// Every other intent, including an already resolved one, is returned
/// unchanged, so resolving is idempotent.
public enum MailboxResolver {
  /// Resolves state-dependent intents against a snapshot.
  /// - Parameters:
  ///   - intent: the intent, typically parsed from a link.
  ///   - state: the navigation state the intent will land on.
  /// - Returns: the resolved intent; unchanged unless it is `.settings(pane:)`.
  public static func resolve(_ intent: MailboxIntent, in state: MailboxState) -> MailboxIntent {
    guard case .settings(let pane) = intent else { return intent }
    return isInsideThread(state) ? .settingsPush(pane: pane) : .settingsSheet(pane: pane)
  }

  private static func isInsideThread(_ state: MailboxState) -> Bool {
    guard state.sheet == nil else { return false }
    switch state.currentStack.last {
    case .thread, .message: return true
    default: return false
    }
  }
}
