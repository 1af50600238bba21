/// Each ``SystemAction`` paired with its two roads: the op the platform's
/// write makes and the named op it stands for (see ``SystemRoads``).
///
/// Enum cases read as the roads themselves:
///
/// ```swift
/// static let systemRoads = SystemRoadMap(
///   tapTab: (ShopOp.tapTab, ShopOp.select), back: (.back, .pop),
///   swipeToDismiss: (.swipeToDismiss, .dismiss))
/// ```
public struct SystemRoadMap<Tab: Hashable & Sendable, Op: Sendable>: Sendable {
  private let roads: @Sendable (SystemAction<Tab>) -> (system: Op, named: Op)

  /// Pairs each action with its roads.
  /// - Parameters:
  ///   - tapTab: the tab bar's write for a tapped tab and the named op that
  ///     selects a tab (which pops the selected one to its root).
  ///   - back: the back button's or pop gesture's write and the named pop.
  ///   - swipeToDismiss: the sheet binding's write and the named dismiss.
  public init(
    tapTab: (system: @Sendable (Tab) -> Op, named: @Sendable (Tab) -> Op),
    back: (system: Op, named: Op),
    swipeToDismiss: (system: Op, named: Op)
  ) {
    let (tapSystem, tapNamed) = tapTab
    roads = { action in
      switch action {
      case .tapTab(let tab): (tapSystem(tab), tapNamed(tab))
      case .back: back
      case .swipeToDismiss: swipeToDismiss
      }
    }
  }

  /// Computes the roads of each action, for a model whose roads are more
  /// than enum cases.
  /// - Parameter roads: returns the system road and the named op of an
  ///   action.
  public init(_ roads: @escaping @Sendable (SystemAction<Tab>) -> (system: Op, named: Op)) {
    self.roads = roads
  }

  /// The two roads of one action.
  /// - Parameter action: the system action.
  /// - Returns: the system road and the named op.
  public func roads(for action: SystemAction<Tab>) -> (system: Op, named: Op) {
    roads(action)
  }
}
