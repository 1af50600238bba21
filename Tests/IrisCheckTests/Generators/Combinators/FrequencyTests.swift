import IrisCheck
import Testing

struct FrequencyTests {
  private let weighted = Gen.frequency((1, .just("rare")), (3, .just("common")))

  // MARK: - frequency

  @Test func choicesSplitByWeightFirstEntryFirst() throws {
    let values = try (UInt64(0)...3).map { try replay(weighted, [$0]).value }
    #expect(values == ["rare", "common", "common", "common"])
    #expect(try simplest(weighted) == "rare")
  }

  @Test func seededExamplesFollowTheWeights() throws {
    let values = weighted.sample(count: 4_000)
    let rare = values.filter { $0 == "rare" }.count
    // Expected 1,000 of 4,000; a fair source stays well within ±200.
    #expect((800...1_200).contains(rare))
  }

  @Test func zeroWeightStopsWithAMessageNamingItsPosition() async throws {
    let result = try await #require(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      _ = Gen.frequency((2, .just(1)), (0, .just(2)))
    }
    let message = String(decoding: result.standardErrorContent, as: UTF8.self)
    #expect(message.contains("weight #2 is 0; every weight must be positive"))
  }
}
