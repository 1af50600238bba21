/// What the system does to navigation without app code: the writes the
/// platform makes through the binding adapters.
public enum SystemAction<Tab: Hashable & Sendable>: Hashable, Sendable {
  /// The user taps a tab in the tab bar (possibly the selected one).
  case tapTab(Tab)
  /// The back button or the pop gesture on the selected tab's path.
  case back
  /// The user swipes the sheet down.
  case swipeToDismiss
}
