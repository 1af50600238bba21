import Iris

/// A coordinator whose navigation, as observers see it, is one value.
///
/// ``CoordinatorArrivalLaw`` compares it by default; an app with tabs passes `showing:` instead.
/// Every ``/Iris/PlumbedCoordinatorBase`` conforms with its stack path and sheet.
@MainActor
public protocol ShowsNavigation: AnyObject {
  /// The navigation's value.
  associatedtype ShownNavigation: Equatable & Sendable
  /// What navigation shows now.
  var shownNavigation: ShownNavigation { get }
}

extension PlumbedCoordinatorBase: ShowsNavigation {
  /// The stack path and the sheet: ``PlumbedCoordinatorBase/state``.
  public var shownNavigation: NavigationState<Flow.Route, Flow.SheetRoute> { state }
}
