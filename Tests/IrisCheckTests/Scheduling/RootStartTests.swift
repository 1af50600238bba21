import IrisCheck
import IrisCheckFixtures
import Testing

extension SchedulingTests {
  struct RootStartTests {
    @TaskLocal static var marker = 0

    // MARK: - start

    @Test func startRunsTheRootOnTheCallingThreadWhereTheRuntimeCan() {
      let ran = Locked(false)
      let immediate = RootStart.start { ran.withLock { $0 = true } }
      if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
        #expect(immediate)
        #expect(ran.withLock { $0 })
      } else {
        #expect(!immediate)
      }
    }

    @Test func theFallbackEnqueuesARootThatSeesTheCallersTaskLocals() async {
      let seen = await Self.$marker.withValue(3) {
        await RootStart.$immediateWhereAvailable.withValue(false) {
          await withCheckedContinuation { done in
            let immediate = RootStart.start { done.resume(returning: Self.marker) }
            #expect(!immediate)
          }
        }
      }
      #expect(seen == 3)
    }

    // MARK: - runOnDedicatedThread with the fallback

    @Test func aDedicatedThreadRunStartedByTheFallbackEqualsABlockingRun() async {
      let fallback = await RootStart.$immediateWhereAvailable.withValue(false) {
        await DeterministicScheduler(seed: 5).runOnDedicatedThread { await mixedProgram() }
      }
      let blocking = DeterministicScheduler(seed: 5).run { await mixedProgram() }
      #expect(fallback.outcome == .completed)
      #expect(fallback.value == blocking.value)
      #expect(fallback.decisions == blocking.decisions)
    }

    @Test func aRunStartedByTheFallbackSeesTheCallersTaskLocals() async {
      let run = await Self.$marker.withValue(7) {
        await RootStart.$immediateWhereAvailable.withValue(false) {
          await DeterministicScheduler().runOnDedicatedThread { Self.marker + 20 }
        }
      }
      #expect(run.value == 27)
    }
  }
}
