import IrisCheck
import Testing

struct ConfigurationTests {
  // MARK: - Defaults

  @Test func defaultsMatchTheDocumentation() {
    let configuration = Configuration()
    #expect(configuration.examples == 100)
    #expect(configuration.seed == nil)
    #expect(configuration.maxShrinks == 500)
    #expect(configuration.shrinkTimeLimit == .seconds(300))
    #expect(configuration.saveRegressions)
    #expect(configuration.showProgress)
  }

  // MARK: - Environment

  @Test func environmentOverridesSeedExamplesReplayAndSaving() throws {
    let resolved = try Configuration().applyingEnvironment([
      "IRISCHECK_SEED": "0x1F", "IRISCHECK_EXAMPLES": "250", "IRISCHECK_REPLAY": "ic1:AA",
      "IRISCHECK_SAVE": "0",
    ])
    #expect(resolved.seed == 31)
    #expect(resolved.examples == 250)
    #expect(resolved.replay == "ic1:AA")
    #expect(!resolved.saveRegressions)
  }

  @Test func progressIsOffWithItsVariable() throws {
    #expect(try !Configuration().applyingEnvironment(["IRISCHECK_PROGRESS": "0"]).showProgress)
    let off = Configuration(showProgress: false)
    #expect(try off.applyingEnvironment(["IRISCHECK_PROGRESS": "yes"]).showProgress)
    #expect(
      throws: ConfigurationError(variable: "IRISCHECK_PROGRESS", value: "maybe", expected: "0 or 1")
    ) {
      try Configuration().applyingEnvironment(["IRISCHECK_PROGRESS": "maybe"])
    }
  }

  @Test func emptyEnvironmentChangesNothing() throws {
    let configuration = Configuration(examples: 3, seed: 4)
    #expect(try configuration.applyingEnvironment([:]) == configuration)
  }

  @Test func badValueNamesTheVariable() {
    #expect(
      throws: ConfigurationError(
        variable: "IRISCHECK_EXAMPLES", value: "ten", expected: "a positive integer")
    ) {
      try Configuration().applyingEnvironment(["IRISCHECK_EXAMPLES": "ten"])
    }
    #expect(throws: ConfigurationError.self) {
      try Configuration().applyingEnvironment(["IRISCHECK_SEED": "-1"])
    }
  }
}
