import Iris
import IrisCheck
import Mailbox
import MailboxChecks
import Testing

/// A coordinator whose tab switch ends its turn.
///
/// The flow selects the tab (showing that tab's saved stack) in one
/// main-actor turn and writes the stack and the sheet in the next. It tells
/// ``onStateChange`` after each effect, as a consumer's `didSet` would.
final class TabFirstCoordinator: MailboxCoordinator {
  var onStateChange: (@MainActor () -> Void)?

  override func apply(_ effect: MailboxEffect, _ baton: Baton<MailboxIntent>) async {
    await super.apply(effect, baton)
    onStateChange?()
    if case .selectTab = effect { await Task.yield() }
  }
}

/// AtomicArrival on the real async coordinators, under the deterministic
/// scheduler; the suite runs with the default settings (1,000 journeys, a
/// fresh seed every run).
struct CoordinatorArrivalTests {
  private typealias Harness = CoordinatorHarness<MailboxCoordinator, MailboxState>
  private typealias ArrivalLaw = CoordinatorArrivalLaw<MailboxCoordinator, MailboxState>

  private static let tabFirst: Harness = .plumbed(
    { TabFirstCoordinator(clock: $0) }, snapshot: { $0.snapshot }, link: { $0.open($1) },
    tap: { $0.tap($1) })

  private static let launch =
    "MailboxState(selectedTab: .inbox, stacks: [.inbox: [], .search: [], .settings: []], "
    + "sheet: nil)"

  // MARK: - The suite in MailboxLaws

