/// The app's tabs, as a SwiftUI `TabView` would have them; each keeps its
/// own navigation stack.
public enum ShelfTab: String, CaseIterable, Codable, Hashable, Sendable {
  /// The library: the shelf of books at the root, books pushed on top.
  case library
  /// Authors: the list of authors at the root, authors pushed on top.
  case authors
}
