import Iris
import IrisCheckCore

/// NoOpIntent: the intents a consumer designates as no-ops (typically the
/// "unknown link" intent) move nothing.
///
/// **Contract.** For every intent `i` with `isNoOp(i)`, every step of
/// `operations(i)` is permitted; by default a step is permitted when it is
/// an effect, so a no-op intent may log but never pushes, presents, pops or
/// dismisses. Intents that are not no-ops are outside the domain and pass.
///
/// **Generated.** Intents from the consumer's generator, which should draw
/// the no-op intents often (their payloads vary: `.unknown(url)` for many
/// `url`s).
///
/// **Violation.** A flow that pops to the root before giving up on an
/// unknown link:
///
/// ```
/// ❌ NoOpIntent violated (no-op intent): operations(Note.unknown) =
///    [.popToRoot]; .popToRoot is not permitted for a no-op intent
/// ```
package struct NoOpIntentLaw<Intent, Route, SheetRoute, SideEffect>: Law
where
  Intent: Sendable & Equatable, Route: Hashable & Sendable, SheetRoute: Hashable & Sendable,
  SideEffect: Sendable & Equatable
{
  /// One step of the flow.
  package typealias FlowStep = Step<Route, SheetRoute, SideEffect>

  /// The flow under test.
  package let flow: FlowUnderTest<Intent, Route, SheetRoute, SideEffect>
  /// Whether an intent is one of the designated no-ops.
  package let isNoOp: @Sendable (Intent) -> Bool
  /// Whether a no-op intent may produce a step.
  package let permits: @Sendable (FlowStep) -> Bool

  /// Creates the law.
  /// - Parameters:
  ///   - flow: the flow under test.
  ///   - isNoOp: recognises the designated no-op intents.
  ///   - permits: the steps a no-op intent may produce; defaults to effects
  ///     only (no structural step). Pass `{ _ in false }` to require no
  ///     steps at all.
  package init(
    _ flow: FlowUnderTest<Intent, Route, SheetRoute, SideEffect>,
    isNoOp: @escaping @Sendable (Intent) -> Bool,
    permits: @escaping @Sendable (FlowStep) -> Bool = { step in
      if case .nav = step { return false }
      return true
    }
  ) {
    self.flow = flow
    self.isNoOp = isNoOp
    self.permits = permits
  }

  /// `NoOpIntent`.
  package var name: String { "NoOpIntent" }

  /// The no-op intents.
  /// - Parameter intent: the example.
  /// - Returns: whether `isNoOp` holds.
  package func isInDomain(_ intent: Intent) -> Bool { isNoOp(intent) }

  /// `no-op intents`.
  package var domainName: String? { "no-op intents" }

  /// Asks for a no-op intent's steps and checks each is permitted.
  /// - Parameter intent: an intent.
  /// - Returns: `nil` when `intent` is not a no-op or all its steps are
  ///   permitted; otherwise a violation in direction `no-op intent` naming
  ///   the first forbidden step.
  package func check(_ intent: Intent) -> LawViolation? {
    guard isNoOp(intent) else { return nil }
    let steps = flow.operations(intent)
    guard let forbidden = steps.first(where: { !permits($0) }) else { return nil }
    return LawViolation(
      law: name, direction: "no-op intent",
      message: "operations(\(SwiftLiteral.describe(intent))) = \(showSteps(steps)); "
        + "\(showStep(forbidden)) is not permitted for a no-op intent")
  }
}
