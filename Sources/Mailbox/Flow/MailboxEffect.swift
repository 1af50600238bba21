/// The mail app's own side effects, applied by its coordinator.
///
/// Only ``selectTab(_:)`` changes navigation state (see
/// ``MailboxState/apply(_:)-(MailboxFlow.FlowStep)``); the others touch app data.
public enum MailboxEffect: Hashable, Sendable {
  /// Make a tab the selected one, keeping every tab's stack.
  case selectTab(MailboxTab)
  /// Mark a thread as read.
  case markRead(ThreadID)
  /// Remember a query in the recent-searches list.
  case recordSearch(String)
}
