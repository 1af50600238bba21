/// A navigation model whose system actions and named ops are both ops, so
/// `BothRoads` can take each road and compare where they land.
@MainActor public protocol SystemRoads: NavigationModel {
  /// The two roads of every system action, as ops.
  ///
  /// For each action, `system` is the action as the platform takes it: the
  /// write through the binding adapter (the tab binding's setter, the path
  /// binding's setter with the top removed, the sheet binding's setter with
  /// `nil`). `named` is the named op it stands for, as app code calls it
  /// (`selectTab`, `pop`, `dismissSheet`). Usually a `static let` of
  /// ``SystemRoadMap/init(tapTab:back:swipeToDismiss:)``.
  static var systemRoads: SystemRoadMap<Tab, Op> { get }
}

extension SystemRoads {
  /// The two roads of one system action (see ``systemRoads``).
  /// - Parameter action: the system action.
  /// - Returns: the system road and the named op.
  public static func roads(for action: SystemAction<Tab>) -> (system: Op, named: Op) {
    systemRoads.roads(for: action)
  }
}
