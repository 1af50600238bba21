import IrisCheck
import Testing

struct StatisticsTests {
  // MARK: - Wilson bound

  @Test func noHitsInHundredHasUpperBoundAboutSixPercent() {
    // z = 2.576: upper = z² / (n + z²) = 6.636 / 106.636 ≈ 6.22%.
    let check = CoverageCheck(label: "x", requiredPercent: 5, hits: 0, examples: 100)
    #expect(abs(check.upperBoundPercent - 6.223) < 0.01)
    #expect(!check.isShortfall)
  }

  @Test func shortfallNeedsUpperBoundBelowRequirement() {
    let under = CoverageCheck(label: "x", requiredPercent: 20, hits: 5, examples: 100)
    let noisy = CoverageCheck(label: "x", requiredPercent: 20, hits: 15, examples: 100)
    #expect(under.isShortfall)
    #expect(!noisy.isShortfall)
  }

  // MARK: - What counts

  @Test func labelOutsideAGeneratedExampleIsIgnored() async throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("Saved.regressions")
    try RegressionFile(path: path).append(
      ReplayToken(ChoiceSequence([999_999])), for: "p", valueDescription: "999_999")
    label("outside")
    cover("outside", percent: 50, when: true)
    // The saved case (999_999) replays first and passes: its label must
    // not count, nor the calls before and after the run.
    let result = await PropertyCheck(
      .int(in: 0...1_000_000), id: "p",
      configuration: Configuration(examples: 40, seed: 1, regressionFile: path)
    )
    .run { value in
      classify(value == 999_999, "saved")
      label("generated")
    }
    classify(true, "outside")
    #expect(result.statistics.labelCounts == ["generated": 40])
    #expect(result.statistics.coverage.isEmpty)
  }
}
