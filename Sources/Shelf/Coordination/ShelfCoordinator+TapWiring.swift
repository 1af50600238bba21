extension ShelfCoordinator {
  /// Which executor a tap runs on.
  public enum TapWiring: Sendable, Hashable, CaseIterable {
    /// Taps route through ``/Iris/RouteCoordinator/route(baton:)``, the link
    /// executor: a tap supersedes the running link or tap flow, and waits
    /// (up to 250 ms) for it to drain, as a link does.
    case linkSwitcher
    /// Taps route through ``/Iris/PlumbedCoordinatorBase/uiSwitcher`` with
    /// `route(baton:through:)`: a tap supersedes the previous tap and starts
    /// at once. The app cancels the running link flow before a tap, and the
    /// running tap flow before a link, so the user's latest action still wins.
    case uiSwitcher
  }
}
