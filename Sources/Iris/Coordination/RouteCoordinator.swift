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

  /// Applies the steps for `baton` in order, as the latest flow of ``linkSwitcher``.
  ///
  /// The steps run inside ``linkSwitcher`` (so this flow supersedes any earlier
  /// one) with ``NavFlow/current`` bound to `baton.flow`. Before each step, in
  /// the same main-actor turn that starts it, the flow checks that its task is
  /// not cancelled and not superseded (``LatestWinsExecutor/isSuperseded``); a
  /// stopped flow applies nothing more, even if its task ignores cancellation.
  /// Between steps it sleeps ``interStepAnimationPause`` on the link switcher's
  /// clock when that is non-zero. Trace: ``CoordinatorEvent/Kind/flowStarted``,
  /// the steps' events, then ``CoordinatorEvent/Kind/flowFinished`` or
  /// ``CoordinatorEvent/Kind/flowCancelled``.
  /// - Parameter baton: what to route.
  public func route(baton: Baton<Intent>) {
    linkSwitcher.run(
      { @MainActor [weak self] in await self?.applySteps(of: baton) },
      onSkipped: { [weak self] in
        self?.trace(CoordinatorEvent(flow: baton.flow, kind: .flowCancelled))
      })
  }

  /// The body of ``route(baton:)``: applies the steps under the baton's flow scope.
  func applySteps(of baton: Baton<Intent>) async {
    let flow = baton.flow
    await NavFlow.withScope(flow) {
      guard !LatestWinsExecutor.shouldStop else {
        return trace(CoordinatorEvent(flow: flow, kind: .flowCancelled))
      }
      trace(CoordinatorEvent(flow: flow, kind: .flowStarted))
      let pause = type(of: self).interStepAnimationPause
      for (index, step) in Flow.operations(intent: baton.intent).enumerated() {
        if index > 0, pause > .zero {
          try? await linkSwitcher.clock.sleep(for: pause)
        }
        let applied = await LatestWinsExecutor.step {
          switch step {
          case .nav(let target):
            await dispatchIfPossible(target, baton: baton)
          case .effect(let effect):
            await apply(effect, baton)
            trace(CoordinatorEvent(flow: flow, kind: .effectApplied(effect)))
          }
        }
        guard applied, !LatestWinsExecutor.shouldStop else {
          return trace(CoordinatorEvent(flow: flow, kind: .flowCancelled))
        }
      }
      trace(CoordinatorEvent(flow: flow, kind: .flowFinished))
    }
  }
}
