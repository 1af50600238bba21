import Foundation
import IrisFuzzCampaign
import Testing

struct TargetRunTests {
  private let finished = LibFuzzerLog(
    parsing: "stat::number_of_executed_units: 7\nstat::average_exec_per_sec: 7\n")
  private let crash = FuzzArtifact(kind: .crash, url: URL(fileURLWithPath: "/a/crash-1"))

  @Test func artifactsAreFindingsWhateverTheStatus() {
    #expect(TargetRun.verdict(status: 77, artifacts: [crash], log: finished) == .found)
    #expect(TargetRun.verdict(status: 0, artifacts: [crash], log: finished) == .found)
  }

  @Test func aRunThatCouldNotStartNeverRan() {
    #expect(
      TargetRun.verdict(status: nil, launchError: "no such file", artifacts: [], log: finished)
        == .failed("never ran: no such file"))
  }

  @Test func aNonZeroExitWithoutAnArtifactFails() {
    let log = LibFuzzerLog(parsing: "ParseDictionaryFile: file does not exist or is empty\n")
    #expect(
      TargetRun.verdict(status: 1, artifacts: [], log: log)
        == .failed(
          "exited 1 without an artifact: ParseDictionaryFile: file does not exist or is empty"))
  }

  @Test func aZeroExitWithoutFinalStatisticsFails() {
    let log = LibFuzzerLog(parsing: "#1\tINITED cov: 1 ft: 1 corp: 1/1b exec/s: 0 rss: 30Mb\n")
    #expect(
      TargetRun.verdict(status: 0, artifacts: [], log: log) == .failed("printed no final stats"))
  }

  @Test func aRunOfNoInputFails() {
    let log = LibFuzzerLog(parsing: "stat::number_of_executed_units: 0\n")
    #expect(TargetRun.verdict(status: 0, artifacts: [], log: log) == .failed("never ran an input"))
  }

  @Test func aFinishedRunWithoutArtifactsIsClean() {
    #expect(TargetRun.verdict(status: 0, artifacts: [], log: finished) == .clean)
  }
}
