import IrisCheckCore

// NB: unchecked: `value` is the harness's `Sendable` snapshot, erased.
/// A harness's whole snapshot, type-erased, to tell what a default projection of it misses.
struct WholeSnapshot: Equatable, @unchecked Sendable, SwiftLiteralRepresentable {
  private let value: Any
  private let equals: @Sendable (Any) -> Bool

  static func reader<Coordinator, Full: Equatable & Sendable>(
    _ snapshot: @escaping @MainActor @Sendable (Coordinator) -> Full
  ) -> @MainActor @Sendable (Coordinator) -> WholeSnapshot {
    { coordinator in
      let full = snapshot(coordinator)
      return WholeSnapshot(value: full, equals: { ($0 as? Full) == full })
    }
  }

  static func == (lhs: WholeSnapshot, rhs: WholeSnapshot) -> Bool {
    lhs.equals(rhs.value)
  }

  var swiftLiteral: String { SwiftLiteral.describe(value) }
}
