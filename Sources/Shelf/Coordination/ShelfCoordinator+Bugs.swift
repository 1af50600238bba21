extension ShelfCoordinator {
  /// Bugs a coordinator like this one is often written with, each behind its own flag.
  ///
  /// They exist so the checkers can be shown to catch them; the app plants none.
  public struct Bugs: OptionSet, Sendable, Hashable {
    /// The flags' bits.
    public let rawValue: Int

    /// Creates a set of flags from their bits.
    /// - Parameter rawValue: the bits.
    public init(rawValue: Int) {
      self.rawValue = rawValue
    }

    /// The load writes the catalog's answer (the book, missing, failed)
    /// after its `await` without checking that its flow is still the latest.
    ///
    /// A flow superseded or cancelled while its book loads (by a newer link
    /// or tap, or a restore) still writes ``ShelfCoordinator/book`` when the
    /// answer comes. A user who opens book A and, before it loads, opens
    /// book B or restores a session sees book A's content land on the
    /// screen that shows by then.
    public static let writesAfterAwaitUnchecked = Bugs(rawValue: 1 << 0)

    /// The load hands the catalog call and its write to a `Task { … }` it
    /// does not await (which checks `isSuperseded` before writing, as the
    /// README advises).
    ///
    /// The flow reports the load applied and finishes at once, with the
    /// spinner showing; the book is written later, after the flow has
    /// ended, by a task no executor waits for. A user who opens book A and,
    /// a moment later, book B sees B's page, then A's content on it when
    /// A's answer lands, then B's.
    public static let loadsInUnstructuredTask = Bugs(rawValue: 1 << 1)

    /// Every tap routes through a `LatestWinsExecutor` of its own instead
    /// of the one ``ShelfCoordinator/tapWiring`` names.
    ///
    /// No tap supersedes another, a link does not supersede a tap, and with
    /// ``TapWiring/linkSwitcher`` a tap does not supersede a link either
    /// (with ``TapWiring/uiSwitcher`` the app still cancels the running
    /// link flow before a tap). Every tapped flow runs to its end. A user
    /// who taps book A, then the library before A loads, sees the library,
    /// and A's load still writes ``ShelfCoordinator/book``; two quick taps
    /// on two books leave the book screen showing whichever answered last.
    public static let tapsOnFreshExecutors = Bugs(rawValue: 1 << 2)

    /// A book's push step only registers the book screen's handoff, holding
    /// the baton, and the push waits until the catalog has the book ("no
    /// spinner").
    ///
    /// When the book is missing the flow redirects and the book screen is
    /// never pushed, but its registration stays in `stackHandoffs` for a
    /// route that is not on screen, until the next change of the stack or
    /// sheet. A user sees nothing wrong at once (and, while a book loads,
    /// the screen they came from); the registry holds a payload no screen
    /// will claim.
    public static let registersBeforeLoading = Bugs(rawValue: 1 << 3)

    /// Once the book has loaded, the flow registers the book screen's
    /// handoff again, buffering the same baton ("so the screen sees the
    /// book").
    ///
    /// A screen that claimed its payload when it appeared claims the same
    /// baton again when it next appears (back from a sheet or another
    /// tab): what it does once per link (scroll to the link's place, count
    /// the visit) happens twice.
    public static let deliversPayloadTwice = Bugs(rawValue: 1 << 4)

    /// Selecting another tab awaits one main run-loop tick
    /// (`Task.waitOneTick()`) before the flow goes on ("let the tab bar
    /// settle").
    ///
    /// The arrival is split across that await: observers see the new tab
    /// with the stack it had, then, a tick later, the pop and the push. A
    /// user who opens an author's link from the library sees the authors
    /// tab flash its old screen before the author's page.
    public static let splitsArrivalAcrossAwait = Bugs(rawValue: 1 << 5)

    /// ``ShelfCoordinator/restore(_:)`` puts the session back without
    /// cancelling the running link and tap flows.
    ///
    /// A flow routed before the restore applies its remaining steps, and
    /// its load its write, on top of the restored session. A user whose app
    /// restores their session just after a link arrived sees the link's
    /// screen pushed over the session they came back to.
    public static let restoreKeepsFlowsRunning = Bugs(rawValue: 1 << 6)

    /// The load routes its not-found redirect after its `await` without
    /// checking that its flow is still the latest.
    ///
    /// A flow superseded while its missing book loads still routes
    /// `.notFound(id)`, and that redirect supersedes the newer flow. A user
    /// who opens a link to a missing book and, before the catalog answers,
    /// opens an author lands on the library with a "book missing" banner
    /// instead of the author's page.
    public static let redirectsWhenSuperseded = Bugs(rawValue: 1 << 7)

    /// A tap on a book waits for the catalog's answer before routing its
    /// baton ("so the book screen never shows a spinner"), from a task the
    /// tap starts; other taps route at once.
    ///
    /// A user who taps a book, then the library before the book loads,
    /// sees the library, then the book's page pushed over it when the
    /// answer lands: the older tap wins.
    public static let tapsWaitForTheBook = Bugs(rawValue: 1 << 8)

    /// Every flag above, one at a time, with its name.
    public static let each: [(name: String, bug: Bugs)] = [
      ("writesAfterAwaitUnchecked", .writesAfterAwaitUnchecked),
      ("loadsInUnstructuredTask", .loadsInUnstructuredTask),
      ("tapsOnFreshExecutors", .tapsOnFreshExecutors),
      ("registersBeforeLoading", .registersBeforeLoading),
      ("deliversPayloadTwice", .deliversPayloadTwice),
      ("splitsArrivalAcrossAwait", .splitsArrivalAcrossAwait),
      ("restoreKeepsFlowsRunning", .restoreKeepsFlowsRunning),
      ("redirectsWhenSuperseded", .redirectsWhenSuperseded),
      ("tapsWaitForTheBook", .tapsWaitForTheBook),
    ]
  }
}
