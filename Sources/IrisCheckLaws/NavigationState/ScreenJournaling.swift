/// A navigation model with a derived current screen and a journal of its
/// transitions (analytics without instrumentation), for
/// `CurrentScreenJournal`.
@MainActor public protocol ScreenJournaling: NavigationModel {
  /// The app's own screen type.
  associatedtype Screen: Equatable

  /// The app's current screen, as the app computes it.
  var currentScreen: Screen { get }
  /// Every screen the journal recorded, oldest first: one entry per
  /// transition of the current screen.
  var screenJournal: [Screen] { get }
  /// The app's screen for a derived one: the law derives the current screen
  /// from the sources (``NavigationSnapshot/currentScreen``) and compares.
  ///
  /// Needs no code when ``Screen`` is ``NavigationModel/DerivedScreen``;
  /// for an app enum with one case per kind,
  /// ``NavigationScreen/map(sheet:route:root:)`` names its cases.
  /// - Parameter derived: the sheet, the top route, or the tab's root.
  /// - Returns: the same screen in the app's type.
  static func screen(_ derived: DerivedScreen) -> Screen
}

extension ScreenJournaling where Screen == DerivedScreen {
  /// The derived screen itself, for a model whose screen type is
  /// ``NavigationScreen``.
  /// - Parameter derived: the sheet, the top route, or the tab's root.
  /// - Returns: `derived`.
  public static func screen(_ derived: DerivedScreen) -> Screen { derived }
}
