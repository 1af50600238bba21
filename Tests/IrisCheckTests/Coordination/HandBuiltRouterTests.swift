import Iris
import IrisCheck
import Testing

// A travel app whose router is written by hand against Iris 1.0's
// `RouteCoordinator`, not `PlumbedCoordinatorBase`: its own path and sheet,
// its own registries, an executor for taps, and a `dispatchIfPossible` that
// moves, registers and delivers, tracing each as the contract's trace
// paragraph says; the harness is built from `CoordinatorHarness.init` and
// closures. Correct, it passes every law with defaults, also with work of
// its own: a poller it starts as it is made, refreshing the unread badge
// every 30 s for as long as it lives (rules ListenerMayWait,
// AppWorkMayWrite); a session that expires 45 s after launch and routes
// home (rule AppWorkMayRoute); trip screens whose `.task` goes on
// refreshing the badge every 10 s once they have their baton (rule
// ScreenTaskGoesOn); a restore that reopens its top trip through the trip's
// flow (rules RestoreMayRoute, AppWorkMayRoute); all four at once; links
// debounced, routed 300 ms after the last one and dropped by any newer
// action (rule NewerActionDropsOlder). Each mistake such a router makes
// fails its law on a short burst, and one that traces no move is told so.

enum TripLink: Hashable, Sendable {
  case home
  case trip(String)
  case checkout(String)
  case help
}

enum TripScreen: Hashable, Sendable {
  case trip(String)
}

enum TripSheet: Hashable, Sendable {
  case checkout(String)
  case help
}

enum TripEffect: Equatable, Sendable {
  case load(String)
}

enum TripFlow: NavigationFlow {
  static func operations(intent: TripLink) -> [Step<TripScreen, TripSheet, TripEffect>] {
    switch intent {
    case .home: [.nav(.dismissSheet), .nav(.popToRoot)]
    case .trip(let id):
      [.nav(.dismissSheet), .nav(.popToRoot), .nav(.push(.trip(id))), .effect(.load(id))]
    case .checkout(let id):
      [.nav(.popToRoot), .nav(.push(.trip(id))), .nav(.present(.checkout(id)))]
    case .help: [.nav(.present(.help))]
    }
  }

  static let intents = Gen<TripLink>.element(of: [.home, .trip("a"), .checkout("a"), .help])
}

struct TripState: Equatable, Sendable {
  var path: [TripScreen] = []
  var sheet: TripSheet?
  var title: String?
  /// What the poller refreshes.
  var unread = 0
}

/// The mistakes a hand-written router makes.
enum TripRouterBug: Sendable {
  /// Entries stay in the registries once their screens left.
  case keepsEntries
  /// The load writes its title though a newer action superseded it.
  case writesWhenSuperseded
  /// `dispatchIfPossible` moves the screens but traces nothing.
  case tracesNoMoves
  /// A link starts a task that writes the title a second later, out of any flow.
  case writesLate
  /// A restore puts back the path but leaves the sheet that showed.
  case restoresNoSheet
  /// The debounce routes a link whose wait ended as the user acted past it: it does not check
  /// for cancellation once its sleep returns.
  case debounceMissesCancellation
  /// The load titles every trip alike.
  case loadsTheWrongTitle
}

@MainActor final class TripRouter: RouteCoordinator {
  typealias Intent = TripLink
  typealias Flow = TripFlow

  let linkSwitcher: LatestWinsExecutor
  /// Taps supersede taps, not links.
  let taps: LatestWinsExecutor
  private(set) var state = TripState()
  let screens = HandoffRegistry<TripScreen, TripLink>()
  let sheets = HandoffRegistry<TripSheet, TripLink>()
  var onEvent: ((CoordinatorEvent<TripFlow>) -> Void)?
  private let clock: any Clock<Duration>
  private let bug: TripRouterBug?
  private let debounces: Bool
  /// The link waiting out its debounce, when links are debounced.
  private var pendingLink: Task<Void, Never>?

