import IrisCheckCore

/// AtomicArrival: resolving a link or a tap changes what observers see at
/// most once, straight from the start to the destination.
///
/// **Contract.** For every sequence of ops `[o₁ … oₙ]` from launch, with
/// `s` the state before `oₖ` and `d` the state after it, every state the
/// model's observers read during `oₖ` is `s` or `d`, and they see at most
/// one change. No wrong tab flashes past; no sheet hangs over a changed
/// path.
///
/// **Opt-in.** A step-by-step flow with an animation pause between steps
/// is allowed to show intermediate states: build the law with
/// `requiresAtomicity: false` and it never fails; `intermediateKinds(_:)`
/// names what was seen, for the report's coverage classes.
///
/// **Generated.** Sequences of the app's ops, shrinking toward fewer and
/// simpler ops.
///
/// **Violation.** A resolver that selects the tab in one turn and writes the
/// path in the next:
///
/// ```
/// ❌ AtomicArrival violated (intermediate state): after [], .open(.search(query: "a"))
///    showed observers NavigationSnapshot(selectedTab: .search, paths: […, .search: [], …], …),
///    which is neither the start … nor the destination …
/// ```
public struct AtomicArrivalLaw<Model: NavigationModel>: AsyncLaw {
  /// Creates the model at launch, once per example.
  package let make: @MainActor @Sendable () -> Model
  /// Whether an intermediate state is a violation (`true`) or only reported.
  package let requiresAtomicity: Bool

  /// Creates the law.
  /// - Parameters:
  ///   - make: creates the model at launch.
  ///   - requiresAtomicity: `true` (the default) when every op must arrive
  ///     in one change; `false` for a flow allowed to show its steps.
  public init(make: @escaping @MainActor @Sendable () -> Model, requiresAtomicity: Bool = true) {
    self.make = make
    self.requiresAtomicity = requiresAtomicity
  }

  /// `AtomicArrival`, or `AtomicArrival (report only)` when the law does
  /// not require atomicity.
  public var name: String { requiresAtomicity ? "AtomicArrival" : "AtomicArrival (report only)" }

  /// Performs the ops from launch, watching what observers read during each.
  /// - Parameter ops: the ops, in order.
  /// - Returns: `nil` when every op arrived in at most one change (or the
  ///   law does not require atomicity); otherwise a violation in direction
  ///   `intermediate state` or `more than one change` at the first such op.
  public func check(_ ops: [Model.Op]) async -> LawViolation? {
    await MainActorJudge.run { judge(ops) }
  }

  @MainActor private func judge(_ ops: [Model.Op]) -> LawViolation? {
    guard requiresAtomicity else { return nil }
    let recorder = NavigationRecorder(make())
    for (index, op) in ops.enumerated() {
      let start = recorder.current
      let seen = recorder.perform(op)
      let destination = recorder.current
      let scene = NavigationRecorder<Model>.after(ops[..<index]) + ", " + SwiftLiteral.describe(op)
      if let violation = ArrivalJudgement.violation(
        law: name, scene: scene, start: start, seen: seen, destination: destination)
      {
        return violation
      }
    }
    return nil
  }

  /// Labels the example with its coverage class, then judges it.
  @MainActor func classifyAndCheck(_ ops: [Model.Op]) -> LawViolation? {
    label(ArrivalJudgement.coverageClass(intermediateKinds(ops)))
    return judge(ops)
  }

  /// What the intermediate states seen on the way through the ops had not
  /// reached yet, for reports: `tab`, `paths` and `sheet` joined by `+`,
  /// one entry per distinct kind, in order of first sight.
  /// - Parameter ops: the ops, in order from launch.
  /// - Returns: for example `["paths", "tab+paths"]`; empty when every op
  ///   arrived atomically.
  @MainActor package func intermediateKinds(_ ops: [Model.Op]) -> [String] {
    let recorder = NavigationRecorder(make())
    var kinds: [String] = []
    for op in ops {
      let start = recorder.current
      let seen = recorder.perform(op)
      let destination = recorder.current
      for middle in seen where middle != start && middle != destination {
        var pending: [String] = []
        if middle.selectedTab != destination.selectedTab { pending.append("tab") }
        if middle.paths != destination.paths { pending.append("paths") }
        if middle.sheet != destination.sheet { pending.append("sheet") }
        let kind = pending.joined(separator: "+")
        if !kinds.contains(kind) { kinds.append(kind) }
      }
    }
    return kinds
  }
}
