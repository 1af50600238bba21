/// A snapshot of a coordinator's navigation, as a plain value: the stack path and the sheet.
///
/// This is the headless stand-in for the SwiftUI bindings upstream Iris exposes:
/// read it to assert on or persist what would be on screen, and hand it back to
/// ``NavigationFacade/restore(_:flow:)`` to put it back. Two states are equal
/// exactly when their paths and sheets are equal.
public struct NavigationState<Route: Hashable & Sendable, SheetRoute: Hashable & Sendable>:
  Sendable, Hashable
{
  /// The routes above the root, root-first; empty means the root is showing.
  public var path: [Route]
  /// The presented sheet, or `nil` when none is presented.
  public var sheet: SheetRoute?

  /// Creates a navigation state.
  /// - Parameters:
  ///   - path: the stack, root-first; defaults to empty (root only).
  ///   - sheet: the presented sheet; defaults to none.
  public init(path: [Route] = [], sheet: SheetRoute? = nil) {
    self.path = path
    self.sheet = sheet
  }
}

extension NavigationState: Codable where Route: Codable, SheetRoute: Codable {}
