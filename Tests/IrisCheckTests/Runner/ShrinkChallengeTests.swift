import IrisCheck
import IrisCheckFixtures
import Testing

/// Each published problem must shrink to its exact minimum; the minima are
/// derived in the docs of ``ShrinkChallenge`` under the integer order
/// `0, 1, -1, 2, -2, …` and shortlex on choices.
struct ShrinkChallengeTests {
  private static let seeds: [UInt64] = [1, 2, 3]

  private func minimal<Value>(
    _ challenge: ShrinkChallenge<Value>, seed: UInt64
  ) async throws
    -> Value
  {
    let result = await challenge.run(seed: seed)
    let example = try #require(result.counterexample, "\(challenge.name) found no failure")
    #expect(example.shrinkLimitReached == nil)
    #expect(!challenge.property(example.value))
    return example.value
  }

  // MARK: - Lists

  @Test(arguments: seeds) func reverseShrinksToZeroOne(seed: UInt64) async throws {
    #expect(try await minimal(.reverse, seed: seed) == [0, 1])
  }

  @Test(arguments: seeds) func distinctShrinksToFirstThreeIntegers(seed: UInt64) async throws {
    #expect(try await minimal(.distinct, seed: seed) == [0, 1, -1])
  }

  @Test(arguments: seeds) func lengthListShrinksThroughFlatMap(seed: UInt64) async throws {
    #expect(try await minimal(.lengthList, seed: seed) == [5])
  }

  // MARK: - Lists of lists

  @Test(arguments: seeds) func largeUnionListJoinsIntoOneList(seed: UInt64) async throws {
    #expect(try await minimal(.largeUnionList, seed: seed) == [[0, 1, -1, 2, -2]])
  }

  @Test(arguments: seeds) func nestedListsJoinIntoElevenZeros(seed: UInt64) async throws {
    #expect(try await minimal(.nestedLists, seed: seed) == [Array(repeating: 0, count: 11)])
  }

  @Test(arguments: seeds) func bound5NeedsMinusOneAndMinimumInt16(seed: UInt64) async throws {
    let value = try await minimal(.bound5, seed: seed)
    #expect(value.0 == [] && value.1 == [] && value.2 == [])
    #expect(value.3 == [-1] && value.4 == [-32768])
  }

  // MARK: - Differences

  @Test(arguments: seeds) func differenceMustNotBeZeroShrinksToTenTen(seed: UInt64) async throws {
    let value = try await minimal(.differenceMustNotBeZero, seed: seed)
    #expect(value == (10, 10))
  }

  @Test(arguments: seeds) func differenceMustNotBeSmallShrinksToTenSix(seed: UInt64) async throws {
    let value = try await minimal(.differenceMustNotBeSmall, seed: seed)
    #expect(value == (10, 6))
  }

  @Test(arguments: seeds) func differenceMustNotBeOneShrinksToTenNine(seed: UInt64) async throws {
    let value = try await minimal(.differenceMustNotBeOne, seed: seed)
    #expect(value == (10, 9))
  }
}
