import Foundation
import Testing

@testable import Iris

struct UUIDFreshTests {
  /// Returns the same words a fixed generator would, in turn.
  private struct Words: RandomNumberGenerator {
    var words: [UInt64]

    mutating func next() -> UInt64 { words.removeFirst() }
  }

  @Test func freshUUIDIsVersionFourVariantOne() {
    for _ in 0..<100 {
      let text = UUID.fresh().uuidString
      let characters = Array(text)
      #expect(characters[14] == "4")
      #expect("89AB".contains(characters[19]))
    }
  }

  @Test func freshUUIDsAcrossManyRefillsOfTheEntropyBufferAllDiffer() {
    // NB: 16 UUIDs per refill, so 1,000 span 63 refills.
    let ids = (0..<1_000).map { _ in UUID.fresh() }
    #expect(Set(ids).count == 1_000)
  }

  @Test func freshUUIDKeepsTheGeneratorsOtherBits() {
    var generator = Words(words: [.max, .max])
    #expect(UUID.fresh(using: &generator).uuidString == "FFFFFFFF-FFFF-4FFF-BFFF-FFFFFFFFFFFF")
    var zeros = Words(words: [0, 0])
    #expect(UUID.fresh(using: &zeros).uuidString == "00000000-0000-4000-8000-000000000000")
  }

  @Test func freshBatonsAndFlowsDiffer() {
    let flows = (0..<100).map { _ in NavFlow(source: "test") }
    #expect(Set(flows.map(\.id)).count == 100)
    let batons = (0..<100).map { _ in Baton(intent: 1, flow: flows[0]) }
    #expect(Set(batons.map(\.id)).count == 100)
  }
}
