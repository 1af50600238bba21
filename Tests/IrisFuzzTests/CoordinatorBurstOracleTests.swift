import IrisCheck
import IrisCheckFixtures
import IrisFuzz
import Mailbox
import MailboxChecks
import Testing

struct CoordinatorBurstOracleTests {
  /// Byte inputs as a fuzzer might send them: seeded, 0 to 255 bytes.
  private static let inputs: [[UInt8]] = (0..<150).map { index in
    var source = SeededSource(seed: UInt64(index))
    return (0..<Int(source.next() % 256)).map { _ in UInt8(truncatingIfNeeded: source.next()) }
  }

  private static func outcomes<C, S>(_ laws: CoordinatorLaws<C, S>) -> [OracleOutcome] {
    inputs.map { FuzzOracles.coordinatorBurst($0, laws: laws) }
  }

  @Test func correctFixturePassesEveryInput() {
    let outcomes = Self.outcomes(CoordinatorLaws(.burst(), intents: BurstFlow.intents))
    #expect(outcomes.allSatisfy { $0.violation == nil })
  }

  @Test func leakingPopIsFoundFromBytes() {
    let outcomes = Self.outcomes(
      CoordinatorLaws(.burst(.popLeaksEntry), intents: BurstFlow.intents))
    #expect(outcomes.contains { $0.violation?.law == "HandoffCleanup" })
  }

  @Test func mailboxPassesEveryLaw() {
    let laws = CoordinatorLaws(MailboxLaws.harness, intents: MailboxGenerators.intent)
    #expect(Self.outcomes(laws).allSatisfy { $0.violation == nil })
  }

  @Test func animatedMailboxPassesEveryLaw() {
    let laws = CoordinatorLaws(MailboxLaws.animatedHarness, intents: MailboxGenerators.intent)
    #expect(Self.outcomes(laws).allSatisfy { $0.violation == nil })
  }
}
