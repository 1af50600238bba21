/// The pieces of a ``CoordinatorHarness`` a coordinator law cannot judge without: a law whose
/// harness lacks one fails, naming the closure to add.
public struct HarnessNeeds: OptionSet, Sendable {
  /// The bits.
  public let rawValue: Int
  /// Creates a set from its bits.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Screens that mount and claim their handoff: ``CoordinatorHarness/mount``.
  public static let mount = HarnessNeeds(rawValue: 1 << 0)
  /// The registry's entries at the end: ``CoordinatorHarness/sitesWithEntries``.
  public static let entries = HarnessNeeds(rawValue: 1 << 1)
  /// The model of what an intent's steps do to a state: ``CoordinatorHarness/route``.
  public static let model = HarnessNeeds(rawValue: 1 << 2)
  /// An entry point for taps: ``CoordinatorHarness/tap``.
  public static let tap = HarnessNeeds(rawValue: 1 << 3)
  /// Restores: ``CoordinatorHarness/restore``.
  public static let restore = HarnessNeeds(rawValue: 1 << 4)

  /// What `harness` lacks, one sentence each naming the closure to set.
  package func missing<Coordinator, Snapshot>(
    in harness: CoordinatorHarness<Coordinator, Snapshot>
  ) -> [String] {
    var missing: [String] = []
    if contains(.mount), harness.mount == nil {
      missing.append(
        "set `harness.mount` (a screen mounting at a site and claiming its handoff), so "
          + "screens claim batons")
    }
    if contains(.entries), harness.sitesWithEntries == nil {
      missing.append(
        "set `harness.sitesWithEntries`, so the registry's entries are read at the end")
    }
    if contains(.model), harness.route == nil {
      missing.append(
        "set `harness.route` (the state an intent's steps leave, from the state they began "
          + "in), so end states are judged")
    }
    if contains(.tap), harness.tap == nil {
      missing.append("set `harness.tap` (routing a tap, as the app does), so taps are judged")
    }
    if contains(.restore), harness.restore == nil {
      missing.append("set `harness.restore` (putting a snapshot back), so restores are judged")
    }
    return missing
  }
}
