import Foundation
import IrisFuzzCampaign
import Testing

struct CampaignTests {
  private func campaign(targets: Int, workers: Int) -> Campaign {
    let job = FuzzJob(
      name: "T", executable: URL(fileURLWithPath: "/t"), corpus: URL(fileURLWithPath: "/c"),
      artifacts: URL(fileURLWithPath: "/a"))
    return Campaign(jobs: Array(repeating: job, count: targets), seconds: 1, workers: workers)
  }

  @Test func workersAreSharedWithTheRemainderFirst() {
    let five = campaign(targets: 3, workers: 5)
    #expect((0..<3).map(five.share) == [2, 2, 1])
  }

  @Test func everyTargetGetsAWorkerEvenWithFewerCores() {
    let two = campaign(targets: 3, workers: 2)
    #expect((0..<3).map(two.share) == [1, 1, 1])
  }

  @Test func targetsRunAtOnceAndReportInTheirOrder() async throws {
    let fake = try FakeLibFuzzer()
    defer { fake.remove() }
    var first = fake.job("clean").job
    first.name = "First"
    var second = fake.job("bad-dict").job
    second.name = "Second"
    second.artifacts = fake.folder.appendingPathComponent("artifacts/Second")
    let runs = await Campaign(jobs: [first, second], seconds: 1, workers: 2).run()
    #expect(runs.map(\.name) == ["First", "Second"])
    #expect(
      runs.map(\.verdict) == [
        .clean, .failed("exited 1 without an artifact: ParseDictionaryFile: error in line 2"),
      ])
  }
}
