import Iris
import IrisCheckCore

extension CoordinatorClause {
  /// Without a harness `place`, no effect puts back, with no step, a stack
  /// path an earlier effect took off screen: one that does switches tabs,
  /// and the laws would judge two tabs' screens as one.
  static var pathMovesOnlyBySteps: Self {
    Self(
      "PathMovesOnlyBySteps",
      reach: .ifTheAppDoes(
        "an effect that put back a path another effect took away, with no `place` set"),
      remedy: "", reached: { $0.pathMovedByEffect != nil },
      violation: { record in
        guard let (entry, from, to) = record.pathMovedByEffect,
          case .effectApplied(let effect)? = record.entries[entry].event?.kind,
          let flow = record.entries[entry].event.flatMap({ record.routed($0.flow) })
        else { return nil }
        return "flow#\(flow.number)'s effect \(SwiftLiteral.describe(effect)) changed the path on "
          + "screen from \(SwiftLiteral.describe(from)) to \(SwiftLiteral.describe(to)) with no "
          + "step, putting back a path an effect had taken away, as switching back to a tab "
          + "does: set `harness.place` to where the path shows (the selected tab)"
      })
  }
}
