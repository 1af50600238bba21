import Foundation

/// The identity of one navigation event, from a link or tap to the last step it causes.
///
/// A `NavFlow` is made once per originating event, carried unchanged inside a
/// ``Baton``, and attached to every ``CoordinatorEvent`` that event causes, so
/// a trace can be grouped by flow. It is purely observational: cancellation is
/// the ``LatestWinsExecutor``'s business, not the flow's.
public struct NavFlow: Sendable, Hashable {
  /// The unique identity of this navigation event.
  public let id: UUID
  /// A human-readable origin such as `"link"` or `"tap"`; for tracing only.
  public let source: String

  /// Creates a flow.
  /// - Parameters:
  ///   - id: the flow's identity; a fresh UUID by default.
  ///   - source: where the event came from, for tracing.
  public init(id: UUID = UUID.fresh(), source: String) {
    self.id = id
    self.source = source
    Self.observer?.told(self)
  }
}

extension NavFlow {
  /// The flow bound by the innermost enclosing ``withScope(_:_:)``, or `nil` outside any scope.
  @usableFromInline @TaskLocal static var scoped: NavFlow?

  /// The flow whose effect the calling task runs (bound around
  /// ``RouteCoordinator/apply(_:_:)`` and inherited by the tasks it starts),
  /// or `nil`: navigation done there through the navigators' public
  /// operations is that flow's, and its coordinator traces it.
  @TaskLocal static var effectOf: NavFlow?

  /// Told of every flow made in the calling task and the tasks it starts,
  /// so a harness learns which link or tap a flow's baton is for,
  /// whichever task routes it later.
  @TaskLocal package static var observer: FlowObserver<NavFlow>?

  /// ``effectOf``, when it is also the flow in scope: not in the task of a
  /// follow-up the effect routed, which inherits ``effectOf`` but runs in
  /// a scope of its own.
  static var effectInScope: NavFlow? {
    guard let flow = effectOf, flow == scoped else { return nil }
    return flow
  }

  /// Runs `body`, an effect of `flow`, with ``effectOf`` bound to `flow`.
  @usableFromInline
  static func inEffect(
    of flow: NavFlow, isolation: isolated (any Actor)? = #isolation, _ body: () async -> Void
  ) async {
    await $effectOf.withValue(flow, operation: body, isolation: isolation)
  }

  /// The ambient flow of the calling task.
  ///
  /// Inside ``withScope(_:_:)`` (or ``tap(_:)``) this is the bound flow. Outside
  /// any scope every read returns a *fresh* flow whose source is `"tap"`, so two
  /// reads there never share an id.
  public static var current: NavFlow {
    scoped ?? NavFlow(source: "tap")
  }

  /// Runs `body` with ``current`` bound to `flow`, and returns its result.
  ///
  /// Scopes nest: an inner scope overrides an outer one until it returns.
  /// - Parameters:
  ///   - flow: the flow to bind.
  ///   - body: the synchronous work to run inside the scope.
  /// - Returns: what `body` returns.
  /// - Throws: what `body` throws.
  public static func withScope<R>(_ flow: NavFlow, _ body: () throws -> R) rethrows -> R {
    try $scoped.withValue(flow, operation: body)
  }

  /// Runs async `body` with ``current`` bound to `flow`, staying on the caller's actor.
  ///
  /// - Parameters:
  ///   - flow: the flow to bind.
  ///   - isolation: the caller's isolation, inherited by default.
  ///   - body: the asynchronous work to run inside the scope.
  /// - Returns: what `body` returns.
  /// - Throws: what `body` throws.
  public static func withScope<R>(
    _ flow: NavFlow,
    isolation: isolated (any Actor)? = #isolation,
    _ body: () async throws -> R
  ) async rethrows -> R {
    try await $scoped.withValue(flow, operation: body, isolation: isolation)
  }

  /// Runs `body` inside a fresh flow whose source is `"tap"`.
  ///
  /// Use it when several navigator calls at a tap site should share one flow id.
  /// - Parameter body: the synchronous work to run.
  /// - Returns: what `body` returns.
  /// - Throws: what `body` throws.
  @discardableResult
  public static func tap<R>(_ body: () throws -> R) rethrows -> R {
    try withScope(NavFlow(source: "tap"), body)
  }

  /// Runs async `body` inside a fresh flow whose source is `"tap"`.
  ///
  /// - Parameters:
  ///   - isolation: the caller's isolation, inherited by default.
  ///   - body: the asynchronous work to run.
  /// - Returns: what `body` returns.
  /// - Throws: what `body` throws.
  @discardableResult
  public static func tap<R>(
    isolation: isolated (any Actor)? = #isolation,
    _ body: () async throws -> R
  ) async rethrows -> R {
    try await withScope(NavFlow(source: "tap"), isolation: isolation, body)
  }
}
