import IrisFuzzCampaign
import Testing

struct CampaignOptionsTests {
  @Test func noArgumentsFuzzEveryTargetForTheDefaultTime() throws {
    let options = try CampaignOptions(parsing: [])
    #expect(options == CampaignOptions())
    #expect(options.seconds == 600)
    #expect(options.jobs == nil)
  }

  @Test func targetsSecondsJobsAndLibFuzzerFlags() throws {
    let options = try CampaignOptions(
      parsing: ["Codec", "--seconds", "30", "Paths", "--jobs", "2", "--", "-use_value_profile=1"])
    #expect(options.targets == ["Codec", "Paths"])
    #expect(options.seconds == 30)
    #expect(options.jobs == 2)
    #expect(options.fuzzerFlags == ["-use_value_profile=1"])
    #expect(options.action == .fuzz)
  }

  @Test func keepGoingIsOffUnlessAsked() throws {
    #expect(try CampaignOptions(parsing: []).keepGoing == false)
    #expect(try CampaignOptions(parsing: ["Codec", "--keep-going"]).keepGoing == true)
  }

  @Test func theOtherForms() throws {
    #expect(try CampaignOptions(parsing: ["--list"]).action == .list)
    #expect(try CampaignOptions(parsing: ["--init-cflite"]).action == .initCFLite)
    let build = try CampaignOptions(
      parsing: ["--build-only", "--out", "/out", "--static", "--scratch-path", "/work/b"])
    #expect(build.action == .buildOnly)
    #expect(build.out == "/out")
    #expect(build.staticStdlib)
    #expect(build.scratchPath == "/work/b")
  }

  @Test func badArgumentsSayWhatIsWrong() {
    #expect(throws: CampaignOptionsError("--seconds takes a positive whole number, not 0")) {
      try CampaignOptions(parsing: ["--seconds", "0"])
    }
    #expect(throws: CampaignOptionsError("--jobs needs a value")) {
      try CampaignOptions(parsing: ["--jobs"])
    }
    #expect(throws: CampaignOptionsError("unknown option --secs")) {
      try CampaignOptions(parsing: ["--secs", "3"])
    }
    #expect(throws: CampaignOptionsError("--out goes with --build-only")) {
      try CampaignOptions(parsing: ["--out", "/out"])
    }
  }

  @Test func theUsageNamesTheMacOSNeeds() {
    #expect(CampaignOptions.usage.contains("--disable-sandbox"))
    #expect(CampaignOptions.usage.contains("Xcode's ships no libFuzzer"))
  }

  // MARK: - Usage errors

  @Test func aUsageErrorSaysOnlyWhatIsWrong() {
    #expect(throws: CampaignOptionsError("--seconds takes a positive whole number, not -1")) {
      try CampaignOptions(parsing: ["--seconds", "-1"])
    }
    #expect(
      CampaignOptionsError("--seconds takes a positive whole number, not -1").description
        == "error: --seconds takes a positive whole number, not -1")
  }

  @Test func helpIsTheUsageAlone() {
    #expect(CampaignOptionsError(nil).description == CampaignOptions.usage)
  }
}
