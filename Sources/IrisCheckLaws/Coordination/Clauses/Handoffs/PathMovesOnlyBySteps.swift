import Iris
import IrisCheckCore

extension CoordinatorClause {
  /// Without a harness `place`, no effect puts routes on the stack path
  /// with no step (popping is fine): one that does switches tabs, and the
  /// laws would judge two tabs' screens as one.
  static var pathMovesOnlyBySteps: Self {
    Self(
      "PathMovesOnlyBySteps",
      reach: .ifTheAppDoes(
        "an effect that put routes on the path with no step, with no `place` set"),
      remedy: "", reached: { $0.pathMovedByEffect != nil },
      violation: { record in
        guard let (entry, from, to) = record.pathMovedByEffect,
          case .effectApplied(let effect)? = record.entries[entry].event?.kind,
          let flow = record.entries[entry].event.flatMap({ record.routed($0.flow) })
        else { return nil }
        return "flow#\(flow.number)'s effect \(SwiftLiteral.describe(effect)) changed the path on "
          + "screen from \(SwiftLiteral.describe(from)) to \(SwiftLiteral.describe(to)) with no "
          + "step, as a tab switch does: set `harness.place` to where the path shows (the "
          + "selected tab); an app without tabs pushes inside an effect with "
          + "`pushRoute(_:registry:baton:)`, which the trace shows"
      })
  }
}
