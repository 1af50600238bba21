import Iris
import Shelf

extension ShelfSession {
  /// The session after one flow step, as ``Shelf/ShelfCoordinator`` applies it.
  ///
  /// A push appends unless the route is already on top (Iris pushes if
  /// needed); a pop to root empties the selected tab's stack; a present
  /// replaces the sheet; a dismiss clears it; a tab switch keeps both
  /// stacks. Loads and banners leave the navigation alone.
  /// - Parameter step: a step of ``Shelf/ShelfFlow``.
  /// - Returns: the session after it.
  public func applying(_ step: Step<ShelfRoute, ShelfSheet, ShelfEffect>) -> ShelfSession {
    var next = self
    switch step {
    case .nav(.push(let route)):
      if currentPath.last != route { next[path: selectedTab].append(route) }
    case .nav(.popToRoot):
      next[path: selectedTab] = []
    case .nav(.present(let sheet)):
      next.sheet = sheet
    case .nav(.dismissSheet):
      next.sheet = nil
    case .effect(.selectTab(let tab)):
      next.selectedTab = tab
    case .effect(.loadBook), .effect(.showBanner):
      break
    }
    return next
  }
}
