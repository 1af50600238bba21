import IrisCheck
import Testing

struct FlatMapTests {
  private let sized = Gen.int(in: 0...5).flatMap { count in
    Gen.array(of: .int(in: 0...9), count: count...count).map { (count, $0) }
  }

  // MARK: - flatMap

  @Test func dependentLengthsMatchTheFirstStageOverManySeeds() throws {
    let values = sized.sample(count: 500)
    #expect(values.allSatisfy { $0.0 == $0.1.count })
    #expect(Set(values.map(\.0)) == Set(0...5))
  }

  @Test func fixedChoicesFeedTheSecondStage() throws {
    let value = try replay(sized, [2, 4, 7]).value
    #expect(value.0 == 2 && value.1 == [4, 7])
  }

  @Test func simplestIsTheSecondStageSimplestForTheFirstStageSimplest() throws {
    let value = try simplest(sized)
    #expect(value.0 == 0 && value.1.isEmpty)
  }

  @Test func loweringTheFirstChoiceReplaysAValidDependentValue() throws {
    // Shrinking through the bind: only the first choice changes, and the
    // second stage reads the rest of the same sequence.
    let value = try replay(sized, [1, 4, 7]).value
    #expect(value.0 == 1 && value.1 == [4])
  }

  @Test func secondStageSitsInADependentSpan() throws {
    let recorder = try replay(sized, [2, 4, 7]).recorder
    #expect(recorder.spans.contains { $0.range == 1..<3 && $0.depth == 0 })
  }
}
