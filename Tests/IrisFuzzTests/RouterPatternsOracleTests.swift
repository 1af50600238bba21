import IrisCheck
import IrisCheckFixtures
import IrisFuzz
import Testing

struct RouterPatternsOracleTests {
  // MARK: - routerPatterns

  @Test func theAllZeroInputBuildsARouterAndPasses() {
    #expect(FuzzOracles.routerPatterns([]) == .passed)
    #expect(FuzzOracles.routerPatterns([0, 0, 0, 0]) == .passed)
  }

  @Test func seededRandomInputsNeverViolateAndMostlyReachTheRouter() {
    var source = SeededSource(seed: 7)
    var passed = 0
    for _ in 0..<500 {
      let bytes = (0..<64).map { _ in UInt8(source.next(upTo: 255) ?? 0) }
      let outcome = FuzzOracles.routerPatterns(bytes)
      #expect(outcome.violation == nil, "\(bytes): \(outcome)")
      if outcome == .passed { passed += 1 }
    }
    #expect(passed > 250)
  }

  // MARK: - RouterFuzzCase

  @Test func theSimplestCaseIsOneWordHostPattern() throws {
    let recorder = ChoiceRecorder(source: ByteSource([]), exhaustion: .drawSimplest)
    let fuzzCase = try RouterFuzzCase.generator.generate(recorder)
    #expect(fuzzCase.patterns == ["inbox"])
    #expect(fuzzCase.links.isEmpty)
    #expect(fuzzCase.hits.isEmpty)
  }
}
