import IrisCheck
import Testing

struct IntTests {
  // MARK: - Bounds

  @Test(arguments: [0...9, -5...5, 10...20, -20...(-10), Int.min...Int.max, 7...7])
  func valuesStayInRangeOverManySeeds(range: ClosedRange<Int>) throws {
    let values = Gen.int(in: range).sample(count: 500)
    #expect(values.allSatisfy(range.contains))
  }

  @Test func narrowTypesStayInRangeAndReachEveryValue() throws {
    let int8 = Gen<Int8>.int(in: -128...127)
    let all = try (UInt64(0)...255).map { try replay(int8, [$0]).value }
    #expect(Set(all).count == 256)
    let uint8 = Gen<UInt8>.int(in: 200...255).sample(count: 500)
    #expect(uint8.allSatisfy { $0 >= 200 })
  }

  @Test func valuesStayInRangeForFixedExamples() throws {
    let gen = Gen.int(in: 10...20)
    #expect(try replay(gen, [10]).value == 20)
    #expect(try replay(gen, [.max]).value == 20)
  }

  // MARK: - Simplest and extreme

  @Test func allZeroChoicesGiveZeroOrTheBoundNearestZero() throws {
    #expect(try simplest(Gen.int(in: -5...5)) == 0)
    #expect(try simplest(Gen.int(in: 10...20)) == 10)
    #expect(try simplest(Gen.int(in: -20...(-10))) == -10)
    #expect(try simplest(Gen<UInt64>.int(in: 3...9)) == 3)
  }

  @Test func allMaximalChoicesGiveTheBoundFarthestFromSimplest() throws {
    #expect(try extreme(Gen.int(in: 0...9)) == 9)
    #expect(try extreme(Gen.int(in: -2...10)) == 10)
    #expect(try extreme(Gen.int(in: -20...(-10))) == -20)
    #expect(try extreme(Gen.int(in: Int.min...Int.max)) == Int.min)
  }

  // MARK: - Choice mapping

  @Test func choicesCountUpFromZeroWhenZeroIsTheLowerBound() throws {
    let gen = Gen.int(in: 0...9)
    #expect(try (UInt64(0)...9).map { try replay(gen, [$0]).value } == Array(0...9))
  }

  @Test func choicesAlternateSidesAroundZero() throws {
    let gen = Gen.int(in: -3...3)
    let values = try (UInt64(0)...6).map { try replay(gen, [$0]).value }
    #expect(values == [0, 1, -1, 2, -2, 3, -3])
  }

  @Test func smallerChoiceNeverGivesAValueFartherFromSimplest() throws {
    let gen = Gen.int(in: -50...80)
    let magnitudes = try (UInt64(0)...130).map { abs(try replay(gen, [$0]).value) }
    #expect(magnitudes == magnitudes.sorted())
  }

  // MARK: - Determinism

  @Test func sameSeedGivesSameValues() throws {
    let gen = Gen.int(in: -1_000...1_000)
    #expect(gen.sample(count: 500, seed: 42) == gen.sample(count: 500, seed: 42))
    #expect(gen.sample(count: 500, seed: 42) != gen.sample(count: 500, seed: 43))
  }

  @Test func edgeValuesAppearAmongSeededExamplesOfASmallRange() throws {
    let values = Set(Gen.int(in: -3...3).sample(count: 100))
    #expect(values == Set(-3...3))
  }
}
