import Iris

/// A screen of the app, headless: what a SwiftUI view for a route or a
/// sheet does with the coordinator when it appears.
public enum ShelfScreen: Hashable, Sendable {
  /// A screen on a tab's stack.
  case route(ShelfRoute)
  /// The sheet.
  case sheet(ShelfSheet)

  /// Claims the baton the flow that showed this screen left for it, as the
  /// view's `.task` does when it appears.
  ///
  /// Returns the baton registered for this screen; `nil` when nothing is
  /// registered for it or its baton was already claimed. (An entry
  /// registered empty, with ``/Iris/HandoffRegistry/register(for:)``, is
  /// waited on until a flow delivers to it.)
  /// - Parameter coordinator: the app's coordinator.
  /// - Returns: the baton (its intent and the flow that showed the screen), at most once.
  @MainActor
  public func claimPayload(in coordinator: ShelfCoordinator) async -> Baton<ShelfIntent>? {
    switch self {
    case .route(let route): await coordinator.stackHandoffs.handoff(for: route)?.claim()
    case .sheet(let sheet): await coordinator.sheetHandoffs.handoff(for: sheet)?.claim()
    }
  }
}
