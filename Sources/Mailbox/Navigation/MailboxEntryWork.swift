/// Per-entry work: one child per live stack entry, keyed by the entry's
/// minted id (`scope(each:)` over the live ids).
///
/// ``reconcile(_:)`` starts a child for every new id and retires the child
/// of every id that left; a child whose entry stays (covered by a push, on a
/// tab not selected, under a sheet) keeps running. Visibility is not a
/// lifetime.
public struct MailboxEntryWork: Sendable {
  /// The serial number of each live child, by entry id.
  public private(set) var children: [Int: Int] = [:]
  /// How many children were ever started.
  public private(set) var started = 0

  /// Creates per-entry work with no children.
  public init() {}

  /// Starts and retires children so exactly the given entries have one.
  /// - Parameter liveIDs: the ids of every entry in every stack.
  public mutating func reconcile(_ liveIDs: Set<Int>) {
    for id in children.keys where !liveIDs.contains(id) { children[id] = nil }
    for id in liveIDs.sorted() where children[id] == nil {
      started += 1
      children[id] = started
    }
  }
}
