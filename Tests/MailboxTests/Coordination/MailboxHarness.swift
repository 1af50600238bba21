import Foundation
import Iris
import IrisCheck
import Mailbox
import MailboxChecks
import Testing

/// Runs `script` on a fresh coordinator under the deterministic scheduler, to
/// quiescence, and returns its value; records an issue (and returns `nil`)
/// unless the run completed, and an issue if any of its jobs escaped the scheduler.
/// - Parameters:
///   - seed: chooses among ready jobs; `nil` for FIFO.
///   - make: builds the coordinator on the scheduler's clock.
///   - script: what happens to the coordinator; ``settled(_:)`` waits for its flows.
func driveMailbox<T: Sendable>(
  seed: UInt64? = nil,
  make: @escaping @MainActor @Sendable (VirtualClock) -> MailboxCoordinator = {
    MailboxCoordinator(clock: $0)
  },
  sourceLocation: SourceLocation = #_sourceLocation,
  _ script: @escaping @MainActor @Sendable (MailboxCoordinator) async -> T
) async -> T? {
  let scheduler = seed.map { DeterministicScheduler(seed: $0) } ?? DeterministicScheduler()
  let clock = scheduler.clock
  let run = await scheduler.runOnDedicatedThread {
    let coordinator = make(clock)
    return await script(coordinator)
  }
  #expect(run.outcome == .completed, sourceLocation: sourceLocation)
  #expect(run.jobsFromOtherThreads == 0, sourceLocation: sourceLocation)
  return run.value
}

extension MailboxCoordinator {
  /// Returns once every flow has run as far as it can.
  ///
  /// A settle on the scheduler's clock ends only when no job is ready, so a
  /// one-millisecond settle is a quiescence barrier.
  func settled() async {
    try? await (linkSwitcher.clock as? VirtualClock)?.settle(for: .milliseconds(1))
  }

  /// Opens `url` and waits for its flow; returns the baton routed.
  @discardableResult
  func openAndSettle(_ url: URL) async -> Baton<MailboxIntent> {
    let baton = open(url)
    await settled()
    return baton
  }

  /// Opens `intent` and waits for its flow; returns the baton routed.
  @discardableResult
  func openAndSettle(_ intent: MailboxIntent) async -> Baton<MailboxIntent> {
    let baton = open(intent)
    await settled()
    return baton
  }
}

/// A destination screen: what a SwiftUI view for one route does when it
/// appears, headless.
struct DestinationScreen: Sendable {
  /// Where the screen sits.
  let site: HandoffSite<MailboxRoute, MailboxSheet>

  /// Claims the baton registered for this screen's route, as the screen's
  /// `.task` would; `nil` when nothing is registered or it was already taken.
  @MainActor func mount(on coordinator: MailboxCoordinator) async -> Baton<MailboxIntent>? {
    switch site {
    case .stack(let route): await coordinator.stackHandoffs.handoff(for: route)?.claim()
    case .sheet(let sheet): await coordinator.sheetHandoffs.handoff(for: sheet)?.claim()
    }
  }
}

/// Records a coordinator's trace, and its snapshot as each flow starts.
@MainActor final class TraceRecorder {
  /// Every event, in order.
  private(set) var events: [CoordinatorEvent<MailboxFlow>] = []
  /// The coordinator's snapshot at each flow's start, by flow.
  private(set) var stateAtStart: [NavFlow: MailboxState] = [:]

  /// Starts recording `coordinator`'s events.
  init(_ coordinator: MailboxCoordinator) {
    coordinator.onEvent = { [weak self, unowned coordinator] event in
      self?.events.append(event)
      if case .flowStarted = event.kind { self?.stateAtStart[event.flow] = coordinator.snapshot }
    }
  }
}

/// The `mailbox://` link with host and path `path`; records an issue, and
/// returns a link to nowhere, if that is not a URL.
func link(_ path: String, sourceLocation: SourceLocation = #_sourceLocation) -> URL {
  if let url = URL(string: "mailbox://" + path) { return url }
  Issue.record("not a URL: mailbox://\(path)", sourceLocation: sourceLocation)
  return URL(fileURLWithPath: "/")
}

/// `state` after a trip through JSON; `nil`, recording an issue, if it does not survive.
func throughJSON(
  _ state: MailboxState, sourceLocation: SourceLocation = #_sourceLocation
) -> MailboxState? {
  do {
    return try JSONDecoder().decode(MailboxState.self, from: JSONEncoder().encode(state))
  } catch {
    Issue.record("JSON round trip failed: \(error)", sourceLocation: sourceLocation)
    return nil
  }
}

/// Generators of mail intents, drawn from small pools so that generated
/// sequences revisit the same threads, contacts and queries (the shared
/// `MailboxGenerators.intent` draws free text, so it rarely repeats a route).
enum MailboxGen {
  static let threadID = Gen<ThreadID>.element(of: ["t1", "t2", "q3/plan #2 + 50% 🚀"])
  static let address = Gen<String>.element(of: ["ana@example.com", "bo@example.com"])
  static let query = Gen<String>.element(of: ["", "invoice", "q?&=x"])
  static let pane = Gen<SettingsPane?>.optional(.cases(of: SettingsPane.self))

  /// Any intent, link, resolved or unknown.
  static let intent = Gen<MailboxIntent>.oneOf(
    .just(.inbox),
    threadID.map { .thread(id: $0) },
    Gen.zip(threadID, .int(in: 0...2)).map { .message(threadID: $0, messageID: $1) },
    query.map { .search(query: $0) },
    Gen.zip(.optional(address), .optional(.element(of: ["Hi", ""]))).map {
      .compose(to: $0, subject: $1)
    },
    address.map { .contact(address: $0) },
    pane.map { .settings(pane: $0) },
    pane.map { .settingsSheet(pane: $0) },
    pane.map { .settingsPush(pane: $0) },
    .just(.unknown(link("nowhere")))
  )

  /// `count` intents drawn from `generator` (``intent`` by default) with `seed`.
  static func intents(
    from generator: Gen<MailboxIntent> = intent, seed: UInt64, count: ClosedRange<Int>
  ) throws -> [MailboxIntent] {
    let recorder = ChoiceRecorder(source: SeededSource(seed: seed))
    return try Gen.array(of: generator, count: count).generate(recorder)
  }
}

/// Whether `kind` is a step (navigation, effect or handoff), not a start or an end.
func isStep(_ kind: CoordinatorEvent<MailboxFlow>.Kind) -> Bool {
  switch kind {
  case .routed, .superseded, .flowStarted, .flowFinished, .flowCancelled: false
  case .navigated, .effectApplied, .handoffRegistered, .handoffDelivered: true
  }
}
