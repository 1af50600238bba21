import IrisCheckCore
import IrisCheckLaws
import Mailbox
import MailboxChecks

/// Prints the laws' throughput on the sample app, in examples per second:
/// the codec round-trip law judged directly on pre-generated intents and
/// through the full runner (generation, recording, judging), and the flow
/// purity law through the runner.
func runLawBenchmarks() async {
  let roundTrip = RoundTripLaw(LinkCodec<MailboxIntent>.mailbox)
  let intents = MailboxAudit.Audit.draw(MailboxGenerators.intent, count: 2_000, seed: 1)
  report(
    "law.roundTrip.check",
    throughput {
      for intent in intents where roundTrip.check(intent) != nil {
        preconditionFailure("RoundTrip broke on \(intent)")
      }
      return intents.count
    }, "examples/s")
  report(
    "law.roundTrip.runner",
    await runnerThroughput(roundTrip, over: MailboxGenerators.intent), "examples/s")
  let purity = FlowPurityLaw(MailboxLaws.flow)
  report(
    "law.flowPurity.runner",
    await runnerThroughput(purity, over: .shuffledCalls(of: MailboxGenerators.intent)),
    "examples/s")
}

/// Examples per second of a law checked by ``PropertyCheck`` for about a
/// second, in runs of 2,000 examples; a violation stops the benchmark.
private func runnerThroughput<L: Law>(_ law: L, over inputs: Gen<L.Input>) async -> Double
where L.Input: Sendable {
  let examples = 2_000
  let check = PropertyCheck(
    inputs, id: law.name,
    configuration: Configuration(examples: examples, seed: 1, saveRegressions: false))
  let clock = ContinuousClock()
  let start = clock.now
  var total = 0
  repeat {
    let result = await check.run { input in
      if let violation = law.check(input) { throw violation }
    }
    precondition(!result.isFailure, "\(law.name) broke during the benchmark")
    total += result.statistics.examples
  } while clock.now - start < .seconds(1)
  let elapsed = clock.now - start
  let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
  return Double(total) / seconds
}
