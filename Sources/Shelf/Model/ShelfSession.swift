/// The navigation a user left the app in, saved at background and restored
/// at launch: the selected tab, each tab's stack and the sheet.
///
/// Plain `Codable` data with synthesized conformances: two sessions are
/// equal exactly when they show the same screens. Loaded data (the book on
/// screen, a banner) is not part of it.
public struct ShelfSession: Codable, Hashable, Sendable {
  /// The selected tab.
  public var selectedTab: ShelfTab
  /// The library tab's stack, root first.
  public var libraryPath: [ShelfRoute]
  /// The authors tab's stack, root first.
  public var authorsPath: [ShelfRoute]
  /// The presented sheet, or `nil`.
  public var sheet: ShelfSheet?

  /// Creates a session; by default the launch state: the library at its
  /// root, no sheet.
  /// - Parameters:
  ///   - selectedTab: the selected tab; the library by default.
  ///   - libraryPath: the library's stack; empty by default.
  ///   - authorsPath: the authors tab's stack; empty by default.
  ///   - sheet: the sheet; none by default.
  public init(
    selectedTab: ShelfTab = .library, libraryPath: [ShelfRoute] = [],
    authorsPath: [ShelfRoute] = [], sheet: ShelfSheet? = nil
  ) {
    self.selectedTab = selectedTab
    self.libraryPath = libraryPath
    self.authorsPath = authorsPath
    self.sheet = sheet
  }

  /// One tab's stack, root first.
  /// - Parameter tab: the tab.
  public subscript(path tab: ShelfTab) -> [ShelfRoute] {
    get {
      switch tab {
      case .library: libraryPath
      case .authors: authorsPath
      }
    }
    set {
      switch tab {
      case .library: libraryPath = newValue
      case .authors: authorsPath = newValue
      }
    }
  }

  /// The selected tab's stack, root first.
  public var currentPath: [ShelfRoute] { self[path: selectedTab] }
}
