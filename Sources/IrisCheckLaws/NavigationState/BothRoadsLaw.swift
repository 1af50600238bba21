import IrisCheckCore

/// BothRoads: a system action (tab tap, back or pop gesture, swipe to
/// dismiss) lands exactly where the named op it stands for lands, and
/// reselecting the selected tab pops it to its root.
///
/// **Contract.** For every sequence of ops `[o₁ … oₙ]` from launch and
/// every system action `a`, the model after `a`'s system road reads the same
/// as a second model after `a`'s named op (``SystemRoads/roads(for:)``); when `a` taps the selected tab `t`,
/// the model afterwards reads as before with `t`'s path emptied.
///
/// **Generated.** Pairs of an op sequence and a system action, shrinking
/// toward fewer ops and the first tab's tap.
///
/// **Violation.** A tab binding whose setter writes the selected tab
/// directly instead of calling `selectTab`:
///
/// ```
/// ❌ BothRoads violated (system road ≠ named op): after [.push(.settings(pane: nil))],
///    the system road .tapTab(.inbox) gives NavigationSnapshot(selectedTab: .inbox,
///    paths: [.inbox: [.settings(pane: nil)], …], sheet: nil), but the named op
///    .selectTab(.inbox) gives NavigationSnapshot(selectedTab: .inbox, paths: [.inbox: [], …], …)
/// ```
package struct BothRoadsLaw<Model: SystemRoads>: AsyncLaw {
  /// One example: the ops that set the scene, then the system action.
  package typealias Input = (ops: [Model.Op], action: SystemAction<Model.Tab>)

  /// Creates the model at launch, once per road.
  package let make: @MainActor @Sendable () -> Model

  /// Creates the law.
  /// - Parameter make: creates the model at launch.
  package init(make: @escaping @MainActor @Sendable () -> Model) {
    self.make = make
  }

  /// `BothRoads`.
  package var name: String { "BothRoads" }

  /// Sets the scene on two models, takes one road on each and compares.
  /// - Parameter input: the ops, then the system action.
  /// - Returns: `nil` when both roads agree (and a reselect popped to the
  ///   root); otherwise a violation in direction `system road ≠ named op`
  ///   or `reselect pops to root`.
  package func check(_ input: Input) async -> LawViolation? {
    await MainActorJudge.run { judge(input) }
  }

  @MainActor private func judge(_ input: Input) -> LawViolation? {
    let system = NavigationRecorder(make())
    let named = NavigationRecorder(make())
    for op in input.ops {
      system.perform(op)
      named.perform(op)
    }
    let before = system.current
    let roads = Model.roads(for: input.action)
    system.perform(roads.system)
    named.perform(roads.named)
    let scene = NavigationRecorder<Model>.after(input.ops)
    guard system.current == named.current else {
      return LawViolation(
        law: name, direction: "system road ≠ named op",
        message: scene + ", the system road \(SwiftLiteral.describe(input.action)) gives "
          + "\(SwiftLiteral.describe(system.current)), but the named op "
          + "\(SwiftLiteral.describe(roads.named)) gives \(SwiftLiteral.describe(named.current))")
    }
    guard case .tapTab(let tab) = input.action, tab == before.selectedTab else { return nil }
    var popped = before
    popped.paths[tab] = []
    guard system.current != popped else { return nil }
    return LawViolation(
      law: name, direction: "reselect pops to root",
      message: scene + ", tapping the selected tab \(SwiftLiteral.describe(tab)) gives "
        + "\(SwiftLiteral.describe(system.current)); expected \(SwiftLiteral.describe(popped))")
  }
}
