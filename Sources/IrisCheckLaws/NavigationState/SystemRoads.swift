/// A navigation model whose system actions and named ops are both ops, so
/// ``BothRoadsLaw`` can take each road and compare where they land.
public protocol SystemRoads: NavigationModel {
  /// The op for a system action as the system takes it: the write through
  /// the binding adapter (the tab binding's setter, the path binding's
  /// setter with the top removed, the sheet binding's setter with `nil`).
  /// - Parameter action: the system action.
  /// - Returns: the op that performs it through the binding adapter.
  static func systemOp(for action: SystemAction<Tab>) -> Op
  /// The named op a system action stands for, as app code calls it
  /// (`selectTab`, `pop`, `dismissSheet`).
  /// - Parameter action: the system action.
  /// - Returns: the named op.
  static func namedOp(for action: SystemAction<Tab>) -> Op
}
