import IrisCheckCore

/// TabIsolation: an op on one tab never changes another tab's path, and
/// every tab keeps its path while another is selected.
///
/// **Contract.** For every sequence of ops `[o₁ … oₙ]` from launch, each
/// `oₖ` changes at most the path of the tab selected after it: every other
/// tab's path is the same before and after `oₖ`. Restorations (ops for
/// which `isRestoration` holds) write every tab on purpose and are exempt.
///
/// **Generated.** Sequences of the app's ops (links, taps, pushes, pops,
/// gestures), shrinking toward fewer and simpler ops.
///
/// **Violation.** A tab switch that clears the tab it leaves:
///
/// ```
/// ❌ TabIsolation violated (other tab's path): after [.push(.settings(pane: nil))],
///    .selectTab(.search) changed the path of .inbox, which is not selected after it,
///    from [.settings(pane: nil)] to []
/// ```
package struct TabIsolationLaw<Model: NavigationModel>: AsyncLaw {
  /// Creates the model at launch, once per example.
  package let make: @MainActor @Sendable () -> Model
  /// Recognises the ops that install a whole snapshot.
  package let isRestoration: @Sendable (Model.Op) -> Bool

  /// Creates the law.
  /// - Parameters:
  ///   - make: creates the model at launch.
  ///   - isRestoration: recognises the ops that install a whole snapshot
  ///     and so may write every tab; defaults to none.
  package init(
    make: @escaping @MainActor @Sendable () -> Model,
    isRestoration: @escaping @Sendable (Model.Op) -> Bool = { _ in false }
  ) {
    self.make = make
    self.isRestoration = isRestoration
  }

  /// `TabIsolation`.
  package var name: String { "TabIsolation" }

  /// Performs the ops from launch, comparing every tab's path around each.
  /// - Parameter ops: the ops, in order.
  /// - Returns: `nil` when no op touched a path it must not; otherwise a
  ///   violation in direction `other tab's path` at the first such op.
  package func check(_ ops: [Model.Op]) async -> LawViolation? {
    await MainActorJudge.run { judge(ops) }
  }

  @MainActor private func judge(_ ops: [Model.Op]) -> LawViolation? {
    let recorder = NavigationRecorder(make())
    for (index, op) in ops.enumerated() {
      let before = recorder.current
      recorder.perform(op)
      let after = recorder.current
      guard !isRestoration(op) else { continue }
      for tab in Model.Tab.allCases
      where tab != after.selectedTab && before.path(for: tab) != after.path(for: tab) {
        return LawViolation(
          law: name, direction: "other tab's path",
          message: NavigationRecorder<Model>.after(ops[..<index]) + ", "
            + "\(SwiftLiteral.describe(op)) changed the path of \(SwiftLiteral.describe(tab)), "
            + "which is not selected after it, from \(SwiftLiteral.describe(before.path(for: tab))) "
            + "to \(SwiftLiteral.describe(after.path(for: tab)))")
      }
    }
    return nil
  }
}