  @Test func mailboxCoordinatorArrivesAtomically() async throws {
    let result = try #require(await MailboxLaws.coordinatorArrival().results().first)
    #expect(result.law == "AtomicArrival (MailboxCoordinator)")
    #expect(!result.isFailure, "\(result.report ?? "")")
    #expect(
      result.statistics.labelCounts.keys.sorted() == [
        "atomic", "in domain: journeys in which a render read the state",
      ])
  }

  @Test func tabSelectedOneTurnBeforeTheStackBreaksAtomicArrival() async throws {
    let result = try #require(await MailboxLaws.coordinatorArrival(Self.tabFirst).results().first)
    #expect(result.counterexample == #"[.link(.search(query: "/"))]"#)
    #expect(
      result.violation?.description
        == #"AtomicArrival (MailboxCoordinator) violated (intermediate state): after [], "#
        + #".link(.search(query: "/")) showed observers MailboxState(selectedTab: .search, "#
        + #"stacks: [.inbox: [], .search: [], .settings: []], sheet: nil), which is neither "#
        + "the start \(Self.launch) nor the destination MailboxState(selectedTab: .search, "
        + #"stacks: [.inbox: [], .search: [.searchResults(query: "/")], .settings: []], "#
        + "sheet: nil)")
  }

  @Test func animatedCoordinatorIsReportedWithTheIntermediateStatesItShows() async throws {
    let result = try #require(await MailboxLaws.coordinatorArrival().results().last)
    #expect(result.law == "AtomicArrival (AnimatedMailboxCoordinator, report only)")
    #expect(!result.isFailure)
    let labels = result.statistics.labelCounts.keys
    #expect(labels.contains("atomic"))
    #expect(labels.contains("intermediate: stacks pending"))
  }

  // MARK: - One journey

  @Test func aTappedSearchOnTheBrokenCoordinatorShowsTheEmptySearchTab() async {
    let violation = await ArrivalLaw(Self.tabFirst, showing: { $0.snapshot }).check([
      .tap(.search(query: "a"))
    ])
    #expect(violation?.direction == "intermediate state")
  }

  @Test func theCorrectCoordinatorShowsOnlyTheStartAndTheDestination() async throws {
    let law = ArrivalLaw(MailboxLaws.arrivalHarness, showing: { $0.snapshot })
    let journey: [ArrivalEvent<MailboxIntent>] = [
      .link(.search(query: "a")), .tap(.compose(to: "b", subject: nil)), .link(.thread(id: "c")),
    ]
    let arrivals = try await law.observe(journey).get()
    #expect(arrivals.map(\.changes) == [1, 1, 1])
    #expect(arrivals.allSatisfy { !$0.seen.isEmpty && $0.intermediates.isEmpty })
    #expect(await law.check(journey) == nil)
  }

  @Test func theAnimatedCoordinatorShowsItsStepsOneByOne() async throws {
    let law = ArrivalLaw(
      MailboxLaws.animatedArrivalHarness, showing: { $0.snapshot }, requiresAtomicity: false)
    let arrivals = try await law.observe([.link(.search(query: "a"))]).get()
    // NB: selectTab, dismissSheet, popToRoot, push, recordSearch, 300 ms
    // apart: the empty search tab shows after each of the first three.
    #expect(
      arrivals.first?.intermediates
        == Array(repeating: MailboxState(selectedTab: .search), count: 3))
    #expect(law.intermediateKinds(arrivals) == ["stacks"])
    #expect(await law.check([.link(.search(query: "a"))]) == nil)
    #expect(
      await ArrivalLaw(MailboxLaws.animatedArrivalHarness, showing: { $0.snapshot }).check([
        .link(.search(query: "a"))
      ])?
      .direction == "intermediate state")
  }

  @Test func theConsumersHookSchedulesRendersTheTraceDoesNot() async throws {
    var silent = Self.tabFirst
    silent.observe = { _, _ in }  // nothing from the trace: no render at all
    let journey: [ArrivalEvent<MailboxIntent>] = [.link(.search(query: "a"))]
    let unhooked = ArrivalLaw(silent, showing: { $0.snapshot })
    #expect(await unhooked.check(journey) == nil)
    let blind = try #require(
      await LawSuite([.coordinatorArrival(unhooked, over: .just(journey))]).results().first)
    #expect(
      blind.violation?.description
        == "AtomicArrival (coordinator) violated (too few examples in domain): passed "
        + "vacuously: 0 of 1000 examples were journeys in which a render read the state "
        + "(needs at least 10); make the generator draw them")
    let hooked = ArrivalLaw(
      silent, showing: { $0.snapshot },
      onChange: { coordinator, handler in
        (coordinator as? TabFirstCoordinator)?.onStateChange = handler
      })
    #expect(await hooked.check(journey)?.direction == "intermediate state")
  }

  @Test func observationTrackedReadersSeeWhatTheTraceDoesNot() async throws {
    var silent = Self.tabFirst
    silent.observe = { _, _ in }  // nothing from the trace: renders come from Observation alone
    let journey: [ArrivalEvent<MailboxIntent>] = [.link(.search(query: "a"))]
    let observed = ArrivalLaw(silent, showing: { $0.snapshot }, observing: { _ = $0.snapshot })
    let seen = try await observed.observe(journey).get()
    #expect(seen.first?.intermediates == [MailboxState(selectedTab: .search)])
    #expect(await observed.check(journey)?.direction == "intermediate state")
    var correct = MailboxLaws.arrivalHarness
    correct.observe = { _, _ in }
    let arrivals = try await ArrivalLaw(
      correct, showing: { $0.snapshot }, observing: { _ = $0.snapshot }
    )
    .observe([
      .link(.search(query: "a")), .tap(.compose(to: "b", subject: nil)), .link(.thread(id: "c")),
    ])
    .get()
    #expect(arrivals.map(\.changes) == [1, 1, 1])
    #expect(arrivals.allSatisfy { $0.intermediates.isEmpty })
    // NB: every event was seen by a render: tracking starts again after
    // each change, not only for the first.
    #expect(arrivals.allSatisfy { !$0.seen.isEmpty })
  }

  @Test func observationKeepsTrackingAfterTheFirstChange() async throws {
    var silent = Self.tabFirst
    silent.observe = { _, _ in }
    let law = ArrivalLaw(silent, showing: { $0.snapshot }, observing: { _ = $0.snapshot })
    let journey: [ArrivalEvent<MailboxIntent>] = [
      .link(.thread(id: "a")), .link(.search(query: "a")),
    ]
    let violation = try #require(await law.check(journey))
    #expect(violation.direction == "intermediate state")
    #expect(violation.message.hasPrefix(#"after [.link(.thread(id: "a"))], .link(.search("#))
  }

  // MARK: - Judging

  @Test func seeingTheDestinationTwiceWithTheStartBetweenIsMoreThanOneChange() {
    let law = ArrivalLaw(MailboxLaws.arrivalHarness, showing: { $0.snapshot })
    let search = MailboxState.initial.routing(.search(query: "a"))
    let arrival = CoordinatorArrival(
      event: ArrivalEvent.link(MailboxIntent.search(query: "a")), start: MailboxState.initial,
      seen: [search, .initial, search], destination: search)
    #expect(arrival.changes == 3)
    #expect(arrival.intermediates.isEmpty)
    #expect(
      law.violation(in: .success([arrival]), of: [arrival.event])?.description
        == #"AtomicArrival (coordinator) violated (more than one change): after [], "#
        + #".link(.search(query: "a")) changed what observers saw 3 times on the way to "#
        + #"MailboxState(selectedTab: .search, stacks: [.inbox: [], .search: "#
        + #"[.searchResults(query: "a")], .settings: []], sheet: nil); in order, they saw "#
        + "MailboxState(selectedTab: .inbox, stacks: [.inbox: [], .search: [], .settings: []], "
        + #"sheet: nil), then MailboxState(selectedTab: .search, stacks: [.inbox: [], .search: "#
        + #"[.searchResults(query: "a")], .settings: []], sheet: nil), then "#
        + "MailboxState(selectedTab: .inbox, stacks: [.inbox: [], .search: [], .settings: []], "
        + #"sheet: nil), then MailboxState(selectedTab: .search, stacks: [.inbox: [], .search: "#
        + #"[.searchResults(query: "a")], .settings: []], sheet: nil)"#)
  }
}
