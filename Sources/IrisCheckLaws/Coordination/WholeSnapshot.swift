import IrisCheckCore

/// A harness's whole snapshot, its type erased, for telling what a default
/// projection of it misses (``CoordinatorArrivalLaw``).
///
/// NB: unchecked: `value` is the harness's `Sendable` snapshot, erased.
struct WholeSnapshot: Equatable, @unchecked Sendable, SwiftLiteralRepresentable {
  private let value: Any
  private let equals: @Sendable (Any) -> Bool

  /// A reader of the harness's snapshot, erased.
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

  /// The snapshot as Swift source.
  var swiftLiteral: String { SwiftLiteral.describe(value) }
}
