import IrisCheckFixtures
import IrisFuzz

#if FUZZ_ENTRY
  /// libFuzzer entry: raw bytes through the lean raw oracle on a planted bug.
  ///
  /// `PlantedPercentCodec` traps on a `%` ending a path segment; the target
  /// proves the pipeline finds and keeps a crash (`make fuzz-planted`).
  @_cdecl("LLVMFuzzerTestOneInput")
  public func fuzz(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    target.run(start, count)
  }
#else
  import Testing

  struct PlantedPercentCrashTests {
    @Test func theCrasherIsRecorded() {
      #expect(!target.regressions.isEmpty)
    }

    @Test(arguments: target.regressions)
    func stillCrashesOnItsRecordedCrasher(_ file: CorpusFile) async {
      await #expect(processExitsWith: .failure) { [bytes = file.bytes as [UInt8]] in
        target.oracle(bytes).enforce()
      }
    }
  }
#endif

private let target = FuzzTarget("PlantedPercentCrash") {
  FuzzOracles.rawRoundTrip($0, codec: PlantedPercentCodec.codec)
}
