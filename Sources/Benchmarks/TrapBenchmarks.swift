import Foundation
import IrisCheckCore
import IrisCheckLaws
import MailboxChecks

/// Prints what guarding against traps costs a property that never traps:
/// the same check (100 examples of an array of integers, summed) run plain
/// and under ``TrapGuard`` (with a launcher that is never started), as
/// checks per second, and the cost per run; then the sample app's codec
/// laws (1,000 examples a law), plain and guarded, in milliseconds of wall
/// and of process CPU time (a guarded run's two thread hops wait for a
/// core on a loaded machine, which shows in wall time only).
///
/// Each side runs three times, in the order plain, guarded, guarded, plain,
/// plain, guarded; each figure is the best of its side's three, so neither
/// load on the shared machine nor the order favours one side.
func runTrapBenchmarks() async {
  let launcher = ChildLauncher(executable: "/bin/false", arguments: [], environment: [:])
  var plain = 0.0
  var guarded = 0.0
  for isGuarded in [false, true, true, false, false, true] {
    let rate = await asyncThroughput(seconds: 1) {
      var check = PropertyCheck(
        .array(of: .int(in: 0...99)), id: "sum",
        configuration: Configuration(
          examples: 100, seed: 0x2912, saveRegressions: false, showProgress: false))
      check.launcher = isGuarded ? launcher : nil
      let result = await check.run { values in values.reduce(0, +) >= 0 }
      precondition(!result.isFailure, "the benchmark's property must hold")
      return 1
    }
    if isGuarded { guarded = max(guarded, rate) } else { plain = max(plain, rate) }
  }
  report("traps.check.plain", plain, "checks/s")
  report("traps.check.guarded", guarded, "checks/s")
  report("traps.check.ratio", 100 * plain / guarded, "% of plain time")
  report("traps.check.costPerRun", 1e6 * (1 / guarded - 1 / plain), "µs")
  var configuration = Configuration(examples: 1_000, seed: 0x2912, saveRegressions: false)
  configuration.showProgress = false
  var plainSuite = Double.infinity
  var guardedSuite = Double.infinity
  var plainCPU = Double.infinity
  var guardedCPU = Double.infinity
  for isGuarded in [false, true, true, false, false, true] {
    let clock = ContinuousClock()
    let cpuStart = cpuSeconds(CLOCK_PROCESS_CPUTIME_ID)
    let start = clock.now
    let results = await TrapGuard.$launcher.withValue(isGuarded ? launcher : nil) {
      await MailboxLaws.codec().runResolved(configuration: configuration)
    }
    precondition(!results.contains(where: \.isFailure), "the sample's codec laws must hold")
    let elapsed = clock.now - start
    let cpu = cpuSeconds(CLOCK_PROCESS_CPUTIME_ID) - cpuStart
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    if isGuarded {
      guardedSuite = min(guardedSuite, seconds)
      guardedCPU = min(guardedCPU, cpu)
    } else {
      plainSuite = min(plainSuite, seconds)
      plainCPU = min(plainCPU, cpu)
    }
  }
  report("traps.mailboxCodecLaws.plain", 1_000 * plainSuite, "ms")
  report("traps.mailboxCodecLaws.guarded", 1_000 * guardedSuite, "ms")
  report("traps.mailboxCodecLaws.ratio", 100 * guardedSuite / plainSuite, "% of plain time")
  report("traps.mailboxCodecLaws.plain.cpu", 1_000 * plainCPU, "ms")
  report("traps.mailboxCodecLaws.guarded.cpu", 1_000 * guardedCPU, "ms")
  report("traps.mailboxCodecLaws.ratio.cpu", 100 * guardedCPU / plainCPU, "% of plain CPU time")
}
