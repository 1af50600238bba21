/// Everything a navigation model shows, read at one moment: the selected
/// tab, every tab's path and the sheet.
public struct NavigationSnapshot<Tab, Route, Sheet>: Hashable, Sendable
where
  Tab: Hashable & Sendable & CaseIterable, Route: Hashable & Sendable, Sheet: Hashable & Sendable
{
  /// The selected tab.
  public var selectedTab: Tab
  /// Every tab's path, bottom first.
  public var paths: [Tab: [Route]]
  /// The sheet presented, or `nil`.
  public var sheet: Sheet?

  /// Creates a snapshot.
  /// - Parameters:
  ///   - selectedTab: the selected tab.
  ///   - paths: every tab's path; a missing tab reads as an empty path.
  ///   - sheet: the sheet presented, or `nil`.
  public init(selectedTab: Tab, paths: [Tab: [Route]], sheet: Sheet?) {
    self.selectedTab = selectedTab
    self.paths = Dictionary(uniqueKeysWithValues: Tab.allCases.map { ($0, paths[$0] ?? []) })
    self.sheet = sheet
  }

  /// Reads a model's sources.
  /// - Parameter model: the model.
  @MainActor public init<Model: NavigationModel>(of model: Model)
  where Model.Tab == Tab, Model.Route == Route, Model.Sheet == Sheet {
    self.init(
      selectedTab: model.selectedTab,
      paths: Dictionary(uniqueKeysWithValues: Tab.allCases.map { ($0, model.path(for: $0)) }),
      sheet: model.sheet)
  }

  /// One tab's path.
  /// - Parameter tab: the tab.
  /// - Returns: its routes, bottom first.
  public func path(for tab: Tab) -> [Route] {
    paths[tab] ?? []
  }

  /// The screen on top, derived: the sheet if one is up, else the top of
  /// the selected tab's path, else the selected tab's root.
  public var currentScreen: NavigationScreen<Tab, Route, Sheet> {
    if let sheet { return .sheet(sheet) }
    if let top = path(for: selectedTab).last { return .route(top) }
    return .root(selectedTab)
  }
}
