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

  /// The gesture ops: the binding adapters' writes.
  /// - Parameter action: the system action.
  /// - Returns: `.tabTap`, `.backGesture` or `.swipeToDismiss`.
  public static func systemOp(for action: SystemAction<MailboxTab>) -> MailboxOp {
    switch action {
    case .tapTab(let tab): .tabTap(tab)
    case .back: .backGesture
    case .swipeToDismiss: .swipeToDismiss
    }
  }

  /// The named ops the gestures stand for.
  /// - Parameter action: the system action.
  /// - Returns: `.selectTab`, `.pop` or `.dismissSheet`.
  public static func namedOp(for action: SystemAction<MailboxTab>) -> MailboxOp {
    switch action {
    case .tapTab(let tab): .selectTab(tab)
    case .back: .pop
    case .swipeToDismiss: .dismissSheet
    }
  }

  /// ``MailboxNavigation/currentScreen`` in the laws' vocabulary.
  public var currentNavigationScreen: NavigationScreen<MailboxTab, MailboxRoute, MailboxSheet> {
    Self.lawScreen(currentScreen)
  }

  /// ``MailboxNavigation/journal`` in the laws' vocabulary.
  public var navigationScreenJournal: [NavigationScreen<MailboxTab, MailboxRoute, MailboxSheet>] {
    journal.map(Self.lawScreen)
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
  public static func gatesWork(
    on screen: NavigationScreen<MailboxTab, MailboxRoute, MailboxSheet>
  )
    -> Bool
  {
    if case .sheet(.compose) = screen { true } else { false }
  }

  /// The saved snapshot: ``MailboxNavigation/state``.
  public var snapshot: MailboxState { state }

  /// The session-scoped facts: the half-typed search.
  public var sessionFacts: String { searchDraft }

  private static func lawScreen(
    _ screen: MailboxScreen
  ) -> NavigationScreen<MailboxTab, MailboxRoute, MailboxSheet> {
    switch screen {
    case .sheet(let sheet): .sheet(sheet)
    case .route(let route): .route(route)
    case .tabRoot(let tab): .root(tab)
    }
  }
}
