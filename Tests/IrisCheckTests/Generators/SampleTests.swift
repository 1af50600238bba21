import IrisCheck
import Testing

struct SampleTests {
  // MARK: - sample

  @Test func valueIDrawsFromItsOwnSeededSource() throws {
    let gen = Gen.array(of: Gen.int(in: -99...99), count: 0...5)
    let values = gen.sample(count: 20, seed: 7)
    #expect(values.count == 20)
    for (index, value) in values.enumerated() {
      let source = SeededSource(seed: 7 &+ UInt64(index) &* 0x9E37_79B9_7F4A_7C15)
      #expect(try gen.generate(ChoiceRecorder(source: source)) == value)
    }
  }

  @Test func longerSampleStartsWithTheShorterOne() {
    let gen = Gen.string(from: .alphanumeric, length: 0...6)
    #expect(Array(gen.sample(count: 50, seed: 3).prefix(10)) == gen.sample(count: 10, seed: 3))
  }

  @Test func neighbouringSeedsShareNoValues() {
    let gen = Gen<UInt64>.int(in: 0...UInt64.max)
    #expect(Set(gen.sample(count: 200, seed: 1)).isDisjoint(with: gen.sample(count: 200, seed: 2)))
  }

  @Test func drawsWhoseGenerationStopsAreLeftOut() {
    let gen = Gen.int(in: 0...9).filter({ $0 == 9 }, maxAttempts: 1)
    let values = gen.sample(count: 100, seed: 1)
    #expect(!values.isEmpty && values.count < 100)
    #expect(values.allSatisfy { $0 == 9 })
    #expect(gen.sample(count: 0).isEmpty && gen.sample(count: -3).isEmpty)
  }
}
