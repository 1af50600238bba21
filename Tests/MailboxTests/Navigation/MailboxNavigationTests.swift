import Mailbox
import Observation
import Testing

@MainActor struct MailboxNavigationTests {
  private func navigation(_ ops: MailboxOp...) -> MailboxNavigation {
    let navigation = MailboxNavigation(threadExists: { $0 != "deleted" })
    for op in ops { navigation.perform(op) }
    return navigation
  }

  // MARK: - selectTab

  @Test func reselectingTheSelectedTabPopsItToItsRoot() {
    let navigation = navigation(.push(.contact(address: "a")), .push(.thread(id: "a")))
    navigation.selectTab(.inbox)
    #expect(navigation.state == MailboxState.initial)
  }

  @Test func switchingTabsKeepsEveryStack() {
    let navigation = navigation(.push(.contact(address: "a")), .selectTab(.search))
    navigation.selectTab(.inbox)
    #expect(navigation.state.currentStack == [.contact(address: "a")])
  }

  @Test func aTabTapLandsInSelectTab() {
    let navigation = navigation(.push(.contact(address: "a")), .tabTap(.inbox))
    #expect(navigation.state == MailboxState.initial)
  }

  // MARK: - open

  @Test func aLinkArrivesInOneTurn() {
    let navigation = navigation(.present(.settings(pane: nil)))
    var seen: [MailboxState] = []
    navigation.onChange { seen.append(navigation.state) }
    navigation.open(.message(threadID: "a", messageID: 1))
    #expect(
      seen == [
        MailboxState(stacks: [.inbox: [.thread(id: "a"), .message(threadID: "a", messageID: 1)]])
      ])
  }

  @Test func aLinkToADeletedThreadChangesNothing() {
    let navigation = navigation(.selectTab(.search))
    var changes = 0
    navigation.onChange { changes += 1 }
    navigation.open(.thread(id: "deleted"))
    #expect(navigation.state == MailboxState(selectedTab: .search))
    #expect(changes == 0)
  }

  // MARK: - currentScreen and journal

  @Test func theJournalRecordsEveryScreenChangeOnceWhateverCausedIt() {
    // The push under the sheet changes navigation but not the screen.
    let navigation = navigation(
      .push(.contact(address: "a")), .present(.compose(draft: ComposeDraft())),
      .push(.thread(id: "b")), .swipeToDismiss, .backGesture, .backGesture, .backGesture,
      .restore(MailboxState(selectedTab: .search)))
    #expect(
      navigation.screenJournal == [
        .route(.contact(address: "a")), .sheet(.compose(draft: ComposeDraft())),
        .route(.thread(id: "b")), .route(.contact(address: "a")), .tabRoot(.inbox),
        .tabRoot(.search),
      ])
    #expect(navigation.currentScreen == .tabRoot(.search))
  }

  // MARK: - entry work

  @Test func coveredEntriesKeepTheirWorkAndPopsRetireIt() {
    let navigation = navigation(.push(.thread(id: "a")))
    let first = navigation.entryWork.children
    navigation.push(.thread(id: "b"))
    navigation.selectTab(.search)
    navigation.present(.settings(pane: nil))
    #expect(navigation.entryWork.children.count == 2)
    #expect(navigation.entryWork.children[1] == first[1])
    navigation.selectTab(.search)  // reselect: search is empty, nothing to pop
    navigation.dismissSheet()
    navigation.selectTab(.inbox)
    navigation.pop()
    #expect(navigation.entryIDs(for: .inbox) == [1])
    #expect(navigation.entryWork.children == first)
  }

  @Test func theSameRouteOnTwoTabsGetsTwoEntries() {
    let navigation = navigation(
      .push(.contact(address: "a")), .selectTab(.search), .push(.contact(address: "a")))
    #expect(navigation.entryIDs(for: .inbox) == [1])
    #expect(navigation.entryIDs(for: .search) == [2])
    #expect(navigation.entryWork.children.count == 2)
  }

  @Test func composeAutosaveRunsExactlyWhileComposeShows() {
    let navigation = navigation(.present(.compose(draft: ComposeDraft())))
    #expect(navigation.isComposeAutosaveRunning)
    navigation.present(.settings(pane: nil))
    #expect(!navigation.isComposeAutosaveRunning)
    navigation.open(.compose(to: "a", subject: nil))
    #expect(navigation.isComposeAutosaveRunning)
    navigation.open(.inbox)
    #expect(!navigation.isComposeAutosaveRunning)
  }

  // MARK: - Restoration

  @Test func theSearchDraftIsNotPartOfTheSnapshot() {
    let navigation = navigation(.selectTab(.search), .typeSearch("invo"))
    let relaunched = MailboxNavigation()
    relaunched.restore(navigation.state)
    #expect(relaunched.state == navigation.state)
    #expect(relaunched.searchDraft == "")
  }
}

/// Counts the writes an Observation-tracked reader of `state` hears,
/// re-arming after each.
// NB: unchecked: used on the main actor only; Observation calls
// `onChange` synchronously from the writer's `willSet`, on the main actor.
@MainActor private final class StateWrites: @unchecked Sendable {
  private(set) var count = 0
  private let navigation: MailboxNavigation

  init(_ navigation: MailboxNavigation) {
    self.navigation = navigation
    arm()
  }

  private func arm() {
    withObservationTracking {
      _ = navigation.state
    } onChange: { [weak self] in
      MainActor.assumeIsolated {
        self?.count += 1
        self?.arm()
      }
    }
  }
}

extension MailboxNavigationTests {
  // MARK: - Observation

  @Test func anObservationTrackedReaderHearsOneWritePerLink() {
    let navigation = MailboxNavigation()
    navigation.perform(.present(.settings(pane: nil)))
    let writes = StateWrites(navigation)
    navigation.open(.message(threadID: "a", messageID: 1))
    #expect(writes.count == 1)
    navigation.open(.search(query: "q"))
    #expect(writes.count == 2)
  }
}
