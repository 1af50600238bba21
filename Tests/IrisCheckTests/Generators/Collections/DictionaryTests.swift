import IrisCheck
import Testing

struct DictionaryTests {
  private let flags = Gen.dictionary(keys: .int(in: 0...9), values: .bool)

  // MARK: - Bounds

  @Test func entryCountsStayInBoundsOverManySeeds() throws {
    let gen = Gen.dictionary(keys: .int(in: 0...50), values: .int(in: 0...3), count: 1...4)
    let values = gen.sample(count: 500)
    #expect(values.allSatisfy { (1...4).contains($0.count) })
    #expect(values.allSatisfy { $0.values.allSatisfy((0...3).contains) })
  }

  @Test func duplicateKeysAreRedrawnAndValuesDrawnOnlyForNewKeys() throws {
    // more, key 2, true; more, key 2 (duplicate), key 5, false; stop.
    let value = try replay(flags, [1, 2, 1, 1, 2, 5, 0, 0]).value
    #expect(value == [2: true, 5: false])
  }

  // MARK: - Simplest and budget

  @Test func allZeroChoicesGiveTheEmptyDictionary() throws {
    #expect(try simplest(flags) == [:])
  }

  @Test func tooFewDistinctKeysThrowsRejected() throws {
    let gen = Gen.dictionary(keys: .bool, values: .bool, count: 3...4)
    let recorder = ChoiceRecorder(source: SeededSource(seed: 2))
    #expect(throws: GenerationStop.rejected) { try gen.generate(recorder) }
  }
}
