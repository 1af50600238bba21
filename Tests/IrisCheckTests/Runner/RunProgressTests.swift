import Foundation
import IrisCheck
import Testing

/// Progress lines under a virtual clock: each example (or shrink
/// evaluation) moves the clock on by a set time, so the lines are exact.
struct RunProgressTests {
  private let quiet = Configuration(examples: 10, seed: 1, saveRegressions: false)

  // MARK: - When lines are printed

  @Test func longRunPrintsOneLineEveryInterval() async {
    let clock = VirtualTime()
    await clock.run {
      _ = await PropertyCheck(.int(in: 0...9), id: "slow", configuration: quiet).run { _ in
        clock.advance(by: .seconds(1))
      }
    }
    #expect(
      clock.lines == [
        "IrisCheck progress: slow: 3/10 examples, 0 failures, 3.0 s",
        "IrisCheck progress: slow: 6/10 examples, 0 failures, 6.0 s",
        "IrisCheck progress: slow: 9/10 examples, 0 failures, 9.0 s",
      ])
  }

  @Test func runShorterThanTheThresholdPrintsNothing() async {
    let clock = VirtualTime()
    await clock.run {
      _ = await PropertyCheck(.int(in: 0...9), id: "quick", configuration: quiet).run { _ in
        clock.advance(by: .milliseconds(290))
      }
    }
    #expect(clock.reads > 0)
    #expect(clock.lines.isEmpty)
  }

  @Test func disabledProgressPrintsNothing() async {
    let clock = VirtualTime()
    var configuration = quiet
    configuration.showProgress = false
    await clock.run {
      _ = await PropertyCheck(.int(in: 0...9), id: "slow", configuration: configuration).run {
        _ in clock.advance(by: .seconds(1))
      }
    }
    #expect(clock.lines.isEmpty)
  }

  @Test func shrinkingLinesShowStepsAndTheBestSize() async {
    let clock = VirtualTime()
    await clock.run {
      // Six shrink steps at most, so the whole output fits here.
      var configuration = quiet
      configuration.maxShrinks = 6
      _ = await PropertyCheck(
        .array(of: .int(in: 0...9), count: 0...20), id: "lists", configuration: configuration
      ).run { xs in
        clock.advance(by: .seconds(1))
        return xs.count < 3
      }
    }
    #expect(
      clock.lines == [
        "IrisCheck progress: lists: 2/10 examples, 1 failure; "
          + "shrinking failure 1: 1 step, best 39 choices, 3.0 s",
        "IrisCheck progress: lists: 2/10 examples, 1 failure; "
          + "shrinking failure 1: 4 steps, best 33 choices, 6.0 s",
      ])
  }

  // MARK: - Cost

  @Test func aFastRunReadsTheClockRarely() async {
    let clock = VirtualTime()
    await clock.run {
      _ = await PropertyCheck(
        .int(in: 0...9), id: "fast",
        configuration: Configuration(examples: 20_000, seed: 1, saveRegressions: false)
      ).run { _ in true }
    }
    #expect(clock.reads <= 16)
    #expect(clock.lines.isEmpty)
  }
}

/// A clock that moves only when told, and the progress lines written
/// under it.
private final class VirtualTime: @unchecked Sendable {
  private let lock = NSLock()
  private var now = Duration.zero
  private var readCount = 0
  private var written: [String] = []

  var lines: [String] { lock.withLock { written } }
  var reads: Int { lock.withLock { readCount } }

  func advance(by duration: Duration) {
    lock.withLock { now += duration }
  }

  /// Runs `body` with progress measured by this clock and written here.
  func run(_ body: () async -> Void) async {
    let settings = RunProgress.Settings(
      threshold: .seconds(3), interval: .seconds(3),
      now: {
        self.lock.withLock {
          self.readCount += 1
          return self.now
        }
      },
      write: { line in self.lock.withLock { self.written.append(line) } })
    await RunProgress.Settings.$current.withValue(settings) { await body() }
  }
}
