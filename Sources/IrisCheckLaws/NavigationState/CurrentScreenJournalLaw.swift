import IrisCheckCore

/// CurrentScreenJournal: the current screen is derived, never stored, and
/// its journal records every transition exactly once, whatever caused it
/// (tap, gesture, link or restoration): analytics without instrumentation.
///
/// **Contract.** For every sequence of ops `[o₁ … oₙ]` from launch, after
/// each `oₖ` the model's ``ScreenJournaling/currentScreen`` equals
/// ``ScreenJournaling/screen(_:)`` of ``NavigationSnapshot/currentScreen``
/// (the sheet if one is up, else the top of the selected tab's path, else
/// the tab's root), and the entries `oₖ` added to
/// ``ScreenJournaling/screenJournal`` are exactly the derived screen's
/// changes observers saw during `oₖ`, in order.
///
/// **Generated.** Sequences of the app's ops, shrinking toward fewer and
/// simpler ops.
///
/// **Violation.** A journal that misses restoration:
///
/// ```
/// ❌ CurrentScreenJournal violated (journal): after [], .restore(…) moved the current screen
///    from .tabRoot(.inbox) to .route(.thread(id: "a")), and the journal recorded [];
///    expected [.route(.thread(id: "a"))]
/// ```
package struct CurrentScreenJournalLaw<Model: ScreenJournaling>: AsyncLaw {
  /// Creates the model at launch, once per example.
  package let make: @MainActor @Sendable () -> Model

  /// Creates the law.
  /// - Parameter make: creates the model at launch.
  package init(make: @escaping @MainActor @Sendable () -> Model) {
    self.make = make
  }

  /// `CurrentScreenJournal`.
  package var name: String { "CurrentScreenJournal" }

  /// Performs the ops from launch, comparing the current screen with the
  /// derivation and the journal with the transitions after each.
  /// - Parameter ops: the ops, in order.
  /// - Returns: `nil` when the screen and the journal agree throughout;
  ///   otherwise a violation in direction `derivation` or `journal`.
  package func check(_ ops: [Model.Op]) async -> LawViolation? {
    await MainActorJudge.run { judge(ops) }
  }

  @MainActor private func judge(_ ops: [Model.Op]) -> LawViolation? {
    let recorder = NavigationRecorder(make())
    let model = recorder.model
    if let broken = derivation(model, recorder.current, "at launch") { return broken }
    for (index, op) in ops.enumerated() {
      let scene = NavigationRecorder<Model>.after(ops[..<index]) + ", " + SwiftLiteral.describe(op)
      let from = Model.screen(recorder.current.currentScreen)
      let recorded = model.screenJournal.count
      let seen = recorder.perform(op)
      let to = Model.screen(recorder.current.currentScreen)
      if let broken = derivation(model, recorder.current, scene) { return broken }
      var transitions: [Model.Screen] = []
      var last = from
      for state in seen + [recorder.current] {
        let screen = Model.screen(state.currentScreen)
        guard screen != last else { continue }
        transitions.append(screen)
        last = screen
      }
      let added = Array(model.screenJournal.dropFirst(recorded))
      guard model.screenJournal.count >= recorded, added == transitions else {
        return LawViolation(
          law: name, direction: "journal",
          message: scene + " moved the current screen from \(SwiftLiteral.describe(from)) to "
            + "\(SwiftLiteral.describe(to)), and the journal recorded "
            + "\(SwiftLiteral.describe(added)); expected \(SwiftLiteral.describe(transitions))")
      }
    }
    return nil
  }

  @MainActor private func derivation(
    _ model: Model, _ state: NavigationSnapshot<Model.Tab, Model.Route, Model.Sheet>,
    _ scene: String
  ) -> LawViolation? {
    let derived = Model.screen(state.currentScreen)
    guard model.currentScreen != derived else { return nil }
    return LawViolation(
      law: name, direction: "derivation",
      message: scene
        + ", the current screen is \(SwiftLiteral.describe(model.currentScreen)), "
        + "but the derivation from \(SwiftLiteral.describe(state)) gives "
        + SwiftLiteral.describe(derived))
  }
}
