import Iris

/// The app's navigation: one pure function from intent to steps.
///
/// | intent | steps |
/// |---|---|
/// | `.library` | select library, dismiss sheet, pop to root |
/// | `.book(id)` | select library, dismiss sheet, pop to root, push book, load book |
/// | `.author(id)` | select authors, dismiss sheet, pop to root, push author |
/// | `.share(id)` | dismiss sheet, present share |
/// | `.signIn` | dismiss sheet, present sign-in |
/// | `.notFound(id)` | select library, dismiss sheet, pop to root, show the missing-book banner |
/// | `.unknown` | nothing |
///
/// The book screen is pushed before its book is loaded: the user sees the
/// page (with a spinner) at once, and the content when the catalog answers.
public enum ShelfFlow: NavigationFlow {
  /// The flow's input.
  public typealias Intent = ShelfIntent
  /// Screens pushed onto a tab's stack.
  public typealias Route = ShelfRoute
  /// Screens presented as the sheet.
  public typealias SheetRoute = ShelfSheet
  /// The app's own effects.
  public typealias SideEffect = ShelfEffect

  /// Converts an intent into the steps that realise it, in order.
  /// - Parameter intent: what the caller asked for.
  /// - Returns: the steps from the table above; empty for `.unknown`.
  public static func operations(
    intent: ShelfIntent
  ) -> [Step<ShelfRoute, ShelfSheet, ShelfEffect>] {
    switch intent {
    case .library:
      return root(of: .library)
    case .book(let id):
      return root(of: .library) + [.nav(.push(.book(id))), .effect(.loadBook(id))]
    case .author(let id):
      return root(of: .authors) + [.nav(.push(.author(id)))]
    case .share(let id):
      return [.nav(.dismissSheet), .nav(.present(.share(id)))]
    case .signIn:
      return [.nav(.dismissSheet), .nav(.present(.signIn))]
    case .notFound(let id):
      return root(of: .library) + [.effect(.showBanner(.bookMissing(id)))]
    case .unknown:
      return []
    }
  }

  /// Selects `tab`, dismisses any sheet and pops the tab to its root.
  private static func root(of tab: ShelfTab) -> [Step<ShelfRoute, ShelfSheet, ShelfEffect>] {
    [.effect(.selectTab(tab)), .nav(.dismissSheet), .nav(.popToRoot)]
  }
}
