import IrisCheck
import Testing

struct FilterTests {
  private let evens = Gen.int(in: 0...99).filter { $0 % 2 == 0 }

  // MARK: - filter

  @Test func everyValueSatisfiesThePredicateOverManySeeds() throws {
    #expect(evens.sample(count: 500).allSatisfy { $0 % 2 == 0 })
  }

  @Test func rejectedAttemptsAreRedrawnAndTheirSpansDiscarded() throws {
    // On 0...99 choice k is k: 1 and 3 are odd, 4 is accepted; only the
    // accepted attempt keeps its span.
    let (value, recorder) = try replay(evens, [1, 3, 4])
    #expect(value == 4)
    #expect(recorder.choices == [1, 3, 4])
    #expect(recorder.spans.map(\.range) == [2..<3])
  }

  @Test func exhaustedBudgetThrowsRejected() throws {
    let never = Gen.int(in: 0...9).filter({ _ in false }, maxAttempts: 5)
    let recorder = ChoiceRecorder(source: SeededSource(seed: 3))
    #expect(throws: GenerationStop.rejected) { try never.generate(recorder) }
    #expect(recorder.choices.count == 5)
    #expect(recorder.spans.isEmpty)
  }

  @Test func simplestIsTheSimplestAcceptedValue() throws {
    #expect(try simplest(evens) == 0)
  }
}
