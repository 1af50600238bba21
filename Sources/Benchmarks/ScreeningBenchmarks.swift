import Foundation
import IrisCheckCore
import IrisCheckLaws
import MailboxChecks

/// Prints what screening costs on the sample app: the examples the screens
/// of its intents and journeys add to every check, then the wall time of
/// its whole law suite (`MailboxLaws.all`, `make check`'s 1,000 examples per
/// law and seed) with and without screening, measured in one run.
///
/// Each side runs three times, in the order without, with, with, without,
/// without, with, and each figure is the best of its side's three, so
/// neither a burst of load on the shared machine nor the order favours one
/// side; the process's CPU time is printed too.
func runScreeningBenchmarks() async {
  report("screen.mailbox.intent", Double(MailboxGenerators.intent.screens.count), "examples")
  report("screen.mailbox.journey", Double(MailboxGenerators.journey.screens.count), "examples")
  var configuration = Configuration(examples: 1_000, seed: 0x1215_2026, saveRegressions: false)
  configuration.showProgress = false
  var without = SuiteRun()
  var with = SuiteRun()
  // NB: in a pair of runs the first was the slower by 5-15 % in our
  // measurements, whichever it was, hence the order.
  for screening in [false, true, true, false, false, true] {
    configuration.screening = screening
    let run = await SuiteRun.measure(configuration)
    if screening { with.add(run) } else { without.add(run) }
  }
  report("screen.mailbox.suite.screened", Double(with.examples - without.examples), "examples")
  report("screen.mailbox.suite.withoutScreening", without.seconds, "s")
  report("screen.mailbox.suite.withScreening", with.seconds, "s")
  report("screen.mailbox.suite.ratio", 100 * with.seconds / without.seconds, "%")
  report("screen.mailbox.suite.withoutScreening.cpu", without.processSeconds, "s")
  report("screen.mailbox.suite.withScreening.cpu", with.processSeconds, "s")
  report("screen.mailbox.suite.ratio.cpu", 100 * with.processSeconds / without.processSeconds, "%")
}

/// The best of several runs of the sample's law suite.
private struct SuiteRun {
  /// The fastest run's wall time, in seconds.
  var seconds = Double.infinity
  /// The least CPU time of the process in a run, in seconds.
  var processSeconds = Double.infinity
  /// The examples the laws ran, summed.
  var examples = 0

  mutating func add(_ run: SuiteRun) {
    seconds = min(seconds, run.seconds)
    processSeconds = min(processSeconds, run.processSeconds)
    examples = run.examples
  }

  /// Runs `MailboxLaws.all` once; a broken law stops the benchmark.
  static func measure(_ configuration: Configuration) async -> SuiteRun {
    let clock = ContinuousClock()
    let cpuStart = cpuSeconds(CLOCK_PROCESS_CPUTIME_ID)
    let start = clock.now
    let results = await MailboxLaws.all.runResolved(configuration: configuration)
    let elapsed = clock.now - start
    let cpu = cpuSeconds(CLOCK_PROCESS_CPUTIME_ID) - cpuStart
    for result in results {
      precondition(!result.isFailure, "\(result.law) broke during the benchmark")
    }
    return SuiteRun(
      seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18,
      processSeconds: cpu, examples: results.reduce(0) { $0 + $1.statistics.examples })
  }
}
