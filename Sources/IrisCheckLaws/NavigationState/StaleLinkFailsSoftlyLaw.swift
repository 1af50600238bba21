import IrisCheckCore

/// StaleLinkFailsSoftly: a link whose identity no longer exists changes
/// nothing (or lands on the documented fallback), and never applies part of
/// its destination on the way.
///
/// **Contract.** For every sequence of ops `[o₁ … oₙ]` from launch, with
/// `s` the state after them, and every stale link `l`, the state after `l`
/// is `s` or `fallback(s)`, and so is every state observers read during `l`.
///
/// **Generated.** Pairs of an op sequence and a stale link from the
/// consumer's generator (links naming identities the model's content does
/// not hold), shrinking toward fewer ops.
///
/// **Violation.** A resolver that selects the link's tab before checking the
/// identity exists:
///
/// ```
/// ❌ StaleLinkFailsSoftly violated (destination): after [.selectTab(.search)], the stale
///    link .open(.thread(id: "deleted")) moved navigation from NavigationSnapshot(selectedTab:
///    .search, …) to NavigationSnapshot(selectedTab: .inbox, …); expected no change
/// ```
package struct StaleLinkFailsSoftlyLaw<Model: NavigationModel>: AsyncLaw {
  /// The state a model reads as.
  package typealias Snapshot = NavigationSnapshot<Model.Tab, Model.Route, Model.Sheet>
  /// One example: the ops that set the scene, then the stale link.
  package typealias Input = (ops: [Model.Op], link: Model.Op)

  /// Creates the model at launch, once per example.
  package let make: @MainActor @Sendable () -> Model
  /// Where a stale link may land instead of changing nothing, if anywhere.
  package let fallback: (@Sendable (Snapshot) -> Snapshot)?

  /// Creates the law.
  /// - Parameters:
  ///   - make: creates the model at launch.
  ///   - fallback: the documented fallback destination from a state;
  ///     defaults to `nil`: a stale link must change nothing.
  package init(
    make: @escaping @MainActor @Sendable () -> Model,
    fallback: (@Sendable (Snapshot) -> Snapshot)? = nil
  ) {
    self.make = make
    self.fallback = fallback
  }

  /// `StaleLinkFailsSoftly`.
  package var name: String { "StaleLinkFailsSoftly" }

  /// Sets the scene, opens the stale link and compares.
  /// - Parameter input: the ops, then the stale link.
  /// - Returns: `nil` when the link changed nothing (or fell back) at every
  ///   observed moment; otherwise a violation in direction `destination` or
  ///   `partial destination`.
  package func check(_ input: Input) async -> LawViolation? {
    await MainActorJudge.run { judge(input) }
  }

  @MainActor private func judge(_ input: Input) -> LawViolation? {
    let recorder = NavigationRecorder(make())
    for op in input.ops { recorder.perform(op) }
    let start = recorder.current
    let seen = recorder.perform(input.link)
    let end = recorder.current
    let allowed = [start] + (fallback.map { [$0(start)] } ?? [])
    let expected =
      fallback.map { "no change or the fallback \(SwiftLiteral.describe($0(start)))" }
      ?? "no change"
    let scene =
      NavigationRecorder<Model>.after(input.ops) + ", the stale link "
      + SwiftLiteral.describe(input.link)
    guard allowed.contains(end) else {
      return LawViolation(
        law: name, direction: "destination",
        message: scene + " moved navigation from \(SwiftLiteral.describe(start)) to "
          + "\(SwiftLiteral.describe(end)); expected " + expected)
    }
    guard let partial = seen.first(where: { !allowed.contains($0) }) else { return nil }
    return LawViolation(
      law: name, direction: "partial destination",
      message: scene + " showed observers \(SwiftLiteral.describe(partial)) on the way; expected "
        + expected)
  }
}
