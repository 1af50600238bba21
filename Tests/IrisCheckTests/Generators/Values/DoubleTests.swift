import IrisCheck
import Testing

struct DoubleTests {
  // MARK: - Bounds

  @Test(arguments: [
    -1.0...1.0, 0.5...3.0, 0.25...0.75, -3.5...(-1.25), -1e300...1e300,
    -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude,
  ])
  func valuesAreFiniteAndInRangeOverManySeeds(range: ClosedRange<Double>) throws {
    let values = Gen.double(in: range).sample(count: 500)
    #expect(values.allSatisfy { $0.isFinite && range.contains($0) })
  }

  @Test func fixedExtremeChoicesStayInRange() throws {
    let gen = Gen.double(in: -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude)
    #expect(try replay(gen, [1, .max]).value == -Double.greatestFiniteMagnitude)
    // The scaled grid has 2^52 steps a side; odd choices step above zero.
    #expect(try replay(gen, [1, (1 << 53) - 1]).value == Double.greatestFiniteMagnitude)
  }

  // MARK: - Simplest and extreme

  @Test func allZeroChoicesGiveZeroOrTheBoundNearestZero() throws {
    #expect(try simplest(Gen.double(in: -1...1)) == 0)
    #expect(try simplest(Gen.double(in: 0.5...3)) == 0.5)
    #expect(try simplest(Gen.double(in: 0.25...0.75)) == 0.25)
    #expect(try simplest(Gen.double(in: -3.5...(-1.25))) == -1.25)
  }

  @Test func allMaximalChoicesGiveABound() throws {
    // Symmetric range: the largest choice lands below the simplest value.
    #expect(try extreme(Gen.double(in: -1...1)) == -1)
    // 0.5 is not whole, so mode 1 is integral and its largest choice is 3.
    #expect(try extreme(Gen.double(in: 0.5...3)) == 3)
    #expect(try extreme(Gen.double(in: 0.25...0.75)) == 0.75)
  }

  // MARK: - Modes

  @Test func integralModeMapsChoicesLikeIntegers() throws {
    let gen = Gen.double(in: -10...10)
    #expect(try replay(gen, [0, 3]).value == 2)
    #expect(try replay(gen, [0, 4]).value == -2)
  }

  @Test func scaledModeStepsAwayFromSimplest() throws {
    let gen = Gen.double(in: -10...10)
    let near = try replay(gen, [1, 1]).value
    let far = try replay(gen, [1, (1 << 40) + 1]).value
    let below = try replay(gen, [1, 2]).value
    #expect(near > 0 && near < 1e-10)
    #expect(far > near && far < 10)
    #expect(below == -near)
  }

  @Test func seededExamplesHoldWholeAndFractionalValues() throws {
    let values = Gen.double(in: -100...100).sample(count: 500)
    #expect(values.contains { $0 == $0.rounded() })
    #expect(values.contains { $0 != $0.rounded() })
  }

  @Test func singleValueRangeDrawsNothing() throws {
    let (value, recorder) = try replay(Gen.double(in: 2.5...2.5), [])
    #expect(value == 2.5)
    #expect(recorder.choices.isEmpty)
  }

  // MARK: - Determinism

  @Test func sameSeedGivesSameValues() throws {
    let gen = Gen.double(in: -5...5)
    #expect(gen.sample(count: 500, seed: 9) == gen.sample(count: 500, seed: 9))
  }
}
