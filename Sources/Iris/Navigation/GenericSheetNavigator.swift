import Observation

private let routeSheetPaths = ObservedKeyPath()

/// The headless sheet navigator: owns the single presented sheet.
///
/// Upstream this drives SwiftUI's `.sheet(item:)` through a binding; here
/// ``sheet`` is that binding's stand-in (writes are sanitised). It is
/// `Observable`: observers are told of every change of ``routeSheet``, and
/// of no write of an equal sheet. The `flow` arguments are for tracing and
/// change nothing.
@MainActor
public final class GenericSheetNavigator<S: Hashable & Sendable>: Observable, HandObserved {
  /// The presented sheet, or `nil`.
  public var routeSheet: S? {
    @inlinable get {
      access(keyPath: routeSheetPath)
      return storedSheet
    }
    set {
      guard storedSheet != newValue else {
        storedSheet = newValue
        return
      }
      withMutation(keyPath: routeSheetPath) { storedSheet = newValue }
      onChange?()
    }
    // NB: `_modify`, as `@Observable` generates (see
    // ``GenericRouteNavigator/routeStack``).
    _modify {
      access(keyPath: routeSheetPath)
      willSet(keyPath: routeSheetPath)
      defer {
        didSet(keyPath: routeSheetPath)
        onChange?()
      }
      yield &storedSheet
    }
  }
  // NB: the property above is tracked by hand (see ``HandObserved``); its
  // getter is inlinable, so a snapshot read per traced event is specialized.
  @usableFromInline nonisolated let observationRegistrar = ObservationRegistrar()
  // NB: no access overlaps (main actor, no re-entry), so it skips the
  // runtime's exclusivity checks: it is read at every step.
  @exclusivity(unchecked) @usableFromInline var storedSheet: S?
  @usableFromInline let routeSheetPath: KeyPath<GenericSheetNavigator, S?> =
    routeSheetPaths.path { \.routeSheet }
  /// Called after every change to ``routeSheet``, once observers were told (not
  /// after a write of an equal value); a coordinator prunes its handoffs here.
  var onChange: (@MainActor () -> Void)?
  /// Called when ``presentRoute(_:registry:baton:)`` placed a baton (not when the
  /// coordinator's own dispatch did): the flow, the route and what it did,
  /// so the coordinator traces navigation an effect did through the public
  /// API as its baton's flow's.
  var onPlaced: (@MainActor (NavFlow, S, HandoffPlacement) -> Void)?
  /// Called when ``present(_:_:)`` or ``dismissSheet(_:)`` changed the sheet
  /// inside a flow's effect (``NavFlow/effectOf``), outside
  /// ``presentRoute(_:registry:baton:)``: the flow and the sheet presented,
  /// `nil` for a dismiss, so the coordinator traces the move as that flow's.
  var onMovedInEffect: (@MainActor (NavFlow, S?) -> Void)?
  /// Whether ``place(_:registry:baton:)`` is running, which reports its own move.
  private var isPlacing = false
  /// The sheet, read without telling observers: for the coordinator's own
  /// bookkeeping, which no view depends on.
  var untrackedSheet: S? { storedSheet }

  /// Creates a navigator with no sheet presented.
  public init() {}

  /// Sanitises a proposed sheet before it is stored through ``sheet``; returns it unchanged.
  /// - Parameter proposed: the proposed sheet.
  /// - Returns: the sheet to store.
  public func sanitizeSheet(_ proposed: S?) -> S? { proposed }

  /// The presented sheet; setting it stores the ``sanitizeSheet(_:)``d value.
  public var sheet: S? {
    get { routeSheet }
    set { routeSheet = sanitizeSheet(newValue) }
  }

  /// The presented sheet, or `nil`; the same as ``routeSheet``.
  public var currentRoute: S? { routeSheet }

  // MARK: - Sheet operations

  /// Presents `route`, replacing any presented sheet.
  /// - Parameters:
  ///   - route: the sheet to present.
  ///   - flow: the navigation event, for tracing.
  public func present(_ route: S, _ flow: NavFlow = .current) {
    routeSheet = route
    reportMove(presenting: route)
  }

  /// Dismisses the presented sheet, if any.
  /// - Parameter flow: the navigation event, for tracing.
  public func dismissSheet(_ flow: NavFlow = .current) {
    let wasShown = storedSheet != nil
    routeSheet = nil
    if wasShown { reportMove(presenting: nil) }
  }

  /// Tells the coordinator of a move an effect made, when one did.
  private func reportMove(presenting route: S?) {
    guard !isPlacing, let onMovedInEffect, let flow = NavFlow.effectInScope else { return }
    onMovedInEffect(flow, route)
  }

  /// Presents `route` unless it is already presented or the calling flow must stop.
  ///
  /// Refuses (changing nothing) when the calling task is cancelled or its
  /// executor operation is superseded (``LatestWinsExecutor/isSuperseded``).
  /// - Parameters:
  ///   - route: the sheet to present.
  ///   - flow: the navigation event, for tracing.
  /// - Returns: `true` exactly when the sheet was presented.
  @discardableResult
  public func presentIfNeeded(_ route: S, _ flow: NavFlow = .current) -> Bool {
    // NB: the sheet is read without telling observers: it only decides the write.
    if LatestWinsExecutor.shouldStop || storedSheet == route { return false }
    present(route, flow)
    return true
  }

  /// Moves to `target`: dismisses, presents, or dismisses then presents (a swap).
  ///
  /// Does nothing when the calling flow must stop or `target` is already the
  /// state. Headless, so no animation pause is taken between the two halves of
  /// a swap; the flow is re-checked between them.
  /// - Parameters:
  ///   - target: the sheet to show, or `nil` for none.
  ///   - flow: the navigation event, for tracing.
  public func transition(to target: S?, _ flow: NavFlow = .current) async {
    if LatestWinsExecutor.shouldStop || target == routeSheet { return }
    if routeSheet != nil { dismissSheet(flow) }
    guard let target, !LatestWinsExecutor.shouldStop else { return }
    present(target, flow)
  }

  // MARK: - Handoff-aware present

  /// Presents `route` if needed and hands `baton` to the sheet through `registry`.
  ///
  /// The same contract as ``GenericRouteNavigator/pushRoute(_:registry:baton:)``,
  /// for sheets: a refused flow presents, registers and delivers nothing.
  /// - Parameters:
  ///   - route: the sheet to present.
  ///   - registry: the sheet handoff registry.
  ///   - baton: the baton the sheet should receive.
  public func presentRoute<Intent: Sendable & Equatable>(
    _ route: S,
    registry: HandoffRegistry<S, Intent>,
    baton: Baton<Intent>
  ) async {
    let placement = place(route, registry: registry, baton: baton)
    onPlaced?(baton.flow, route, placement)
  }

  /// ``presentRoute(_:registry:baton:)``, reporting what it did.
  func place<Intent: Sendable & Equatable>(
    _ route: S,
    registry: HandoffRegistry<S, Intent>,
    baton: Baton<Intent>
  ) -> HandoffPlacement {
    isPlacing = true
    defer { isPlacing = false }
    return HandoffPlacement.place(route, registry: registry, baton: baton) {
      presentIfNeeded(route, baton.flow)
    }
  }
}
