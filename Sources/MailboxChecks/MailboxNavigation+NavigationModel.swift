import IrisCheckLaws
import Mailbox

// The sample app's navigation store plugged into the navigation laws: its
// sources, both roads, its journal, its gated work and its snapshot.
extension MailboxNavigation: SystemRoads, ScreenJournaling, GatedWork, SessionRestoring {
  /// The selected tab, read from ``MailboxNavigation/state``.
  public var selectedTab: MailboxTab { state.selectedTab }
  /// The sheet, read from ``MailboxNavigation/state``.
  public var sheet: MailboxSheet? { state.sheet }
  /// One tab's stack, read from ``MailboxNavigation/state``.
  /// - Parameter tab: the tab.
  /// - Returns: its routes, bottom first.
  public func path(for tab: MailboxTab) -> [MailboxRoute] { state.stack(for: tab) }

  /// The gestures' binding-adapter writes and the named ops they stand for:
  /// `.tabTap`/`.selectTab`, `.backGesture`/`.pop` and
  /// `.swipeToDismiss`/`.dismissSheet`.
  public static let systemRoads = SystemRoadMap(
    tapTab: (MailboxOp.tabTap, MailboxOp.selectTab), back: (.backGesture, .pop),
    swipeToDismiss: (.swipeToDismiss, .dismissSheet))

  /// A derived screen as a ``MailboxScreen``.
  /// - Parameter derived: the sheet, the top route, or the tab's root.
  /// - Returns: the same screen.
  public static func screen(_ derived: DerivedScreen) -> MailboxScreen {
    derived.map(sheet: MailboxScreen.sheet, route: MailboxScreen.route, root: MailboxScreen.tabRoot)
  }

  /// ``MailboxNavigation/entryWork``'s children.
  public var liveEntryWork: [EntryWorkChild<Int>] {
    entryWork.children.map { EntryWorkChild(entry: $0.key, serial: $0.value) }
  }

  /// Whether the compose autosave runs.
  public var isGatedWorkAlive: Bool { isComposeAutosaveRunning }

  /// The autosave's gate: the compose sheet is on top.
  /// - Parameter screen: the current screen.
  /// - Returns: `true` for the compose sheet.
  public static func gatesWork(on screen: DerivedScreen) -> Bool {
    if case .sheet(.compose) = screen { true } else { false }
  }

  /// The saved snapshot: ``MailboxNavigation/state``.
  public var snapshot: MailboxState { state }

  /// The session-scoped facts: the half-typed search.
  public var sessionFacts: String { searchDraft }
}
