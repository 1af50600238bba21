import Foundation
import Iris
import IrisCheck
import Mailbox
import MailboxChecks
import Testing

extension MailboxCoordinatorTests {
  /// The seeds every schedule-exploring test runs under.
  static let exploredSeeds: [UInt64] = Array(1...40)

  /// What a burst left behind.
  struct BurstResult: Sendable {
    /// The batons routed, in the order opened.
    let batons: [Baton<MailboxIntent>]
    /// The whole trace.
    let events: [CoordinatorEvent<MailboxFlow>]
    /// The snapshot when the last flow started, if it started.
    let stateAtLastStart: MailboxState?
    /// The snapshot at quiescence.
    let final: MailboxState
  }

  /// Virtual milliseconds waited before each link; `0` is the next main-actor turn.
  static let gapChoices = [0, 0, 1, 120, 299, 301, 650]

  /// Opens `urls` on an ``AnimatedMailboxCoordinator`` (300 ms between
  /// steps), one per main-actor turn, waiting `gaps[i]` virtual milliseconds
  /// before link `i`, so a link lands while the previous flow is mid-pause,
  /// mid-drain or done.
  private func burst(_ urls: [URL], gaps: [Int], seed: UInt64) async -> BurstResult? {
    await driveMailbox(seed: seed, make: { AnimatedMailboxCoordinator(clock: $0) }) {
      coordinator in
      let recorder = TraceRecorder(coordinator)
      let clock = coordinator.linkSwitcher.clock
      var batons: [Baton<MailboxIntent>] = []
      for (url, gap) in zip(urls, gaps) {
        if gap > 0 { try? await clock.sleep(for: .milliseconds(gap)) } else { await Task.yield() }
        batons.append(coordinator.open(url))
      }
      try? await (clock as? VirtualClock)?.settle(for: .seconds(10))  // every flow has ended
      return BurstResult(
        batons: batons, events: recorder.events,
        stateAtLastStart: batons.last.flatMap { recorder.stateAtStart[$0.flow] },
        final: coordinator.snapshot)
    }
  }

  /// `count` gaps drawn from ``gapChoices`` with `seed`.
  private static func gaps(seed: UInt64, count: Int) throws -> [Int] {
    let recorder = ChoiceRecorder(source: SeededSource(seed: seed))
    return try Gen.array(of: .element(of: gapChoices), count: count...count).generate(recorder)
  }

  /// The step a trace event reports, if it reports one applied while its flow was current.
  private static func appliedStep(_ event: CoordinatorEvent<MailboxFlow>) -> MailboxFlow.FlowStep? {
    switch event.kind {
    case .navigated(let target): .nav(target)
    case .effectApplied(let effect) where event.flowWasCurrent: .effect(effect)
    default: nil
    }
  }

  /// Problems with a burst's trace, as the coordinator laws judge them
  /// (``LatestWinsJudge``), and a last flow that did not finish.
  private func traceProblems(_ result: BurstResult) -> [String] {
    var problems = LatestWinsJudge.problems(in: result.events)
    if result.events.last.map({ $0.kind != .flowFinished }) ?? true {
      problems.append("the last event is not the last flow finishing")
    }
    return problems
  }

  /// How many flows of a burst started, applied a step and were then cancelled.
  private static func supersededMidFlow(_ result: BurstResult) -> Int {
    result.batons.filter { baton in
      let own = result.events.filter { $0.flow == baton.flow }
      return own.contains { appliedStep($0) != nil } && own.last?.kind == .flowCancelled
    }.count
  }

  // MARK: - Link bursts

  @Test(arguments: exploredSeeds)
  func burstOfLinksEndsInTheLastLinksStateWithoutInterleaving(seed: UInt64) async throws {
    let urls = [
      "thread/t1", "settings/general", "search?q=x", "contact/ana@example.com",
      "compose?to=bo@example.com", "thread/t2/message/1",
    ].map { link($0) }
    let gaps = try Self.gaps(seed: seed, count: urls.count)
    let result = try #require(await burst(urls, gaps: gaps, seed: seed))
    #expect(traceProblems(result) == [], "gaps \(gaps)")
    let last = try #require(result.batons.last)
    // The last flow runs uninterrupted from wherever the earlier ones left off.
    let start = try #require(result.stateAtLastStart)
    #expect(result.final == start.applying(MailboxFlow.operations(intent: last.intent)))
    // A message link decides the visible screen whatever came before it.
    let predicted = MailboxState.initial.routing(last.intent)
    #expect(result.final.selectedTab == predicted.selectedTab)
    #expect(result.final.currentStack == predicted.currentStack)
    #expect(result.final.sheet == predicted.sheet)
  }

  @Test(arguments: exploredSeeds)
  func generatedBurstEndsInTheLastLinksStateWithoutInterleaving(seed: UInt64) async throws {
    let codec = MailboxCodec()
    let urls = try MailboxGen.intents(seed: seed, count: 2...8).map {
      codec.url(for: $0) ?? link("nowhere")
    }
    let gaps = try Self.gaps(seed: seed, count: urls.count)
    let result = try #require(await burst(urls, gaps: gaps, seed: seed))
    #expect(traceProblems(result) == [], "gaps \(gaps)")
    let last = try #require(result.batons.last)
    let start = try #require(result.stateAtLastStart)
    #expect(result.final == start.applying(MailboxFlow.operations(intent: last.intent)))
  }

  @Test func burstsReallySupersedeFlowsMidFlow() async throws {
    let codec = MailboxCodec()
    var superseded = 0
    for seed in Self.exploredSeeds.prefix(10) {
      let urls = try MailboxGen.intents(seed: seed, count: 2...8).map {
        codec.url(for: $0) ?? link("nowhere")
      }
      let gaps = try Self.gaps(seed: seed, count: urls.count)
      if let result = await burst(urls, gaps: gaps, seed: seed) {
        superseded += Self.supersededMidFlow(result)
      }
    }
    #expect(superseded >= 5)
  }

  // MARK: - Coordinator and reducer agree

  @Test func coordinatorAgreesWithTheReducerOnGeneratedIntentSequences() async throws {
    let pooled = try (UInt64(1)...16).map { seed in
      try MailboxGen.intents(seed: seed, count: 10...30)
    }
    let freeText = try (UInt64(1)...8).map { seed in
      try MailboxGen.intents(from: MailboxGenerators.intent, seed: seed, count: 10...30)
    }
    let sequences = pooled + freeText
    #expect(sequences.map(\.count).reduce(0, +) >= 300)
    let mismatches = await driveMailbox { coordinator -> [String] in
      var mismatches: [String] = []
      for intents in sequences {
        coordinator.restore(.initial)
        var expected = MailboxState.initial
        for (index, intent) in intents.enumerated() {
          await coordinator.openAndSettle(intent)
          expected = expected.routing(intent)
          if coordinator.snapshot != expected {
            mismatches.append("\(intents.prefix(index + 1)): got \(coordinator.snapshot)")
            break
          }
        }
      }
      return mismatches
    }
    #expect(mismatches == [])
  }
}
