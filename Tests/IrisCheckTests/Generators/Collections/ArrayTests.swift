import IrisCheck
import Testing

struct ArrayTests {
  private let digits = Gen.array(of: .int(in: 0...9))

  // MARK: - Bounds

  @Test(arguments: [0...10, 2...4, 5...5, 0...1, 3...40])
  func lengthsAndElementsStayInBoundsOverManySeeds(count: ClosedRange<Int>) throws {
    let values = Gen.array(of: .int(in: -3...3), count: count).sample(count: 500)
    #expect(values.allSatisfy { count.contains($0.count) })
    #expect(values.allSatisfy { $0.allSatisfy((-3...3).contains) })
  }

  @Test func forcedElementsDrawNoFlag() throws {
    // count 2...3: two forced elements, then one "more?" flag, which stops.
    let (value, recorder) = try replay(Gen.array(of: .int(in: 0...9), count: 2...3), [5, 6, 0])
    #expect(value == [5, 6])
    #expect(recorder.choices.count == 3)
  }

  // MARK: - Simplest and extreme

  @Test func allZeroChoicesGiveTheMinimumOfSimplestElements() throws {
    #expect(try simplest(digits) == [])
    #expect(try simplest(Gen.array(of: .int(in: 0...9), count: 3...6)) == [0, 0, 0])
  }

  @Test func allMaximalChoicesGiveTheMaximumOfExtremeElements() throws {
    #expect(try extreme(digits) == Array(repeating: 9, count: 10))
  }

  @Test func emptyAndFullArraysAppearAmongTheFirstSeededExamples() throws {
    let counts = digits.sample(count: 200).map(\.count)
    #expect(counts.contains(0))
    #expect(counts.contains(10))
  }

  @Test func averageLengthIsAboutAThirdOfTheSpread() throws {
    let counts = Gen.array(of: .bool, count: 0...30).sample(count: 2_000).map(\.count)
    let mean = Double(counts.reduce(0, +)) / Double(counts.count)
    // "more?" is in 0...10, so the mean is 10 * (1 - (10/11)^30) ≈ 9.4.
    #expect((8.5...10.5).contains(mean))
  }

  // MARK: - Spans

  @Test func eachElementIsASpanAndTheStopFlagIsInNone() throws {
    let (value, recorder) = try replay(digits, [1, 4, 2, 7, 0])
    #expect(value == [4, 7])
    #expect(recorder.spans.map(\.range) == [0..<2, 2..<4])
  }

  @Test func deletingAnElementSpanDeletesOneElement() throws {
    // The sequence above without its first span [1, 4].
    #expect(try replay(digits, [2, 7, 0]).value == [7])
  }

  // MARK: - Determinism

  @Test func sameSeedGivesSameArrays() throws {
    #expect(digits.sample(count: 500, seed: 11) == digits.sample(count: 500, seed: 11))
  }
}
