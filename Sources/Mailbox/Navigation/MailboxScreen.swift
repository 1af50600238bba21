/// The single topmost screen of the mail app, derived from navigation.
///
/// It is the sheet if one is up, else the top of the selected tab's stack,
/// else the tab's root. Nothing stores it (see ``MailboxNavigation/currentScreen``).
public enum MailboxScreen: Hashable, Sendable {
  /// The presented sheet.
  case sheet(MailboxSheet)
  /// The top of the selected tab's stack.
  case route(MailboxRoute)
  /// A tab at its root.
  case tabRoot(MailboxTab)

  /// Derives the current screen of a navigation state.
  /// - Parameter state: the navigation state.
  public init(of state: MailboxState) {
    if let sheet = state.sheet {
      self = .sheet(sheet)
    } else if let top = state.currentStack.last {
      self = .route(top)
    } else {
      self = .tabRoot(state.selectedTab)
    }
  }
}
