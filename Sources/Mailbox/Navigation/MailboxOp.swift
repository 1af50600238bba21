/// One thing that happens to the mail app's navigation, as a value: a link
/// or tap, a named op, a system gesture, typing, or a restoration.
///
/// ``MailboxNavigation/perform(_:)`` runs it. System gestures go through the
/// binding adapters, whose setters call the same named ops app code calls.
public enum MailboxOp: Hashable, Sendable {
  /// Opens an intent (a parsed link or a tap), resolved in one turn.
  case open(MailboxIntent)
  /// Named op: selects a tab; reselecting the selected tab pops it to its root.
  case selectTab(MailboxTab)
  /// Named op: pushes a route onto the selected tab, unless it is already on top.
  case push(MailboxRoute)
  /// Named op: pops the selected tab's top route, if any.
  case pop
  /// Named op: presents a sheet, replacing any.
  case present(MailboxSheet)
  /// Named op: dismisses the sheet, if any.
  case dismissSheet
  /// System: the user taps a tab in the tab bar (the tab binding's setter).
  case tabTap(MailboxTab)
  /// System: the back button or pop gesture (the path binding's setter).
  case backGesture
  /// System: the user swipes the sheet down (the sheet binding's setter).
  case swipeToDismiss
  /// The user types into the search field (session-scoped).
  case typeSearch(String)
  /// Installs a saved navigation snapshot, as launch does.
  case restore(MailboxState)
}
