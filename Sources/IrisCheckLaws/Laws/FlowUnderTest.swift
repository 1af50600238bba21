import Iris
import IrisCheckCore

/// A navigation flow described by a closure, so any flow (a
/// ``/Iris/NavigationFlow`` type, a hand-written switch, a deliberately broken
/// variant) plugs into the flow laws.
///
/// ```swift
/// let flow = FlowUnderTest(MailboxFlow.self)
/// let broken = FlowUnderTest<MailboxIntent, MailboxRoute, MailboxSheet, MailboxEffect> {
///   intent in counter.next() > 3 ? [] : MailboxFlow.operations(intent: intent)
/// }
/// ```
/// The laws (`FlowPurity`, `NoOpIntent`, `Reachability`,
/// ``RestorationLaw``) only ever call ``operations``.
public struct FlowUnderTest<Intent, Route, SheetRoute, SideEffect>: Sendable
where
  Intent: Sendable & Equatable, Route: Hashable & Sendable, SheetRoute: Hashable & Sendable,
  SideEffect: Sendable & Equatable
{
  /// One step of the flow.
  public typealias FlowStep = Step<Route, SheetRoute, SideEffect>

  /// Maps an intent to its steps; meant to be pure.
  public let operations: @Sendable (Intent) -> [FlowStep]

  /// Creates a flow from its operations.
  /// - Parameter operations: maps an intent to its steps, in order.
  public init(operations: @escaping @Sendable (Intent) -> [FlowStep]) {
    self.operations = operations
  }

  /// Wraps a ``/Iris/NavigationFlow`` type.
  /// - Parameter flow: the flow type; its `operations(intent:)` is called.
  public init<Flow: NavigationFlow>(_ flow: Flow.Type)
  where
    Flow.Intent == Intent, Flow.Route == Route, Flow.SheetRoute == SheetRoute,
    Flow.SideEffect == SideEffect
  {
    self.operations = { Flow.operations(intent: $0) }
  }
}