  init(
    clock: any Clock<Duration>, bug: TripRouterBug?, polls: Bool = false, expires: Bool = false,
    debounces: Bool = false
  ) {
    self.clock = clock
    self.bug = bug
    self.debounces = debounces
    linkSwitcher = LatestWinsExecutor(policy: .links, clock: clock, name: "links")
    taps = LatestWinsExecutor(policy: .ui, clock: clock, name: "taps")
    if polls {
      Task { [weak self, clock] in
        while (try? await clock.sleep(for: .seconds(30))) != nil {
          self?.state.unread += 1
        }
      }
    }
    if expires {
      Task { [weak self, clock] in
        try? await clock.sleep(for: .seconds(45))
        self?.route(baton: Baton(intent: .home, flow: NavFlow(source: "session expired")))
      }
    }
  }

  func open(_ link: TripLink) {
    if debounces { return debounce(link) }
    if bug == .writesLate {
      Task { [clock] in
        try? await clock.sleep(for: .seconds(1))
        self.state.title = "late"
      }
    }
    route(baton: Baton(intent: link, flow: NavFlow(source: "link")))
  }

  /// Routes `link` once 300 ms passed with no newer link or user action, which drop it.
  private func debounce(_ link: TripLink) {
    pendingLink?.cancel()
    pendingLink = Task { [clock, bug] in
      guard (try? await clock.sleep(for: .milliseconds(300))) != nil,
        bug == .debounceMissesCancellation || !Task.isCancelled
      else { return }
      self.route(baton: Baton(intent: link, flow: NavFlow(source: "link")))
    }
  }

  /// Cancels the running link flow and drops the link waiting out its debounce.
  func cancelLinks() {
    pendingLink?.cancel()
    linkSwitcher.cancelCurrent()
  }

  func tap(_ intent: TripLink) {
    pendingLink?.cancel()
    route(baton: Baton(intent: intent, flow: NavFlow(source: "tap")), through: taps)
  }

  func trace(_ event: CoordinatorEvent<TripFlow>) { onEvent?(event) }

  func dispatchIfPossible(
    _ target: NavTarget<TripScreen, TripSheet>, baton: Baton<TripLink>
  ) async {
    switch target {
    case .push(let screen):
      state.path.append(screen)
      moved(target, baton)
      let handoff = screens.register(for: screen)
      trace(CoordinatorEvent(flow: baton.flow, kind: .handoffRegistered(.stack(screen))))
      await handoff.deliver(baton)
    case .present(let sheet):
      state.sheet = sheet
      prune()
      moved(target, baton)
      let handoff = sheets.register(for: sheet)
      trace(CoordinatorEvent(flow: baton.flow, kind: .handoffRegistered(.sheet(sheet))))
      await handoff.deliver(baton)
    case .popToRoot:
      state.path.removeAll()
      prune()
      moved(target, baton)
    case .dismissSheet:
      state.sheet = nil
      prune()
      moved(target, baton)
    }
  }

  private func moved(_ target: NavTarget<TripScreen, TripSheet>, _ baton: Baton<TripLink>) {
    guard bug != .tracesNoMoves else { return }
    trace(CoordinatorEvent(flow: baton.flow, kind: .navigated(target)))
  }

  func apply(_ effect: TripEffect, _ baton: Baton<TripLink>) async {
    switch effect {
    case .load(let id):
      state.title = nil
      try? await clock.sleep(for: .milliseconds(100))
      guard bug == .writesWhenSuperseded || !LatestWinsExecutor.isSuperseded else { return }
      state.title = bug == .loadsTheWrongTitle ? "Trip" : "Trip \(id)"
    }
  }

  /// What a trip screen does every 10 s while it shows.
  func refreshUnread() {
    state.unread += 1
  }

  func pop() {
    pendingLink?.cancel()
    guard !state.path.isEmpty else { return }
    state.path.removeLast()
    prune()
  }

  func dismiss() {
    pendingLink?.cancel()
    state.sheet = nil
    prune()
  }

  func restore(_ saved: TripState) {
    pendingLink?.cancel()
    linkSwitcher.cancelCurrent()
    taps.cancelCurrent()
    let sheet = state.sheet
    state = saved
    if bug == .restoresNoSheet { state.sheet = sheet }
    prune()
  }

  private func prune() {
    guard bug != .keepsEntries else { return }
    screens.removeAll { !state.path.contains($0) }
    sheets.removeAll { $0 != state.sheet }
  }
}

