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

  /// Opens `urls` back to back, with no settling between, under `seed`.
  private func burst(_ urls: [URL], seed: UInt64) async -> BurstResult? {
    await driveMailbox(seed: seed) { coordinator in
      let recorder = TraceRecorder(coordinator)
      let batons = urls.map { coordinator.open($0) }
      await coordinator.settled()
      return BurstResult(
        batons: batons, events: recorder.events,
        stateAtLastStart: batons.last.flatMap { recorder.stateAtStart[$0.flow] },
        final: coordinator.snapshot)
    }
  }

  /// Problems with a burst's trace: an older flow's step after a newer flow's
  /// step, a flow that did not end exactly once or reported after its end, a
  /// last flow that did not finish.
  private func traceProblems(_ result: BurstResult) -> [String] {
    let order = Dictionary(
      uniqueKeysWithValues: result.batons.enumerated().map { ($1.flow, $0) })
    var problems: [String] = []
    var newestStepping = -1
    for event in result.events {
      guard let index = order[event.flow] else {
        problems.append("event of an unknown flow")
        continue
      }
      guard isStep(event.kind) else { continue }
      if index < newestStepping { problems.append("flow \(index) stepped after \(newestStepping)") }
      newestStepping = max(newestStepping, index)
    }
    for (flow, index) in order {
      let own = result.events.filter { $0.flow == flow }.map(\.kind)
      let ends = own.indices.filter { own[$0] == .flowFinished || own[$0] == .flowCancelled }
      if ends.count != 1 || ends.first != own.indices.last {
        problems.append("flow \(index) ended \(ends.count) times")
      }
    }
    if result.events.last.map({ $0.kind != .flowFinished }) ?? true {
      problems.append("the last event is not the last flow finishing")
    }
    return problems
  }

  // MARK: - Link bursts

  @Test(arguments: exploredSeeds)
  func burstOfLinksEndsInTheLastLinksStateWithoutInterleaving(seed: UInt64) async throws {
    let urls = [
      "thread/t1", "settings/general", "search?q=x", "contact/ana@example.com",
      "compose?to=bo@example.com", "thread/t2/message/1",
    ].map { link($0) }
    let result = try #require(await burst(urls, seed: seed))
    #expect(traceProblems(result) == [])
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
    let result = try #require(await burst(urls, seed: seed))
    #expect(traceProblems(result) == [])
    let last = try #require(result.batons.last)
    let start = try #require(result.stateAtLastStart)
    #expect(result.final == start.applying(MailboxFlow.operations(intent: last.intent)))
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
