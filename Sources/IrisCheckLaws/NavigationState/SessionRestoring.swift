/// A navigation model that saves and restores its navigation as a
/// `Codable` snapshot and keeps some facts session-scoped, for
/// `SessionScopedStaysOut`.
@MainActor public protocol SessionRestoring: NavigationModel {
  /// What is saved: the selected tab, every path and the sheet.
  associatedtype Snapshot: Codable
  /// The facts that must not survive a relaunch, such as a half-typed search.
  associatedtype SessionFacts: Equatable

  /// The snapshot to save now.
  var snapshot: Snapshot { get }
  /// Installs a saved snapshot, as assembly does at launch.
  /// - Parameter snapshot: a decoded snapshot.
  func restore(_ snapshot: Snapshot)
  /// The session-scoped facts now.
  var sessionFacts: SessionFacts { get }
}