/// The travel app plugged in closure by closure, with its poller when `polls`, its session
/// expiring when `expires`, trip screens refreshing while they show when `screensRefresh`, and
/// a restore that puts back the screens below the top trip, then reopens that trip through its
/// flow (so it loads) when `reopens`, and links routed 300 ms after the last one when
/// `debounces`; planted, with `bug`.
func tripHarness(
  _ bug: TripRouterBug? = nil, polls: Bool = false, expires: Bool = false,
  screensRefresh: Bool = false, reopens: Bool = false, debounces: Bool = false
) -> CoordinatorHarness<TripRouter, TripState> {
  var harness = CoordinatorHarness<TripRouter, TripState>(
    make: {
      TripRouter(clock: $0, bug: bug, polls: polls, expires: expires, debounces: debounces)
    },
    observe: { router, handler in router.onEvent = handler },
    snapshot: { $0.state },
    onScreen: { router in
      router.state.path.map { .stack($0) } + (router.state.sheet.map { [.sheet($0)] } ?? [])
    })
  harness.link = { $0.open($1) }
  harness.tap = { $0.tap($1) }
  harness.restore = { router, saved in
    guard reopens, saved.sheet == nil, case .trip(let id)? = saved.path.last else {
      return router.restore(saved)
    }
    var below = saved
    below.path.removeLast()
    router.restore(below)
    router.route(baton: Baton(intent: .trip(id), flow: NavFlow(source: "restore")))
  }
  harness.pop = { $0.pop() }
  harness.cancel = { $0.cancelLinks() }
  harness.dismiss = { $0.dismiss() }
  harness.mount = { router, site in
    switch site {
    case .stack(let screen):
      let handoff = router.screens.handoff(for: screen) ?? router.screens.register(for: screen)
      let baton = await handoff.claim()
      while screensRefresh, !Task.isCancelled {
        router.refreshUnread()
        try? await router.linkSwitcher.clock.sleep(for: .seconds(10))
      }
      return baton
    case .sheet(let sheet):
      return await (router.sheets.handoff(for: sheet) ?? router.sheets.register(for: sheet)).claim()
    }
  }
  harness.sitesWithEntries = { router in
    router.screens.registeredRoutes.map { .stack($0) }
      + router.sheets.registeredRoutes.map { .sheet($0) }
  }
  harness.route = { state, intent in
    switch intent {
    case .home: TripState(title: state.title, unread: state.unread)
    case .trip(let id): TripState(path: [.trip(id)], title: "Trip \(id)", unread: state.unread)
    case .checkout(let id):
      TripState(path: [.trip(id)], sheet: .checkout(id), title: state.title, unread: state.unread)
    case .help: TripState(path: state.path, sheet: .help, title: state.title, unread: state.unread)
    }
  }
  return harness
}

struct HandBuiltRouterTests {
  /// Every law on the correct router, wired by `harness`, with default settings.
  static func everyLaw(
    _ harness: CoordinatorHarness<TripRouter, TripState>
  ) -> Task<[LawResult], Never> {
    Task {
      await CoordinatorLaws(harness, intents: TripFlow.intents).suite.results(
        configuration: CoordinatorLawsTests.settings)
    }
  }

  /// With its poller, its session's expiry, its refreshing screens and its reopening restore all
  /// at once: read by the fixtures of rules ListenerMayWait, AppWorkMayWrite and
  /// ScreenTaskGoesOn (`CoordinatorRuleTests`).
  static let everyLawWithItsOwnWork = everyLaw(
    tripHarness(polls: true, expires: true, screensRefresh: true, reopens: true))
  /// With its session's expiry and its reopening restore: read by rule AppWorkMayRoute's fixture.
  static let everyLawAsTheSessionExpiresAroundARestore = everyLaw(
    tripHarness(expires: true, reopens: true))
  /// With its links debounced: read by a fixture of rule NewerActionDropsOlder.
  static let everyLawDebouncingLinks = everyLaw(tripHarness(debounces: true))

