/// Navigation kept as ordinary state, as a law sees it: one source per
/// container (the selected tab, one path per tab, one optional sheet) and
/// the app's named ops that write them.
///
/// Conform the app's navigation store (a reference type, created fresh for
/// every example by the law's `make` closure) and the navigation laws
/// (``NavigationLaws``) check its promises: `TabIsolation`,
/// ``AtomicArrivalLaw`` and `StaleLinkFailsSoftly` need only this
/// protocol; the others need one more small protocol each
/// (``SystemRoads``, ``ScreenJournaling``, ``GatedWork``,
/// ``SessionRestoring``).
///
/// **Main actor.** The protocol is `@MainActor`, as a SwiftUI store is:
/// `@MainActor @Observable final class Store` conforms as it stands, and
/// so does a nonisolated class. The laws judge on the main actor, so a
/// suite runs from a `@MainActor @Test` or a nonisolated one.
///
/// **Contract.** Reading the sources has no effect; ``perform(_:)`` runs one
/// op to completion, synchronously, and calls every observer registered
/// with ``onChange(_:)`` each time a write becomes visible to observers
/// (once per turn for a store that writes in turns; once per step for a
/// flow applied step by step).
@MainActor public protocol NavigationModel: AnyObject, SendableMetatype {
  /// The app's tabs.
  associatedtype Tab: Hashable & Sendable & CaseIterable
  /// A screen pushed onto a tab's path.
  associatedtype Route: Hashable & Sendable
  /// A screen presented as the single sheet.
  associatedtype Sheet: Hashable & Sendable
  /// One thing the app or the system does: a named op, a link, a tap, a
  /// gesture, a restoration.
  associatedtype Op: Sendable

  /// The selected tab.
  var selectedTab: Tab { get }
  /// The sheet presented, or `nil`.
  var sheet: Sheet? { get }
  /// One tab's path, bottom first.
  /// - Parameter tab: the tab.
  /// - Returns: its routes; empty at the tab's root.
  func path(for tab: Tab) -> [Route]
  /// Runs one op to completion.
  /// - Parameter op: the op.
  func perform(_ op: Op)
  /// Registers an observer called after every write observers can see.
  /// - Parameter observer: called with no arguments; it reads the sources.
  func onChange(_ observer: @escaping () -> Void)
}

extension NavigationModel {
  /// The model's current screen in the laws' vocabulary: a sheet, a pushed
  /// route, or a tab's root (see ``NavigationSnapshot/currentScreen``).
  public typealias DerivedScreen = NavigationScreen<Tab, Route, Sheet>
}
