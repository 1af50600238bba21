import IrisCheckCore

/// CurrentScreenJournal: the current screen is derived, never stored, and
/// its journal records every transition exactly once, whatever caused it
/// (tap, gesture, link or restoration): analytics without instrumentation.
///
/// **Contract.** For every sequence of ops `[o₁ … oₙ]` from launch, after
/// each `oₖ` the model's ``ScreenJournaling/currentNavigationScreen`` equals
/// ``NavigationSnapshot/currentScreen`` (the sheet if one is up, else the
/// top of the selected tab's path, else the tab's root), and the entries
/// `oₖ` added to ``ScreenJournaling/navigationScreenJournal`` are exactly the
/// derived screen's changes observers saw during `oₖ`, in order.
///
/// **Generated.** Sequences of the app's ops, shrinking toward fewer and
/// simpler ops.
///
/// **Violation.** A journal that misses restoration:
///
/// ```
/// ❌ CurrentScreenJournal violated (journal): after [], .restore(…) moved the current screen
///    from .root(.inbox) to .root(.search), and the journal recorded []; expected [.root(.search)]
/// ```
public struct CurrentScreenJournalLaw<Model: ScreenJournaling>: Law {
  /// Creates the model at launch, once per example.
  public let make: @Sendable () -> Model

  /// Creates the law.
  /// - Parameter make: creates the model at launch.
  public init(make: @escaping @Sendable () -> Model) {
    self.make = make
  }

  /// `CurrentScreenJournal`.
  public var name: String { "CurrentScreenJournal" }

  /// Performs the ops from launch, comparing the current screen with the
  /// derivation and the journal with the transitions after each.
  /// - Parameter ops: the ops, in order.
  /// - Returns: `nil` when the screen and the journal agree throughout;
  ///   otherwise a violation in direction `derivation` or `journal`.
  public func check(_ ops: [Model.Op]) -> LawViolation? {
    let recorder = NavigationRecorder(make())
    let model = recorder.model
    if let broken = derivation(model, recorder.current, "at launch") { return broken }
    for (index, op) in ops.enumerated() {
      let scene = NavigationRecorder<Model>.after(ops[..<index]) + ", " + SwiftLiteral.describe(op)
      let from = recorder.current.currentScreen
      let recorded = model.navigationScreenJournal.count
      let seen = recorder.perform(op)
      let to = recorder.current.currentScreen
      if let broken = derivation(model, recorder.current, scene) { return broken }
      var transitions: [NavigationScreen<Model.Tab, Model.Route, Model.Sheet>] = []
      var last = from
      for screen in (seen + [recorder.current]).map(\.currentScreen) where screen != last {
        transitions.append(screen)
        last = screen
      }
      let added = Array(model.navigationScreenJournal.dropFirst(recorded))
      guard model.navigationScreenJournal.count >= recorded, added == transitions else {
        return LawViolation(
          law: name, direction: "journal",
          message: scene + " moved the current screen from \(SwiftLiteral.describe(from)) to "
            + "\(SwiftLiteral.describe(to)), and the journal recorded "
            + "\(SwiftLiteral.describe(added)); expected \(SwiftLiteral.describe(transitions))")
      }
    }
    return nil
  }

  private func derivation(
    _ model: Model, _ state: NavigationSnapshot<Model.Tab, Model.Route, Model.Sheet>,
    _ scene: String
  ) -> LawViolation? {
    guard model.currentNavigationScreen != state.currentScreen else { return nil }
    return LawViolation(
      law: name, direction: "derivation",
      message: scene
        + ", the current screen is \(SwiftLiteral.describe(model.currentNavigationScreen)), "
        + "but the derivation from \(SwiftLiteral.describe(state)) gives "
        + SwiftLiteral.describe(state.currentScreen))
  }
}