  @Test func theCorrectRouterPassesEveryLaw() async {
    for run in [
      Self.everyLaw(tripHarness()), Self.everyLawWithItsOwnWork,
      Self.everyLawAsTheSessionExpiresAroundARestore, Self.everyLawDebouncingLinks,
    ] {
      let results = await run.value
      #expect(results.count == 8)
      for result in results { #expect(!result.isFailure, "\(result)") }
    }
  }

  private static func check(
    _ bug: TripRouterBug, _ law: String, polls: Bool = false, expires: Bool = false,
    debounces: Bool = false
  ) async throws -> LawResult {
    let harness = tripHarness(bug, polls: polls, expires: expires, debounces: debounces)
    let laws = CoordinatorLaws(harness, intents: TripFlow.intents)
    return try #require(await laws.check(law, CoordinatorLawsTests.settings))
  }

  /// Around the poller's writes (rule AppWorkMayWrite), or before the session expires (rule
  /// AppWorkMayRoute).
  @Test(arguments: [false, true])
  func aLateWriteIsCaughtBesideTheAppsOwnWork(expires: Bool) async throws {
    let result = try await Self.check(.writesLate, "LastWins", polls: !expires, expires: expires)
    #expect(result.counterexample == "link .home (schedule [])")
    #expect(
      result.violation?.message.hasPrefix(
        "NothingChangesTheStateAfter: the state changed after the last flow on the links "
          + "executor, flow#1 (link) finished, with no newer flow or user action: from "
          + "TripState(path: [], sheet: nil, title: nil, unread: 0) to TripState(path: [], "
          + #"sheet: nil, title: "late", unread: 0)"#) == true, "\(result)")
  }

  @Test func aRestoreThatKeepsTheSheetIsCaughtBeforeTheSessionExpires() async throws {
    let result = try await Self.check(.restoresNoSheet, "LastWins", expires: true)
    #expect(
      result.counterexample == #"link .checkout("a") · yield · restore snapshot #0 (schedule [])"#)
    #expect(
      result.violation?.message.hasPrefix(
        #"RestoreShowsItsSnapshot: restore snapshot #0 left [.sheet(.checkout("a"))] before "#
          + "the app's own task routed a flow, with nothing after it but waits; when the "
          + "snapshot was taken, the app showed []") == true, "\(result)")
  }

  @Test func aDebounceThatMissesCancellationIsCaught() async throws {
    let result = try await Self.check(
      .debounceMissesCancellation, "NonInterleaving", debounces: true)
    #expect(
      result.counterexample
        == "link .home · yield · yield · restore snapshot #0 (schedule [0, 1, 1, 1, 1, 1, 3, 4])")
    #expect(
      result.violation?.message.hasPrefix(
        "HeldLinkGivesWay: flow#1, of `link .home`, waited for time to pass and was routed after "
          + "the later `restore snapshot #0`") == true, "\(result)")
  }

  @Test func aWrongTitleIsCaughtThoughTheSessionExpires() async throws {
    let result = try await Self.check(.loadsTheWrongTitle, "LastWins", expires: true)
    #expect(result.counterexample == #"link .trip("a") (schedule [])"#)
    #expect(
      result.violation?.message.hasPrefix(
        "EndsInTheModelsState: the last flow on the links executor, flow#1 (link), ended in a "
          + "state its steps do not give") == true, "\(result)")
  }

  @Test func entriesKeptOffScreenAreCaught() async throws {
    let result = try await Self.check(.keepsEntries, "HandoffCleanup")
    #expect(result.counterexample == #"link .trip("a") · yield · link .home (schedule [])"#)
    #expect(
      result.violation?.message.hasPrefix(
        #"NoEntryOffScreen: the registry still holds an entry for .stack(.trip("a"))"#) == true,
      "\(result)")
  }

  @Test func aWriteOnceSupersededIsCaught() async throws {
    let result = try await Self.check(.writesWhenSuperseded, "SupersededPrefix")
    #expect(
      result.counterexample
        == #"link .trip("a") · yield · restore snapshot #0 (schedule [])"#)
    #expect(
      result.violation?.message.hasPrefix(
        "RestoreSupersedesEveryFlow: flow#1 changed the consumer's state (step 4) after a "
          + "restore superseded it") == true, "\(result)")
  }

  @Test func aRouterThatTracesNoMoveIsToldSo() async throws {
    let result = try await Self.check(.tracesNoMoves, "SupersededPrefix")
    #expect(result.counterexample == #"link .trip("a") (schedule [])"#)
    #expect(
      result.violation?.message.hasPrefix(
        #"StepsInOrder: flow#1 applied effect .load("a") as its step 1, which is not step 1 "#
          + "of its 4 (no flow traced a move: trace `navigated` for each push, present and pop "
          + "your `dispatchIfPossible` makes") == true, "\(result)")
  }
}
