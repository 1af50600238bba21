import IrisCheckFixtures
import IrisFuzz
import Testing

/// Replays the committed fuzz corpus under plain `swift test`: every seed
/// through its own target's oracle, every saved crasher (except the planted
/// target's) through every real target's oracle.
struct CorpusReplayTests {
  private static let seeds = CorpusFile.all.filter { !$0.isRegression }
  private static let regressions = CorpusFile.all.filter {
    $0.isRegression && $0.target != FuzzTargetOracles.planted
  }
  private static let plantedCrashers = CorpusFile.all.filter {
    $0.isRegression && $0.target == FuzzTargetOracles.planted
  }

  // MARK: - seeds

  @Test(arguments: seeds)
  func everySeedPassesItsTargetsOracle(_ file: CorpusFile) throws {
    let oracle = try #require(FuzzTargetOracles.byName[file.target], "no oracle for \(file.target)")
    let outcome = oracle(file.bytes)
    #expect(outcome.violation == nil, "\(outcome)")
  }

  // MARK: - regressions

  @Test(arguments: regressions)
  func everySavedCrasherPassesEveryTarget(_ file: CorpusFile) {
    for (target, oracle) in FuzzTargetOracles.byName where target != FuzzTargetOracles.planted {
      let outcome = oracle(file.bytes)
      #expect(outcome.violation == nil, "\(target): \(outcome)")
    }
  }

  @Test func thePlantedCrasherIsRecorded() {
    #expect(!Self.plantedCrashers.isEmpty)
  }

  @Test(arguments: plantedCrashers)
  func plantedCodecStillFailsOnItsRecordedCrasher(_ file: CorpusFile) async {
    await #expect(processExitsWith: .failure) { [bytes = file.bytes as [UInt8]] in
      FuzzOracles.rawCodec(bytes, codec: PlantedPercentCodec.codec).enforce()
    }
  }
}
