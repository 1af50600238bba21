import IrisCheck
import IrisFuzz
import Testing

struct CorpusSeedsTests {
  // MARK: - choiceBytes

  @Test func eachSeedReplaysToTheValueItsSeedGenerates() throws {
    let generator = Gen<String>.string(from: .characters("ab/%"), length: 0...8)
    let seeds = CorpusSeeds.choiceBytes(generator, count: 20, seed: 4)
    #expect(seeds.count == 20)
    for (offset, bytes) in seeds.enumerated() {
      let expected = try generator.generate(
        ChoiceRecorder(source: SeededSource(seed: 4 + UInt64(offset))))
      #expect(try generator.generate(ChoiceRecorder(source: ByteSource(bytes))) == expected)
    }
  }
}
