/// Runs a flow's steps for each incoming ``Baton``, latest link wins.
///
/// ``route(baton:)`` asks `Flow` for the steps of the baton's intent and applies
/// them in order inside ``linkSwitcher``: structural ``Step/nav(_:)`` steps go to
/// ``dispatchIfPossible(_:baton:)``, effects to ``apply(_:_:)``. A newer baton
/// supersedes the running flow, which then applies no further step.
@MainActor
public protocol RouteCoordinator: AnyObject {
  /// What a baton carries; the flow's intent.
  associatedtype Intent: Sendable & Equatable
  /// The flow that turns intents into steps.
  associatedtype Flow: NavigationFlow where Flow.Intent == Intent

  /// The executor link flows run in; its clock also times ``interStepAnimationPause``.
  var linkSwitcher: LatestWinsExecutor { get }

  /// The pause taken between two steps of a flow, slept on ``linkSwitcher``'s clock.
  ///
  /// The default implementation returns `.zero` (no pause). It is a requirement,
  /// not only an extension member, so a conforming type's own value is the one
  /// ``route(baton:)`` uses.
  static var interStepAnimationPause: Duration { get }

  /// Applies one of the consumer's effects.
  ///
  /// Structural steps never reach this method.
  /// - Parameters:
  ///   - effect: the effect to apply.
  ///   - baton: the baton whose flow emitted it.
  func apply(_ effect: Flow.SideEffect, _ baton: Baton<Intent>) async

  /// Applies one structural step.
  ///
  /// **Keep this a protocol requirement.** ``route(baton:)`` is an extension
  /// method; a call from it to a method declared only in an extension binds
  /// statically to the extension's version, so a conforming type's (or
  /// ``PlumbedCoordinatorBase``'s) implementation would never run and
  /// structural navigation would silently do nothing while effects still work.
  /// The default implementation does nothing.
  /// - Parameters:
  ///   - target: the structural move.
  ///   - baton: the baton whose flow emitted it.
  func dispatchIfPossible(
    _ target: NavTarget<Flow.Route, Flow.SheetRoute>, baton: Baton<Intent>)
    async

  /// Receives one trace event; see ``CoordinatorEvent``.
  ///
  /// The default implementation drops the event.
  /// - Parameter event: what happened, and for which flow.
  func trace(_ event: CoordinatorEvent<Flow>)
}

extension RouteCoordinator {
  /// No pause between steps.
  public static var interStepAnimationPause: Duration { .zero }

  /// Does nothing; ``PlumbedCoordinatorBase`` dispatches for real.
  /// - Parameters:
  ///   - target: the structural move (ignored).
  ///   - baton: the baton whose flow emitted it (ignored).
  public func dispatchIfPossible(
    _ target: NavTarget<Flow.Route, Flow.SheetRoute>,
    baton: Baton<Intent>
  ) async {}

  /// Drops the event.
  /// - Parameter event: the event (ignored).
  public func trace(_ event: CoordinatorEvent<Flow>) {}

  // NB: `route` and what runs a flow are inlinable, so the module of a
  // concrete coordinator specializes them: unspecialized, every traced
  // event costs type-metadata lookups.

  /// Applies the steps for `baton` in order, as the latest flow of ``linkSwitcher``.
  ///
  /// The same as ``route(baton:through:)`` with ``linkSwitcher``.
  /// - Parameter baton: what to route.
  @inlinable
  public func route(baton: Baton<Intent>) {
    route(baton: baton, through: linkSwitcher)
  }

  /// Applies the steps for `baton` in order, as the latest flow of `executor`.
  ///
  /// The steps run inside `executor` (so this flow supersedes any earlier
  /// one of that executor) with ``NavFlow/current`` bound to `baton.flow`.
  /// Before each step, in the same main-actor turn that starts it, the flow
  /// checks that its task is not cancelled and not superseded
  /// (``LatestWinsExecutor/isSuperseded``); a stopped flow applies nothing
  /// more, even if its task ignores cancellation. Between steps it sleeps
  /// ``interStepAnimationPause`` on `executor`'s clock when that is non-zero.
  /// Trace: ``CoordinatorEvent/Kind/routed(_:on:origin:)`` at once (with the
  /// calling flow as the origin when called inside one, as a redirect
  /// routed by an effect is), ``CoordinatorEvent/Kind/superseded`` the
  /// moment a newer flow or a cancellation replaces it,
  /// ``CoordinatorEvent/Kind/flowStarted``, the steps' events, then
  /// exactly one of ``CoordinatorEvent/Kind/flowFinished`` or
  /// ``CoordinatorEvent/Kind/flowCancelled`` (also when the flow was replaced
  /// before it started).
  ///
  /// Use it for taps with ``PlumbedCoordinatorBase/uiSwitcher``: a tap then
  /// supersedes the previous tap exactly as a link supersedes the previous
  /// link. The two executors are independent: a tap does not supersede a
  /// running link flow, nor a link a tap flow.
  /// - Parameters:
  ///   - baton: what to route.
  ///   - executor: the executor the flow runs in and supersedes within.
  @inlinable
  public func route(baton: Baton<Intent>, through executor: LatestWinsExecutor) {
    trace(
      CoordinatorEvent(
        flow: baton.flow, kind: .routed(baton, on: executor.identity, origin: NavFlow.scoped)))
    executor.run(
      { @MainActor [weak self] in await self?.applySteps(of: baton, clock: executor.clock) },
      onSkipped: { [weak self] in self?.traceNow(.flowCancelled, of: baton.flow) },
      onSuperseded: { [weak self] in
        self?.trace(CoordinatorEvent(flow: baton.flow, kind: .superseded, flowWasCurrent: false))
      })
  }

  /// Traces `kind` for `flow`, noting whether the calling flow is still current.
  @inlinable
  func traceNow(_ kind: consuming CoordinatorEvent<Flow>.Kind, of flow: NavFlow) {
    trace(
      CoordinatorEvent(flow: flow, kind: kind, flowWasCurrent: !LatestWinsExecutor.shouldStop))
  }

  /// The body of ``route(baton:through:)``: applies the steps under the baton's flow scope.
  @inlinable
  func applySteps(of baton: Baton<Intent>, clock: any Clock<Duration>) async {
    let flow = baton.flow
    await NavFlow.withScope(flow) {
      guard !LatestWinsExecutor.shouldStop else { return traceNow(.flowCancelled, of: flow) }
      traceNow(.flowStarted, of: flow)
      let pause = type(of: self).interStepAnimationPause
      // NB: not `enumerated()`: iterating an enumerated sequence of a generic
      // element costs a metadata lookup per step.
      var isFirst = true
      for step in Flow.operations(intent: baton.intent) {
        if !isFirst, pause > .zero {
          try? await clock.sleep(for: pause)
        }
        isFirst = false
        let applied = await LatestWinsExecutor.step {
          switch step {
          case .nav(let target):
            await dispatchIfPossible(target, baton: baton)
          case .effect(let effect):
            await NavFlow.inEffect(of: flow) { await apply(effect, baton) }
            traceNow(.effectApplied(effect), of: flow)
          }
        }
        guard applied, !LatestWinsExecutor.shouldStop else {
          return traceNow(.flowCancelled, of: flow)
        }
      }
      traceNow(.flowFinished, of: flow)
    }
  }
}
