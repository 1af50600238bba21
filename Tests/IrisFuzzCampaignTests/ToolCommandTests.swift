import Foundation
import IrisFuzzCampaign
import Testing

struct ToolCommandTests {
  @Test func thePluginsFormCarriesThePackageAndTheUsersArguments() throws {
    let command = try ToolCommand(
      parsing: [
        "package", "--package", "/pkg", "--name", "TinyLinks", "--swift", "/usr/bin/swift",
        "--executable", "TinyLinksFuzz", "--", "Codec", "--seconds", "30",
      ])
    guard case .package(let fuzz) = command else {
      Issue.record("expected the package form")
      return
    }
    #expect(fuzz.package.path == "/pkg")
    #expect(fuzz.packageName == "TinyLinks")
    #expect(fuzz.executables == ["TinyLinksFuzz"])
    #expect(fuzz.options.targets == ["Codec"])
    #expect(fuzz.options.seconds == 30)
    #expect(fuzz.scratch.path == "/pkg/.build/fuzz")
  }

  @Test func theRunFormGroupsEachTargetsBinaryCorpusArtifactsAndFlags() throws {
    let command = try ToolCommand(
      parsing: [
        "run", "--seconds", "60", "--jobs", "3", "--root", "/repo",
        "--target", "Raw", "--binary", "/b/Raw", "--corpus", "/c/Raw", "--artifacts", "/a/Raw",
        "--flag", "-max_len=512", "--flag", "-dict=/d/url.dict",
        "--target", "Laws", "--binary", "/b/Laws", "--corpus", "/c/Laws", "--artifacts", "/a/Laws",
      ])
    guard case .run(let campaign, let root) = command else {
      Issue.record("expected the run form")
      return
    }
    #expect(root?.path == "/repo")
    #expect(campaign.seconds == 60)
    #expect(campaign.workers == 3)
    #expect(campaign.jobs.map(\.name) == ["Raw", "Laws"])
    #expect(campaign.jobs.map(\.flags) == [["-max_len=512", "-dict=/d/url.dict"], []])
    #expect(campaign.jobs.map(\.executable.path) == ["/b/Raw", "/b/Laws"])
    #expect(campaign.jobs.allSatisfy { $0.investigator == nil })
  }

  @Test func aTargetWithoutItsBinaryIsRefused() {
    #expect(throws: CampaignOptionsError("target Raw needs --binary, --corpus and --artifacts")) {
      try ToolCommand(parsing: ["run", "--seconds", "1", "--target", "Raw", "--corpus", "/c"])
    }
  }
}

extension ToolCommandTests {
  @Test func aFuzzMainTargetRunsAsThePluginRunsIt() throws {
    let command = try ToolCommand(
      parsing: [
        "run", "--seconds", "9", "--target", "Suite", "--binary", "/b/MailboxFuzz", "--corpus",
        "/c/Suite", "--artifacts", "/a/Suite", "--env", "EXTRA=1", "--flag", "-dict=/d",
        "--investigate", "/r/Suite",
      ])
    guard case .run(let campaign, _) = command, let job = campaign.jobs.first else {
      Issue.record("expected the run form")
      return
    }
    #expect(job.flags == PackageFuzzCommand.defaultFlags + ["-dict=/d"])
    #expect(
      job.environment
        == PackageFuzzCommand.environment(target: "Suite").merging(["EXTRA": "1"]) {
          $1
        })
    #expect(job.investigator?.regressions.path == "/r/Suite")
    #expect(job.investigator?.executable.path == "/b/MailboxFuzz")
  }
}
