import IrisCheck
import IrisCheckFixtures
import Testing

struct MutantZooTests {
  @Test func theCorrectShopPassesEveryLaw() async {
    var configuration = LawSuite.defaultConfiguration
    configuration.seed = 1
    configuration.saveRegressions = false
    let suite = ShopApp().suite
    let results = await suite.results(configuration: configuration)
    #expect(results.count == suite.entries.count)
    for result in results { #expect(!result.isFailure, "\(result)") }
  }

  @Test func everyMutantIsCaughtInEverySeedAndShrunkToItsMinimum() async {
    let scores = await MutantZoo.run(seeds: 1...20)
    print(MutantZoo.summary(scores))
    for line in MutantZoo.details(scores) { print(line) }
    #expect(scores.count >= 15)
    for score in scores {
      #expect(score.caught == score.seeds, "\(score.mutation): caught \(score.caught)")
    }
    // At least 95% of the counterexamples with a known minimum are exactly it.
    let judged = scores.filter { $0.mutation.minimal != nil }
    let minimal = judged.reduce(0) { $0 + $1.minimal }
    let caught = judged.reduce(0) { $0 + $1.caught }
    #expect(Double(minimal) >= 0.95 * Double(caught), "\(MutantZoo.details(scores))")
  }
}
