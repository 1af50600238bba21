/// One observable thing a coordinator did, tagged with the flow that caused it.
///
/// The trace seam for the harness: ``RouteCoordinator/route(baton:)`` and
/// ``PlumbedCoordinatorBase`` report every baton routed (on which executor, by
/// which flow), every supersession, every flow start and end, every structural
/// step and effect applied, and every handoff registered or delivered, in the
/// order they happen on the main actor. Each routed flow reports exactly one of
/// ``Kind/flowFinished`` or ``Kind/flowCancelled``, and reports nothing after it.
public struct CoordinatorEvent<Flow: NavigationFlow>: Sendable {
  /// What happened.
  public enum Kind: Sendable {
    /// The baton was routed as the latest flow of `executor`, superseding
    /// that executor's running flow; traced synchronously by
    /// ``RouteCoordinator/route(baton:through:)`` before anything else of the
    /// flow.
    ///
    /// `origin` is the flow in whose scope the baton was routed (a follow-up
    /// such as a redirect, routed by a flow's effect or by work it started),
    /// or `nil` for a baton routed from outside any flow (a link, a tap, the
    /// app itself).
    case routed(Baton<Flow.Intent>, on: ExecutorIdentity, origin: NavFlow?)
    /// The flow stopped being the latest of its executor before it finished:
    /// a newer flow was routed there, or the executor's
    /// ``LatestWinsExecutor/cancelCurrent()`` ran. Traced synchronously, in
    /// the turn that superseded it, with ``CoordinatorEvent/flowWasCurrent``
    /// `false`. From then on the flow begins no step and routes nothing; a
    /// step already in flight may end, writing nothing more.
    case superseded
    /// The flow's operation began (after any drain), before its first step.
    case flowStarted
    /// A structural step was applied (it may have changed nothing, e.g. a push of the top).
    case navigated(NavTarget<Flow.Route, Flow.SheetRoute>)
    /// The coordinator's `apply` returned for this effect; ``CoordinatorEvent/flowWasCurrent``
    /// says whether the flow was still current when it did.
    case effectApplied(Flow.SideEffect)
    /// A fresh handoff holding the flow's baton was registered at this site.
    case handoffRegistered(HandoffSite<Flow.Route, Flow.SheetRoute>)
    /// The flow's baton woke the claimer already waiting on this site's handoff.
    case handoffDelivered(HandoffSite<Flow.Route, Flow.SheetRoute>)
    /// Every step was applied.
    case flowFinished
    /// The flow stopped (cancelled or superseded) before or between its steps.
    case flowCancelled
  }

  /// The flow that caused the event.
  public let flow: NavFlow
  /// The case of ``kind``, without its payload.
  ///
  /// NB: stored after `flow`, both of a size that does not depend on the
  /// flow, so code generic over the flow and never specialized (a test
  /// harness reading every event) reads it without type-metadata lookups,
  /// which a switch over `kind` costs.
  @usableFromInline package let tag: CoordinatorEventTag
  /// What happened.
  public let kind: Kind
  /// Whether the flow was still current when the event was traced: its task
  /// not cancelled and its executor operation not superseded.
  ///
  /// A correct coordinator traces every event but ``Kind/effectApplied(_:)``
  /// and ``Kind/flowCancelled`` while its flow is current. An `effectApplied`
  /// with `false` says the flow was superseded or cancelled while `apply` ran:
  /// a correct `apply` wrote nothing after that point (the trace cannot show
  /// whether it did; the consumer's state can), so a law must not count it as
  /// a step applied after supersession.
  public let flowWasCurrent: Bool

  /// Creates an event.
  /// - Parameters:
  ///   - flow: the flow that caused it.
  ///   - kind: what happened.
  ///   - flowWasCurrent: whether the flow was still current; `true` by default.
  @inlinable @inline(__always)
  public init(flow: NavFlow, kind: Kind, flowWasCurrent: Bool = true) {
    // NB: always inlined: a generic caller then builds the event with the
    // type metadata it already has.
    self.flow = flow
    self.tag =
      switch kind {
      case .routed: .routed
      case .superseded: .superseded
      case .flowStarted: .flowStarted
      case .navigated: .navigated
      case .effectApplied: .effectApplied
      case .handoffRegistered: .handoffRegistered
      case .handoffDelivered: .handoffDelivered
      case .flowFinished: .flowFinished
      case .flowCancelled: .flowCancelled
      }
    self.kind = kind
    self.flowWasCurrent = flowWasCurrent
  }
}

/// The cases of ``CoordinatorEvent/Kind``, without payloads.
@usableFromInline
package enum CoordinatorEventTag: UInt8, Sendable {
  case routed, superseded, flowStarted, navigated, effectApplied, handoffRegistered
  case handoffDelivered, flowFinished, flowCancelled
}

extension CoordinatorEvent.Kind: Equatable where Flow.SideEffect: Equatable {}

extension CoordinatorEvent: Equatable where Flow.SideEffect: Equatable {}
