import Observation

/// The mail app's navigation as ordinary state, with no router: one source
/// per container (the selected tab, one stack per tab, one optional sheet),
/// written only by named ops in atomic turns.
///
/// **Turns.** Every op writes its whole change in one ``turn(_:)``;
/// observers registered with ``onChange(_:)`` hear once per turn that
/// changed navigation, so none sees a halfway state.
///
/// **Derived.** ``currentScreen`` is computed from the sources, never
/// stored. After every turn that changes it, the ``screenJournal`` (analytics)
/// records the new screen once, whatever caused it, and the compose
/// autosave (work gated on "compose is showing") starts or stops.
///
/// **Entries.** Every route pushed gets a minted entry id
/// (``entryIDs(for:)``); ``entryWork`` keeps one child per live entry, so
/// pushes and pops start and retire children and covered entries keep theirs.
///
/// **Restoration.** ``state`` is the snapshot saved (`Codable`);
/// ``searchDraft`` is session-scoped and never saved.
///
/// **Observation.** The store is `@MainActor @Observable`, as a SwiftUI
/// app declares it: a view that reads ``state`` (or anything derived from
/// it) is invalidated once per turn.
@MainActor @Observable
public final class MailboxNavigation {
  /// The navigation sources: selected tab, every tab's stack, the sheet.
  public private(set) var state = MailboxState.initial
  /// What the user has typed into the search field; session-scoped.
  public private(set) var searchDraft = ""
  /// Every current screen shown, oldest first: the analytics journal.
  public private(set) var screenJournal: [MailboxScreen] = []
  /// Per-entry work, one child per entry in every stack.
  public private(set) var entryWork = MailboxEntryWork()
  /// Whether the compose autosave runs: alive exactly while compose shows.
  public private(set) var isComposeAutosaveRunning = false
  /// Whether a thread still exists; stale links to others open nothing.
  public let threadExists: @Sendable (ThreadID) -> Bool

  @ObservationIgnored private var ids: [MailboxTab: [Int]] = [:]
  @ObservationIgnored private var minted = 0
  @ObservationIgnored private var observers: [() -> Void] = []

  /// Creates the navigation at launch: inbox, empty stacks, no sheet.
  /// - Parameter threadExists: the content lookup for thread links;
  ///   defaults to every thread existing.
  public init(threadExists: @escaping @Sendable (ThreadID) -> Bool = { _ in true }) {
    self.threadExists = threadExists
  }

  /// The current screen, derived from ``state`` on every read.
  public var currentScreen: MailboxScreen { MailboxScreen(of: state) }

  /// The minted ids of one tab's entries, parallel to its stack.
  /// - Parameter tab: the tab.
  /// - Returns: one id per route, bottom first.
  public func entryIDs(for tab: MailboxTab) -> [Int] {
    ids[tab] ?? []
  }

  /// Registers an observer, called after every turn that changed navigation.
  /// - Parameter observer: reads the navigation it needs.
  public func onChange(_ observer: @escaping () -> Void) {
    observers.append(observer)
  }

  /// Writes navigation in one atomic turn: `body` edits a copy, which then
  /// replaces the sources at once; entries, work, journal and observers
  /// follow if anything changed.
  /// - Parameter body: the writes.
  public func turn(_ body: (inout MailboxState) -> Void) {
    var next = state
    body(&next)
    guard next != state else { return }
    let before = currentScreen
    for tab in MailboxTab.allCases {
      ids[tab] = mintedIDs(
        old: state.stack(for: tab), new: next.stack(for: tab), ids: entryIDs(for: tab))
    }
    state = next
    entryWork.reconcile(Set(ids.values.joined()))
    isComposeAutosaveRunning = if case .sheet(.compose) = currentScreen { true } else { false }
    if currentScreen != before { screenJournal.append(currentScreen) }
    for observer in observers { observer() }
  }

  /// Records what the user typed into the search field.
  /// - Parameter text: the field's text.
  public func typeSearch(_ text: String) {
    searchDraft = text
  }

  // NB: entries keep their ids while the stack keeps their route at the same
  // depth; every route above the common prefix is a new entry.
  private func mintedIDs(old: [MailboxRoute], new: [MailboxRoute], ids: [Int]) -> [Int] {
    let kept = zip(old, new).prefix { $0 == $1 }.count
    var result = Array(ids.prefix(kept))
    for _ in kept..<new.count {
      minted += 1
      result.append(minted)
    }
    return result
  }
}
