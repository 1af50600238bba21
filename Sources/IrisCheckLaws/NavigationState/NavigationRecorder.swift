import IrisCheckCore

/// Drives one fresh navigation model op by op and records the states its
/// observers saw, for the navigation laws.
@MainActor final class NavigationRecorder<Model: NavigationModel> {
  typealias Snapshot = NavigationSnapshot<Model.Tab, Model.Route, Model.Sheet>

  /// The model under test.
  let model: Model
  private var seen: [Snapshot] = []

  /// Wraps a model and registers an observer on it.
  init(_ model: Model) {
    self.model = model
    // NB: weak, so the model's observer list does not keep the recorder alive.
    model.onChange { [weak self] in
      guard let self else { return }
      self.seen.append(Snapshot(of: self.model))
    }
  }

  /// The model's sources now.
  var current: Snapshot { Snapshot(of: model) }

  /// Performs one op.
  /// - Returns: the states observers read during it, in order.
  @discardableResult
  func perform(_ op: Model.Op) -> [Snapshot] {
    seen = []
    model.perform(op)
    return seen
  }

  /// `after [op, …]`: the ops performed so far, as Swift source.
  nonisolated static func after(_ ops: some Collection<Model.Op>) -> String {
    "after [" + ops.map { SwiftLiteral.describe($0) }.joined(separator: ", ") + "]"
  }
}

extension NavigationSnapshot: SwiftLiteralRepresentable {
  /// `NavigationSnapshot(selectedTab: …, paths: […], sheet: …)`, tabs in
  /// `allCases` order.
  public var swiftLiteral: String {
    let paths = Tab.allCases.map {
      SwiftLiteral.describe($0) + ": " + SwiftLiteral.describe(path(for: $0))
    }
    return "NavigationSnapshot(selectedTab: \(SwiftLiteral.describe(selectedTab)), "
      + "paths: [\(paths.joined(separator: ", "))], sheet: \(SwiftLiteral.describe(sheet as Any)))"
  }
}
