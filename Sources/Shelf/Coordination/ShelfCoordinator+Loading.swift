import Iris

extension ShelfCoordinator {
  /// The book step of a `.book(id)` flow: shows the spinner, awaits the
  /// catalog, then, only if the flow is still the latest, shows the book or
  /// redirects.
  func loadBook(_ id: BookID, for baton: Baton<ShelfIntent>) async {
    book = .loading(id)
    if bugs.contains(.loadsInUnstructuredTask) {
      // Planted: the rest of the load runs on in a task nobody awaits.
      Task { await self.finishLoading(id, for: baton) }
      return
    }
    await finishLoading(id, for: baton)
  }

  /// Awaits the catalog's answer and writes it, unless the flow was
  /// superseded or cancelled meanwhile.
  private func finishLoading(_ id: BookID, for baton: Baton<ShelfIntent>) async {
    let answer: Book?
    do {
      answer = try await catalog.book(id)
    } catch {
      if mayWrite(unless: .writesAfterAwaitUnchecked) { book = .failed(id) }
      return
    }
    guard let answer else {
      if mayWrite(unless: .writesAfterAwaitUnchecked) { book = .missing(id) }
      if mayWrite(unless: .redirectsWhenSuperseded) {
        route(baton: Baton(intent: .notFound(id), flow: NavFlow(source: "redirect")))
      }
      return
    }
    guard mayWrite(unless: .writesAfterAwaitUnchecked) else { return }
    book = .loaded(answer)
    if bugs.contains(.registersBeforeLoading) {
      // Planted: the push the flow's push step held back, now that the book is in.
      if routeNav.pushIfNeeded(.book(id), baton.flow) {
        trace(CoordinatorEvent(flow: baton.flow, kind: .navigated(.push(.book(id)))))
      }
    }
    if bugs.contains(.deliversPayloadTwice) {
      // Planted: hand the screen its baton again, so it sees the book.
      await hand(baton, to: .book(id))
    }
  }

  /// Whether the calling flow may still write.
  ///
  /// It may unless a newer flow, a cancellation or a restore replaced it
  /// (``Iris/LatestWinsExecutor/isSuperseded``); the planted `bug` skips the check.
  private func mayWrite(unless bug: Bugs) -> Bool {
    bugs.contains(bug) || !LatestWinsExecutor.isSuperseded
  }

  /// Registers a fresh handoff for `route` holding `baton`, and traces it.
  func hand(_ baton: Baton<ShelfIntent>, to route: ShelfRoute) async {
    let handoff = stackHandoffs.register(for: route)
    trace(CoordinatorEvent(flow: baton.flow, kind: .handoffRegistered(.stack(route))))
    await handoff.deliver(baton)
  }
}
