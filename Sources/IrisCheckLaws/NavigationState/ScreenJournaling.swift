/// A navigation model with a derived current screen and a journal of its
/// transitions (analytics without instrumentation), for
/// ``CurrentScreenJournalLaw``.
public protocol ScreenJournaling: NavigationModel {
  /// The app's current screen, in the laws' vocabulary.
  var currentNavigationScreen: NavigationScreen<Tab, Route, Sheet> { get }
  /// Every screen the journal recorded, oldest first: one entry per
  /// transition of the current screen.
  var navigationScreenJournal: [NavigationScreen<Tab, Route, Sheet>] { get }
}
