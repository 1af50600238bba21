import Testing

@testable import IrisCheckCore
@testable import IrisCheckScheduling

/// The engine's time budgets leave out the time a property spent queued for
/// the process's one deterministic scheduler: in a busy `swift test`, a
/// shrink is not cut short, and its minimum does not depend on the load.
struct WaitLedgerTests {
  // MARK: - The budget's clock

  @Test func aWaitRecordedWhileMeasuringIsLeftOutOfTheElapsedTime() async {
    let budget = BudgetClock()
    #expect(WaitLedger.current == nil)
    await budget.measuring { WaitLedger.current?.add(.seconds(3_600)) }
    #expect(budget.elapsed < .zero)
    #expect(budget.ledger.waited == .seconds(3_600))
  }

  // MARK: - The shrinker

  @Test func everyShrinkEvaluationRunsWithTheShrinksLedger() async {
    let ledgers = LedgerLog()
    let shrinker = Shrinker(
      initial: ShrinkOutcome(isInteresting: true, sequence: ChoiceSequence([3, 3]))
    ) { sequence in
      ledgers.note(WaitLedger.current)
      return ShrinkOutcome(isInteresting: sequence.values.reduce(0, +) >= 2, sequence: sequence)
    }
    let result = await shrinker.shrink()
    #expect(result.sequence == ChoiceSequence([2]))
    #expect(ledgers.count > 1)
    #expect(ledgers.sawOneLedger)
  }

  @Test func everyGeneratedExampleRunsWithTheGenerationsLedger() async {
    let ledgers = LedgerLog()
    let result = await PropertyCheck(
      .int(in: 0...9), id: "p",
      configuration: Configuration(examples: 5, seed: 1, timeLimit: .seconds(3_600))
    ).run { _ in ledgers.note(WaitLedger.current) }
    #expect(!result.isFailure)
    #expect(ledgers.count >= 5)
    #expect(ledgers.sawOneLedger)
  }

  // MARK: - The scheduler

  @Test func aRunOnTheDriverThreadRecordsItsWaitInTheCallersLedger() async {
    let ledger = WaitLedger()
    let run = await WaitLedger.$current.withValue(ledger) {
      await DeterministicScheduler().runOnDedicatedThread { 1 }
    }
    #expect(run.value == 1)
    #expect(ledger.waited > .zero)
  }

  @Test func aBlockingRunRecordsItsWaitInTheCallersLedger() {
    let ledger = WaitLedger()
    let run = WaitLedger.$current.withValue(ledger) { DeterministicScheduler().run { 1 } }
    #expect(run.value == 1)
    #expect(ledger.waited > .zero)
  }
}

/// The ledgers shrink evaluations ran with.
///
/// NB: `@unchecked Sendable`: written by one shrink's evaluations, one at a
/// time, and read after it.
private final class LedgerLog: @unchecked Sendable {
  private var seen: [WaitLedger?] = []

  func note(_ ledger: WaitLedger?) { seen.append(ledger) }

  var count: Int { seen.count }

  /// Whether every evaluation had a ledger, and the same one.
  var sawOneLedger: Bool {
    guard let first = seen.first, let first else { return false }
    return seen.allSatisfy { $0 === first }
  }
}
