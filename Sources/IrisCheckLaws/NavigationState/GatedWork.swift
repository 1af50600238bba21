/// A navigation model that runs work gated on navigation, for
/// `GatedWorkLifetime`: one child of per-entry work for every entry in
/// every path, keyed by minted entry ids, and one piece of work gated on a
/// screen showing.
@MainActor public protocol GatedWork: NavigationModel {
  /// The identity minted for one entry of a path.
  associatedtype EntryID: Hashable & Sendable

  /// The minted ids of one tab's entries, parallel to ``NavigationModel/path(for:)``.
  /// - Parameter tab: the tab.
  /// - Returns: one id per route in the tab's path, bottom first.
  func entryIDs(for tab: Tab) -> [EntryID]
  /// The per-entry children alive now, in any order.
  var liveEntryWork: [EntryWorkChild<EntryID>] { get }
  /// Whether the gated work is alive now.
  var isGatedWorkAlive: Bool { get }
  /// Whether the gated work should be alive while `screen` is on top.
  /// - Parameter screen: the current screen.
  /// - Returns: `true` when the gate is open.
  static func gatesWork(on screen: DerivedScreen) -> Bool
}

/// One live child of per-entry work: the entry it serves and a serial number
/// that changes whenever a child is started.
public struct EntryWorkChild<EntryID: Hashable & Sendable>: Hashable, Sendable {
  /// The entry the child serves.
  public var entry: EntryID
  /// Which start this is: a restarted child has a new serial.
  public var serial: Int

  /// Creates a child record.
  /// - Parameters:
  ///   - entry: the entry the child serves.
  ///   - serial: the start's serial number.
  public init(entry: EntryID, serial: Int) {
    self.entry = entry
    self.serial = serial
  }
}
