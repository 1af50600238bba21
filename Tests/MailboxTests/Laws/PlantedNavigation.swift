import IrisCheck
import Mailbox
import MailboxChecks

/// The sample app's navigation store behind a forwarding wrapper, so each
/// planted bug overrides the one behaviour it breaks and keeps the rest real.
class PlantedNavigation: SystemRoads, ScreenJournaling, GatedWork, SessionRestoring {

  /// What the planted store saves: the real snapshot, plus a field only the
  /// session-scoped bug fills.
  struct Snapshot: Codable {
    var state: MailboxState
    var searchDraft: String?
  }

  let inner = MailboxNavigation(threadExists: { $0 != MailboxGenerators.deletedThread })

  required init() {}

  var selectedTab: MailboxTab { inner.selectedTab }
  var sheet: MailboxSheet? { inner.sheet }
  func path(for tab: MailboxTab) -> [MailboxRoute] { inner.path(for: tab) }
  func perform(_ op: MailboxOp) { inner.perform(op) }
  func onChange(_ observer: @escaping () -> Void) { inner.onChange(observer) }
  static var systemRoads: SystemRoadMap<MailboxTab, MailboxOp> { MailboxNavigation.systemRoads }
  var currentScreen: MailboxScreen { inner.currentScreen }
  var screenJournal: [MailboxScreen] { inner.screenJournal }
  static func screen(_ derived: DerivedScreen) -> MailboxScreen {
    MailboxNavigation.screen(derived)
  }
  func entryIDs(for tab: MailboxTab) -> [Int] { inner.entryIDs(for: tab) }
  var liveEntryWork: [EntryWorkChild<Int>] { inner.liveEntryWork }
  var isGatedWorkAlive: Bool { inner.isGatedWorkAlive }
  static func gatesWork(on screen: DerivedScreen) -> Bool {
    MailboxNavigation.gatesWork(on: screen)
  }
  var snapshot: Snapshot { Snapshot(state: inner.state) }
  func restore(_ snapshot: Snapshot) { inner.restore(snapshot.state) }
  var sessionFacts: String { inner.searchDraft }

  /// The navigation laws over this planted store.
  static var laws: LawSuite { MailboxLaws.navigation { Self() } }
}

/// Switching tabs clears the path of the tab left behind.
final class TabSwitchClearsLeftTab: PlantedNavigation {
  override func perform(_ op: MailboxOp) {
    guard case .selectTab(let tab) = op, tab != selectedTab else { return super.perform(op) }
    inner.turn { state in
      state.setStack([], for: state.selectedTab)
      state.selectedTab = tab
    }
  }
}

/// The tab bar's binding writes the selected tab directly instead of
/// calling `selectTab`, so reselecting does not pop to the root.
final class TabBindingSkipsSelectTab: PlantedNavigation {
  override func perform(_ op: MailboxOp) {
    guard case .tabTap(let tab) = op else { return super.perform(op) }
    inner.turn { $0.selectedTab = tab }
  }
}

/// The search link selects the search tab in one turn and writes the rest
/// of its destination (the results, no sheet) in the next.
final class SearchLinkInTwoTurns: PlantedNavigation {
  override func perform(_ op: MailboxOp) {
    guard case .open(let intent) = op, case .search = intent else { return super.perform(op) }
    let destination = inner.state.routing(intent)
    inner.turn { $0.selectedTab = destination.selectedTab }
    inner.turn { $0 = destination }
  }
}

/// `selectTab` never pops: reselecting the selected tab does nothing, on
/// both roads alike.
final class ReselectDoesNotPop: PlantedNavigation {
  override func perform(_ op: MailboxOp) {
    switch op {
    case .selectTab(let tab), .tabTap(let tab): inner.turn { $0.selectedTab = tab }
    default: super.perform(op)
    }
  }
}

/// The resolver switches to the inbox before checking the linked thread
/// still exists.
final class StaleLinkSwitchesTab: PlantedNavigation {
  override func perform(_ op: MailboxOp) {
    guard case .open(let intent) = op, intent.threadID != nil else { return super.perform(op) }
    inner.selectTab(.inbox)
    super.perform(op)
  }
}

