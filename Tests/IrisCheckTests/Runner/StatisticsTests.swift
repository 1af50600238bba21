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

  @Test func labelOutsideAPropertyIsIgnored() {
    label("outside")
    classify(true, "outside")
    cover("outside", percent: 50, when: true)
  }
}
