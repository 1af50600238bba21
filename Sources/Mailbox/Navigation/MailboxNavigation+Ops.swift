extension MailboxNavigation {
  // MARK: - Named ops

  /// Selects a tab; reselecting the selected tab pops it to its root.
  /// - Parameter tab: the tab.
  public func selectTab(_ tab: MailboxTab) {
    turn { state in
      if state.selectedTab == tab {
        state.setStack([], for: tab)
      } else {
        state.selectedTab = tab
      }
    }
  }

  /// Pushes a route onto the selected tab, unless it is already on top.
  /// - Parameter route: the route.
  public func push(_ route: MailboxRoute) {
    turn { $0.apply(.nav(.push(route))) }
  }

  /// Replaces one tab's stack, as a path binding's setter does.
  /// - Parameters:
  ///   - routes: the new stack, bottom first.
  ///   - tab: the tab.
  public func setPath(_ routes: [MailboxRoute], for tab: MailboxTab) {
    turn { $0.setStack(routes, for: tab) }
  }

  /// Pops the selected tab's top route; nothing at the root.
  public func pop() {
    setPath(state.currentStack.dropLast(), for: state.selectedTab)
  }

  /// Presents a sheet, replacing any.
  /// - Parameter sheet: the sheet.
  public func present(_ sheet: MailboxSheet) {
    turn { $0.sheet = sheet }
  }

  /// Dismisses the sheet, if any.
  public func dismissSheet() {
    turn { $0.sheet = nil }
  }

  /// Opens an intent in one turn.
  ///
  /// Resolves it against the current state and writes its whole
  /// destination (tab, stack, sheet) at once. A link
  /// to a thread that no longer exists changes nothing.
  /// - Parameter intent: a parsed link or a tap.
  public func open(_ intent: MailboxIntent) {
    if let id = intent.threadID, !threadExists(id) { return }
    let resolved = MailboxResolver.resolve(intent, in: state)
    turn { $0.apply(MailboxFlow.operations(intent: resolved)) }
  }

  /// Installs a saved snapshot in one turn, as launch does.
  /// - Parameter snapshot: a decoded ``state``.
  public func restore(_ snapshot: MailboxState) {
    turn { $0 = snapshot }
  }

  // MARK: - Binding adapters (the system's road)

  /// The tab bar's binding setter: lands in ``selectTab(_:)``.
  /// - Parameter tab: the tab tapped.
  public func tabBarDidSelect(_ tab: MailboxTab) {
    selectTab(tab)
  }

  /// The selected tab's path binding setter (back button, pop gesture):
  /// lands in ``setPath(_:for:)``.
  /// - Parameter routes: the path the navigation stack wrote.
  public func pathDidChange(_ routes: [MailboxRoute]) {
    setPath(routes, for: state.selectedTab)
  }

  /// The sheet binding's setter (swipe to dismiss writes `nil`): lands in
  /// ``dismissSheet()`` or ``present(_:)``.
  /// - Parameter sheet: the sheet the system wrote.
  public func sheetDidChange(_ sheet: MailboxSheet?) {
    if let sheet { present(sheet) } else { dismissSheet() }
  }

  // MARK: - Ops as values

  /// Performs one op: named ops directly, gestures through the binding adapters.
  /// - Parameter op: the op.
  public func perform(_ op: MailboxOp) {
    switch op {
    case .open(let intent): open(intent)
    case .selectTab(let tab): selectTab(tab)
    case .push(let route): push(route)
    case .pop: pop()
    case .present(let sheet): present(sheet)
    case .dismissSheet: dismissSheet()
    case .tabTap(let tab): tabBarDidSelect(tab)
    case .backGesture: pathDidChange(state.currentStack.dropLast())
    case .swipeToDismiss: sheetDidChange(nil)
    case .typeSearch(let text): typeSearch(text)
    case .restore(let snapshot): restore(snapshot)
    }
  }
}
