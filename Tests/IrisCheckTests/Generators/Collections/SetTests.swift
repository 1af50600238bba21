import IrisCheck
import Testing

struct SetTests {
  // MARK: - Bounds

  @Test func sizesStayInBoundsOverManySeeds() throws {
    let values = Gen.set(of: .int(in: 0...99), count: 2...6).sample(count: 500)
    #expect(values.allSatisfy { (2...6).contains($0.count) })
    #expect(values.allSatisfy { $0.allSatisfy((0...99).contains) })
  }

  @Test func duplicatesAreRedrawn() throws {
    // Exactly two elements: 3, then 3 again (a duplicate), then 4.
    let value = try replay(Gen.set(of: .int(in: 0...9), count: 2...2), [3, 3, 4]).value
    #expect(value == [3, 4])
  }

  // MARK: - Budget

  @Test func tooFewDistinctValuesForTheMinimumThrowsRejected() throws {
    let gen = Gen.set(of: .bool, count: 3...3)
    let recorder = ChoiceRecorder(source: SeededSource(seed: 1))
    #expect(throws: GenerationStop.rejected) { try gen.generate(recorder) }
  }

  @Test func duplicatesPastTheMinimumEndTheSet() throws {
    // All-maximal choices: true, then only duplicates of true.
    #expect(try extreme(Gen.set(of: .bool, count: 0...5)) == [true])
  }

  // MARK: - Simplest

  @Test func allZeroChoicesGiveTheSimplestDistinctElements() throws {
    #expect(try simplest(Gen.set(of: .int(in: 0...9))) == [])
    // 0 first; each further 0 is a duplicate until the budget runs out.
    let gen = Gen.set(of: .int(in: 0...99), count: 1...5)
    #expect(try simplest(gen) == [0])
  }
}