/// The analytics journal hears taps, links and gestures, but not restoration.
final class JournalMissesRestoration: PlantedNavigation {
  private var missed: Set<Int> = []

  override func perform(_ op: MailboxOp) {
    let recorded = inner.screenJournal.count
    super.perform(op)
    if case .restore = op { missed.formUnion(recorded..<inner.screenJournal.count) }
  }

  override var screenJournal: [MailboxScreen] {
    super.screenJournal.enumerated().filter { !missed.contains($0.offset) }.map(\.element)
  }
}

/// Per-entry work that starts a child for every pushed entry but never
/// retires one: pops leak their children.
final class WorkOutlivesPops: PlantedNavigation {
  private var work = MailboxEntryWork()
  private var everSeen: Set<Int> = []

  override func perform(_ op: MailboxOp) {
    super.perform(op)
    for tab in MailboxTab.allCases { everSeen.formUnion(inner.entryIDs(for: tab)) }
    work.reconcile(everSeen)
  }

  override var liveEntryWork: [EntryWorkChild<Int>] {
    work.children.map { EntryWorkChild(entry: $0.key, serial: $0.value) }
  }
}

/// The compose autosave is gated on "is a sheet up?" instead of "is
/// compose showing?".
final class AutosaveGatedOnAnySheet: PlantedNavigation {
  override var isGatedWorkAlive: Bool { sheet != nil }
}

/// The snapshot saves the half-typed search along with navigation.
final class SnapshotSavesSearchDraft: PlantedNavigation {
  override var snapshot: Snapshot { Snapshot(state: inner.state, searchDraft: inner.searchDraft) }

  override func restore(_ snapshot: Snapshot) {
    super.restore(snapshot)
    if let draft = snapshot.searchDraft { inner.typeSearch(draft) }
  }
}

/// A stale link lands on the inbox's root instead of changing nothing: a
/// fallback, allowed only when the law is told so.
final class StaleLinkFallsBackToInbox: PlantedNavigation {
  override func perform(_ op: MailboxOp) {
    guard case .open(let intent) = op, let id = intent.threadID,
      id == MailboxGenerators.deletedThread
    else { return super.perform(op) }
    inner.turn { $0 = MailboxState(stacks: $0.stacks, sheet: nil) }
    inner.setPath([], for: .inbox)
  }
}

/// A stale link flashes the inbox, then puts everything back.
final class StaleLinkFlashesInbox: PlantedNavigation {
  override func perform(_ op: MailboxOp) {
    guard case .open(let intent) = op, intent.threadID == MailboxGenerators.deletedThread else {
      return super.perform(op)
    }
    let start = inner.state
    inner.selectTab(.inbox)
    inner.restore(start)
  }
}

/// The current screen is stored, updated by every op but restoration.
final class StoredScreen: PlantedNavigation {
  private var stored = MailboxScreen.tabRoot(.inbox)

  override func perform(_ op: MailboxOp) {
    super.perform(op)
    if case .restore = op { return }
    stored = inner.currentScreen
  }

  override var currentScreen: MailboxScreen { stored }
}

/// Per-entry work that restarts every child on every op.
final class WorkRestartsEveryOp: PlantedNavigation {
  private var ops = 0

  override func perform(_ op: MailboxOp) {
    super.perform(op)
    ops += 1
  }

  override var liveEntryWork: [EntryWorkChild<Int>] {
    super.liveEntryWork.map { EntryWorkChild(entry: $0.entry, serial: $0.serial + 1_000 * ops) }
  }
}

/// Restoration forgets the sheet.
final class RestoreDropsTheSheet: PlantedNavigation {
  override func restore(_ snapshot: Snapshot) {
    var state = snapshot.state
    state.sheet = nil
    inner.restore(state)
  }
}

/// A link arrives, is undone, and arrives again.
final class LinkArrivesTwice: PlantedNavigation {
  override func perform(_ op: MailboxOp) {
    guard case .open = op else { return super.perform(op) }
    let start = inner.state
    super.perform(op)
    inner.restore(start)
    super.perform(op)
  }
}
